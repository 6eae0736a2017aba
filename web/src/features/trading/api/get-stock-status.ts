import { stockStatusSchema, type StockStatus } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useLiveStreamConnected } from '@/lib/live-updates';

/** docs/product.md section 9: the stock status is polled every 30 seconds. */
const STATUS_POLL_MS = 30_000;

/** GET /api/stocks/status: when prices last changed and when they change next. */
export function getStockStatus(): Promise<StockStatus> {
  return api.get<StockStatus>('/api/stocks/status', {
    schema: import.meta.env.DEV ? stockStatusSchema : undefined,
  });
}

export const stockStatusQueryOptions = () =>
  queryOptions({ queryKey: tradingKeys.status(), queryFn: getStockStatus });

/**
 * The market status, polled every 30 seconds (docs/product.md section 9) while the live stream is
 * down; while it is open, a price refresh's notice refreshes it (docs/live-updates.md).
 */
export function useStockStatus() {
  const isStreaming = useLiveStreamConnected();
  return useQuery({
    ...stockStatusQueryOptions(),
    refetchInterval: isStreaming ? false : STATUS_POLL_MS,
  });
}
