import { portfolioSchema, type Portfolio } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/users/:id/portfolio: an admin may read any member's portfolio. */
export function getUserPortfolio(userId: number): Promise<Portfolio> {
  return api.get<Portfolio>(`/api/users/${userId}/portfolio`, {
    schema: import.meta.env.DEV ? portfolioSchema : undefined,
  });
}

/** Trades change the cash at any time, so it is read afresh each time a member is picked. */
export const userPortfolioQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.userPortfolio(userId),
    queryFn: () => getUserPortfolio(userId),
    staleTime: 0,
  });

/** The chosen member's portfolio, for their current cash; no call while nobody is chosen. */
export function useUserPortfolio(userId: number | null) {
  return useQuery({ ...userPortfolioQueryOptions(userId ?? 0), enabled: userId !== null });
}
