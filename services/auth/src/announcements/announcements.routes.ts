import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { AuthDeps } from '../deps.ts';
import {
  deleteAnnouncement,
  dismissAnnouncement,
  listAnnouncementsFor,
  listStaffAnnouncements,
  postAnnouncement,
} from './announcements.service.ts';

export function announcementsHandlers(deps: AuthDeps) {
  return {
    postAnnouncement: ({ body, session }) => postAnnouncement(deps.prisma, session.userId, body),
    listStaffAnnouncements: () => listStaffAnnouncements(deps.prisma),
    deleteAnnouncement: async ({ params }) => {
      await deleteAnnouncement(deps.prisma, params.id);
    },
    listAnnouncements: ({ session }) => listAnnouncementsFor(deps.prisma, session.userId),
    dismissAnnouncement: async ({ params, session }) => {
      await dismissAnnouncement(deps.prisma, params.id, session.userId);
    },
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
