import { staffAnnouncementListSchema, type Announcement } from '@fc/contracts/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** An announcement as staff see it (staffAnnouncementListSchema): with how many dismissed it. */
export type StaffAnnouncement = Announcement & { dismissals: number };

/** GET /api/teacher/announcements (teachers and admins): the live ones with how many dismissed each. */
export async function getStaffAnnouncements(): Promise<StaffAnnouncement[]> {
  const { announcements } = await api.get<{ announcements: StaffAnnouncement[] }>(
    '/api/teacher/announcements',
    { schema: import.meta.env.DEV ? staffAnnouncementListSchema : undefined },
  );
  return announcements;
}

export const staffAnnouncementsQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.announcements(), queryFn: getStaffAnnouncements });

export function useStaffAnnouncements() {
  return useQuery(staffAnnouncementsQueryOptions());
}
