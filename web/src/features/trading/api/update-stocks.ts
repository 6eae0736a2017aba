import {
  stockUpdateResultSchema,
  stockUpdateStatusSchema,
  type StockUpdateResult,
  type StockUpdateStatus,
} from '@fc/contracts/market';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** While an 'Update Now' refresh runs, how often it is asked about. */
export const UPDATE_POLL_MS = 1_000;
/**
 * How long 'Update Now' waits for its refresh: the simulated market takes a moment, Finnhub's
 * paced quotes about 80 seconds (more when a scheduled refresh was under way first).
 */
export const UPDATE_WAIT_LIMIT_MS = 180_000;

/** POST /api/stocks/update: queues a price refresh (signed-in users only). */
export function updateStocks(): Promise<StockUpdateResult> {
  return api.post<StockUpdateResult>('/api/stocks/update', undefined, {
    schema: import.meta.env.DEV ? stockUpdateResultSchema : undefined,
  });
}

/** GET /api/stocks/update/:jobId: whether that refresh is waiting, running, completed or failed. */
export function getPriceUpdate(jobId: string): Promise<StockUpdateStatus> {
  return api.get<StockUpdateStatus>(`/api/stocks/update/${encodeURIComponent(jobId)}`, {
    schema: import.meta.env.DEV ? stockUpdateStatusSchema : undefined,
  });
}

/** The refresh ran and stored nothing: the server's reason (the last prices stay). */
export class PriceUpdateFailedError extends Error {
  override name = 'PriceUpdateFailedError';
}

/**
 * What 'Update Now' ends with: the refresh finished (with the time the prices now carry), or it
 * is still running after UPDATE_WAIT_LIMIT_MS (it lands later, as a scheduled refresh would).
 */
export type PriceUpdateOutcome =
  { kind: 'completed'; lastUpdatedAt: string | null } | { kind: 'still-running' };

/**
 * 'Update Now' to the end: asks for a refresh, then follows its job until it has completed (the
 * prices and portfolio values are stored) or failed (rejects with PriceUpdateFailedError).
 */
export async function updateStocksAndWait({
  pollMs = UPDATE_POLL_MS,
  limitMs = UPDATE_WAIT_LIMIT_MS,
}: { pollMs?: number; limitMs?: number } = {}): Promise<PriceUpdateOutcome> {
  const { jobId } = await updateStocks();
  const deadline = Date.now() + limitMs;
  for (;;) {
    const progress = await getPriceUpdate(jobId);
    if (progress.state === 'completed') {
      return { kind: 'completed', lastUpdatedAt: progress.lastUpdatedAt };
    }
    if (progress.state === 'failed') throw new PriceUpdateFailedError(progress.message);
    if (Date.now() + pollMs > deadline) return { kind: 'still-running' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export function useUpdateStocks({
  onSuccess,
  onError,
}: {
  onSuccess?: (outcome: PriceUpdateOutcome) => void;
  onError?: (error: unknown) => void;
} = {}) {
  return useMutation({ mutationFn: () => updateStocksAndWait(), onSuccess, onError });
}
