import { candleListSchema, type Candle, type CandleInterval } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/stocks/:id/candles?interval=hour|day: 24 hourly or 30 daily candles, oldest first. */
export async function getCandles(stockId: number, interval: CandleInterval): Promise<Candle[]> {
  return (
    (await api.get<Candle[] | undefined>(`/api/stocks/${stockId}/candles?interval=${interval}`, {
      schema: import.meta.env.DEV ? candleListSchema : undefined,
    })) ?? []
  );
}

export const candlesQueryOptions = (stockId: number, interval: CandleInterval) =>
  queryOptions({
    queryKey: tradingKeys.candles(stockId, interval),
    queryFn: () => getCandles(stockId, interval),
  });

/** The candles of one stock; nothing while no stock is chosen. */
export function useCandles(stockId: number | null, interval: CandleInterval) {
  return useQuery({
    ...candlesQueryOptions(stockId ?? 0, interval),
    enabled: stockId !== null,
  });
}
