import { queryOptions, useQuery } from '@tanstack/react-query';

import { getInvestmentLeaderboard } from '@/api/get-investment-leaderboard';
import { adminKeys } from '@/features/admin/api/query-keys';

export const investmentLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.investmentLeaderboard(),
    queryFn: () => getInvestmentLeaderboard('return'),
  });

export function useInvestmentLeaderboard() {
  return useQuery(investmentLeaderboardQueryOptions());
}
