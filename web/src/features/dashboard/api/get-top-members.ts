import { queryOptions, useQuery } from '@tanstack/react-query';

import { getLeaderboard } from '@/api/get-leaderboard';
import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/api/query-keys';
import { TOP_MEMBERS_LIMIT } from '@/features/dashboard/utils/rewards';

/**
 * The club's top members for the dashboard: GET /api/leaderboard?limit=5 through
 * the leaderboard feature's fetch function, cached under its keys.
 */
export const topMembersQueryOptions = (limit: number = TOP_MEMBERS_LIMIT) =>
  queryOptions({
    queryKey: [...leaderboardKeys.all, 'top', limit] as const,
    queryFn: async () => (await getLeaderboard({ limit, offset: 0 })).entries.slice(0, limit),
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The top members; nothing (and no call) for guests. */
export function useTopMembers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...topMembersQueryOptions(), enabled });
}
