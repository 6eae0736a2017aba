import { investmentLeaderboardSchema, type InvestmentLeaderboardEntry } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/investment-leaderboard: members by trading profit (money in cents). */
export async function getInvestmentLeaderboard(): Promise<InvestmentLeaderboardEntry[]> {
  return (
    (await api.get<InvestmentLeaderboardEntry[] | undefined>('/api/investment-leaderboard', {
      schema: import.meta.env.DEV ? investmentLeaderboardSchema : undefined,
    })) ?? []
  );
}

export const investmentLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.investmentLeaderboard(),
    queryFn: getInvestmentLeaderboard,
  });

export function useInvestmentLeaderboard() {
  return useQuery(investmentLeaderboardQueryOptions());
}
