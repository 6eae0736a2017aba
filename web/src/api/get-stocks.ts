import { stockListSchema, type Stock } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/stocks: every listed stock, sorted by symbol. Public: guests may browse. */
export async function getStocks(): Promise<Stock[]> {
  return (
    (await api.get<Stock[] | undefined>('/api/stocks', {
      schema: import.meta.env.DEV ? stockListSchema : undefined,
    })) ?? []
  );
}

export const stocksQueryOptions = () =>
  queryOptions({ queryKey: tradingKeys.stocks(), queryFn: getStocks });

export function useStocks() {
  return useQuery(stocksQueryOptions());
}
