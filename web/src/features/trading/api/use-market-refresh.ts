import type { StockUpdateResult } from '@fc/contracts/market';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { useStockStatus } from '@/features/trading/api/get-stock-status';
import { tradingKeys } from '@/features/trading/api/query-keys';
import { useUpdateStocks } from '@/features/trading/api/update-stocks';

/** How long after 'Update Now' the status is watched closely for the refresh to land. */
export const FOLLOW_UP_WINDOW_MS = 20_000;

/**
 * The market status and 'Update Now'. The refresh runs in the background on the server, so after
 * asking for one the status is polled every few seconds until `lastUpdatedAt` changes (or 20 s
 * pass). Whenever prices change, by schedule or on request, the stocks, candles and portfolio
 * values on screen are fetched again.
 */
export function useMarketRefresh({
  onUpdateSuccess,
  onUpdateError,
}: {
  onUpdateSuccess?: (result: StockUpdateResult) => void;
  onUpdateError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  const [followUpId, setFollowUpId] = useState(0);
  const [isFollowingUp, setIsFollowingUp] = useState(false);
  const status = useStockStatus({ isFollowingUp });
  const lastUpdatedAt = status.data?.lastUpdatedAt;
  const seenUpdate = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (lastUpdatedAt === undefined) return;
    const before = seenUpdate.current;
    seenUpdate.current = lastUpdatedAt;
    if (before === undefined || before === lastUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: tradingKeys.prices() });
    void queryClient.invalidateQueries({ queryKey: tradingKeys.portfolios() });
    setIsFollowingUp(false);
  }, [lastUpdatedAt, queryClient]);

  useEffect(() => {
    if (!isFollowingUp) return;
    const timer = setTimeout(() => setIsFollowingUp(false), FOLLOW_UP_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [isFollowingUp, followUpId]);

  const update = useUpdateStocks({
    onSuccess: (result) => {
      onUpdateSuccess?.(result);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.stocks() });
      void queryClient.invalidateQueries({ queryKey: tradingKeys.status() });
      setIsFollowingUp(true);
      setFollowUpId((id) => id + 1);
    },
    onError: onUpdateError,
  });

  return {
    status,
    update,
    /** A refresh is queued or running on the server, or was just asked for. */
    isUpdating: update.isPending || status.data?.isUpdating === true,
  };
}
