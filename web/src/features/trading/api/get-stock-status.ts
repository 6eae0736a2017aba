import { stockStatusSchema, type StockStatus } from '@fc/contracts/market';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { STATUS_POLL_MS, tradingKeys } from '@/features/trading/api/query-keys';
import { api } from '@/lib/api-client';

/** While a refresh asked for with 'Update Now' runs, the status is looked at this often. */
export const FOLLOW_UP_POLL_MS = 3_000;

/** GET /api/stocks/status: when prices last changed and when they change next. */
export function getStockStatus(): Promise<StockStatus> {
  return api.get<StockStatus>('/api/stocks/status', {
    schema: import.meta.env.DEV ? stockStatusSchema : undefined,
  });
}

export const stockStatusQueryOptions = () =>
  queryOptions({ queryKey: tradingKeys.status(), queryFn: getStockStatus });

/**
 * The market status, polled every 30 seconds (docs/product.md section 9), or every few seconds while
 * `isFollowingUp` (a refresh was just asked for and its result is awaited).
 */
export function useStockStatus({ isFollowingUp = false }: { isFollowingUp?: boolean } = {}) {
  return useQuery({
    ...stockStatusQueryOptions(),
    refetchInterval: isFollowingUp ? FOLLOW_UP_POLL_MS : STATUS_POLL_MS,
  });
}
