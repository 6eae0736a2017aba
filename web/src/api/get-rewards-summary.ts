import { rewardsSummarySchema, type RewardsSummary } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/rewards/me: the caller's rank among the members, points and streak. */
export function getRewardsSummary(): Promise<RewardsSummary> {
  return api.get<RewardsSummary>('/api/rewards/me', {
    schema: import.meta.env.DEV ? rewardsSummarySchema : undefined,
  });
}

export const rewardsSummaryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: leaderboardKeys.rewardsSummary(userId),
    queryFn: getRewardsSummary,
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The signed-in user's standing; nothing (and no call) for guests. */
export function useRewardsSummary(userId: number | null | undefined) {
  return useQuery({
    ...rewardsSummaryQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
  });
}
