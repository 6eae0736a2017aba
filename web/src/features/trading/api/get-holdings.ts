import { holdingListSchema, type Holding } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/portfolios/:id/holdings. */
export async function getHoldings(portfolioId: number): Promise<Holding[]> {
  return (
    (await api.get<Holding[] | undefined>(`/api/portfolios/${portfolioId}/holdings`, {
      schema: import.meta.env.DEV ? holdingListSchema : undefined,
    })) ?? []
  );
}

export const holdingsQueryOptions = (portfolioId: number) =>
  queryOptions({
    queryKey: tradingKeys.holdings(portfolioId),
    queryFn: () => getHoldings(portfolioId),
  });

export function useHoldings(portfolioId: number | undefined) {
  return useQuery({
    ...holdingsQueryOptions(portfolioId ?? 0),
    enabled: portfolioId !== undefined,
  });
}
