import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import {
  createAssignment,
  listClassAssignments,
  listMyAssignments,
  removeAssignment,
} from './assignments.service.ts';

/** Teachers and admins assign work; each student sees what is assigned to them. */
export function assignmentsHandlers(deps: LearningDeps) {
  return {
    createAssignment: ({ body, session }) => createAssignment(deps, session.userId, body),
    listClassAssignments: async () => ({ assignments: await listClassAssignments(deps) }),
    removeAssignment: async ({ params }) => {
      await removeAssignment(deps, params.id);
    },
    listMyAssignments: async ({ session }) => ({
      assignments: await listMyAssignments(deps, session.userId),
    }),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
