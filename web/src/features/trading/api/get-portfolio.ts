import { portfolioSchema, type Portfolio } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/users/:userId/portfolio (the signed-in user's own; 404 when there is none). */
export function getPortfolio(userId: number): Promise<Portfolio> {
  return api.get<Portfolio>(`/api/users/${userId}/portfolio`, {
    schema: import.meta.env.DEV ? portfolioSchema : undefined,
  });
}

export const portfolioQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: tradingKeys.userPortfolio(userId),
    queryFn: () => getPortfolio(userId),
  });

/** The signed-in user's portfolio; nothing (and no call) for guests. */
export function usePortfolio(userId: number | undefined) {
  return useQuery({
    ...portfolioQueryOptions(userId ?? 0),
    enabled: userId !== undefined,
  });
}
