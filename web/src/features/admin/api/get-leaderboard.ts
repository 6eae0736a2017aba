import { leaderboardSchema, type LeaderboardEntry } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ADMIN_LIST_LIMIT, adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/leaderboard?limit=: the top members by points. */
export async function getLeaderboard(limit = ADMIN_LIST_LIMIT): Promise<LeaderboardEntry[]> {
  return (
    (await api.get<LeaderboardEntry[] | undefined>(`/api/leaderboard?limit=${limit}`, {
      schema: import.meta.env.DEV ? leaderboardSchema : undefined,
    })) ?? []
  );
}

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.leaderboard(), queryFn: () => getLeaderboard() });

export function useLeaderboard() {
  return useQuery(leaderboardQueryOptions());
}
