import type { StockStatus } from '@fc/contracts/market';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { tradingKeys } from '@/api/query-keys';
import { useStockStatus } from '@/features/trading/api/get-stock-status';
import { useUpdateStocks, type PriceUpdateOutcome } from '@/features/trading/api/update-stocks';

/**
 * The market status and 'Update Now'. 'Update Now' lasts until the server's refresh has finished
 * (update-stocks.ts follows its job): only then does `onUpdateSuccess` run, with the card already
 * showing the new time. Whenever prices change, by schedule or on request, the stocks, candles
 * and portfolio values on screen are fetched again.
 */
export function useMarketRefresh({
  onUpdateSuccess,
  onUpdateError,
}: {
  onUpdateSuccess?: (outcome: PriceUpdateOutcome) => void;
  onUpdateError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  const status = useStockStatus();
  const lastUpdatedAt = status.data?.lastUpdatedAt;
  const seenUpdate = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (lastUpdatedAt === undefined) return;
    const before = seenUpdate.current;
    seenUpdate.current = lastUpdatedAt;
    if (before === undefined || before === lastUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: tradingKeys.prices() });
    void queryClient.invalidateQueries({ queryKey: tradingKeys.portfolios() });
  }, [lastUpdatedAt, queryClient]);

  const update = useUpdateStocks({
    onSuccess: (outcome) => {
      if (outcome.kind === 'completed') {
        // The card shows the refresh's time at once; the refetch below confirms it.
        queryClient.setQueryData<StockStatus>(tradingKeys.status(), (current) =>
          current
            ? { ...current, lastUpdatedAt: outcome.lastUpdatedAt, isUpdating: false }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: tradingKeys.prices() });
        void queryClient.invalidateQueries({ queryKey: tradingKeys.portfolios() });
      }
      void queryClient.invalidateQueries({ queryKey: tradingKeys.status() });
      onUpdateSuccess?.(outcome);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: tradingKeys.status() });
      onUpdateError?.(error);
    },
  });

  return {
    status,
    update,
    /** A refresh is queued or running on the server, or 'Update Now' waits for one. */
    isUpdating: update.isPending || status.data?.isUpdating === true,
  };
}
