import { stockUpdateResultSchema, type StockUpdateResult } from '@fc/contracts/market';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/stocks/update: queues a price refresh (signed-in users only). */
export function updateStocks(): Promise<StockUpdateResult> {
  return api.post<StockUpdateResult>('/api/stocks/update', undefined, {
    schema: import.meta.env.DEV ? stockUpdateResultSchema : undefined,
  });
}

export function useUpdateStocks({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: StockUpdateResult) => void;
  onError?: (error: unknown) => void;
} = {}) {
  return useMutation({ mutationFn: updateStocks, onSuccess, onError });
}
