import type { InvestmentLeaderboardEntry } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/features/leaderboard/api/query-keys';
import { getInvestmentLeaderboard } from '@/lib/shared-api';

export type { InvestmentLeaderboardEntry };

export const investmentLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardKeys.investment(),
    queryFn: getInvestmentLeaderboard,
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The investment leaderboard; fetched only for a signed-in user (docs/product.md section 6). */
export function useInvestmentLeaderboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...investmentLeaderboardQueryOptions(), enabled });
}
