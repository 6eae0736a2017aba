import { investmentLeaderboardSchema, type InvestmentLeaderboardEntry } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/features/leaderboard/api/query-keys';
import { api } from '@/lib/api-client';

export type { InvestmentLeaderboardEntry };

/** GET /api/investment-leaderboard. */
export async function getInvestmentLeaderboard(): Promise<InvestmentLeaderboardEntry[]> {
  return (
    (await api.get<InvestmentLeaderboardEntry[] | undefined>('/api/investment-leaderboard', {
      schema: import.meta.env.DEV ? investmentLeaderboardSchema : undefined,
    })) ?? []
  );
}

export const investmentLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardKeys.investment(),
    queryFn: getInvestmentLeaderboard,
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The investment leaderboard; fetched only for a signed-in user (SPEC.md section 6). */
export function useInvestmentLeaderboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...investmentLeaderboardQueryOptions(), enabled });
}
