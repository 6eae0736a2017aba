import {
  investmentLeaderboardSchema,
  type InvestmentLeaderboardEntry,
  type LeaderboardRank,
} from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { InvestmentLeaderboardEntry, LeaderboardRank };

/** GET /api/investment-leaderboard?rank=: members ranked by the rule (money in cents). */
export async function getInvestmentLeaderboard(
  rank: LeaderboardRank,
): Promise<InvestmentLeaderboardEntry[]> {
  return (
    (await api.get<InvestmentLeaderboardEntry[] | undefined>(
      `/api/investment-leaderboard?rank=${rank}`,
      { schema: import.meta.env.DEV ? investmentLeaderboardSchema : undefined },
    )) ?? []
  );
}

export const investmentLeaderboardQueryOptions = (rank: LeaderboardRank) =>
  queryOptions({
    queryKey: leaderboardKeys.investment(rank),
    queryFn: () => getInvestmentLeaderboard(rank),
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The investment leaderboard by a rule; fetched only for a signed-in user (docs/product.md section 6). */
export function useInvestmentLeaderboard({
  rank,
  enabled,
}: {
  rank: LeaderboardRank;
  enabled: boolean;
}) {
  return useQuery({ ...investmentLeaderboardQueryOptions(rank), enabled });
}
