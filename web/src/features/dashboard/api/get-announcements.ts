import type { Announcement } from '@fc/contracts/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/announcements: what the caller has not dismissed, newest first (each with safe HTML). */
export async function getAnnouncements(): Promise<Announcement[]> {
  // No response schema here: it would bring zod into the first load (the dashboard).
  const answer = await api.get<{ announcements: Announcement[] }>('/api/announcements');
  return answer.announcements;
}

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.announcements(), queryFn: getAnnouncements });

/** The announcements for the signed-in user; nothing (and no call) for guests. */
export function useAnnouncements({ enabled }: { enabled: boolean }) {
  return useQuery({ ...announcementsQueryOptions(), enabled });
}
