import { queryOptions, useQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/features/leaderboard/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * One member of the investment leaderboard (SPEC.md section 3). The market
 * service owns this call and has no shared contract yet, so its shape is
 * written down here.
 */
export interface InvestmentLeaderboardEntry {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  /** Profit or loss in cents. */
  totalReturn: number;
  /** Hundredths of a percent (1234 = 12.34%). */
  totalReturnPercent: number;
  /** Portfolio value in cents. */
  totalValue: number;
}

/** GET /api/investment-leaderboard. */
export async function getInvestmentLeaderboard(): Promise<InvestmentLeaderboardEntry[]> {
  return (
    (await api.get<InvestmentLeaderboardEntry[] | undefined>('/api/investment-leaderboard')) ?? []
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
