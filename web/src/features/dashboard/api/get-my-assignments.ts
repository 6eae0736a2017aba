import type { MyAssignment } from '@fc/contracts/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/assignments: the caller's assignments, soonest due first, undone before done. */
export async function getMyAssignments(): Promise<MyAssignment[]> {
  // No response schema here: it would bring zod into the first load (the dashboard).
  const answer = await api.get<{ assignments: MyAssignment[] }>('/api/assignments');
  return answer.assignments;
}

export const myAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.myAssignments(), queryFn: getMyAssignments });

/** The signed-in user's assignments; nothing (and no call) for guests. */
export function useMyAssignments({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myAssignmentsQueryOptions(), enabled });
}
