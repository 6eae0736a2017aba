import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { getInvestmentLeaderboard } from '@/lib/shared-api';

export const investmentLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.investmentLeaderboard(),
    queryFn: getInvestmentLeaderboard,
  });

export function useInvestmentLeaderboard() {
  return useQuery(investmentLeaderboardQueryOptions());
}
