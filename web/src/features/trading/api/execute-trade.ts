import { IDEMPOTENCY_KEY_HEADER } from '@fc/contracts/idempotency-constants';
import { tradeResultSchema, type TradeRequest, type TradeResult } from '@fc/contracts/market';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface ExecuteTradeInput extends TradeRequest {
  portfolioId: number;
  /** One per click: a retry of the same click sends the same key and never trades twice. */
  idempotencyKey?: string;
}

/**
 * POST /api/portfolios/:id/trade {stockId, shares, type} with an Idempotency-Key
 * (docs/http-api.md). Refused (4xx `{code, message}`) e.g. for too little cash.
 */
export function executeTrade({
  portfolioId,
  idempotencyKey = crypto.randomUUID(),
  ...trade
}: ExecuteTradeInput): Promise<TradeResult> {
  return api.post<TradeResult>(`/api/portfolios/${portfolioId}/trade`, trade, {
    schema: import.meta.env.DEV ? tradeResultSchema : undefined,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * A trade; on success the portfolio, holdings, transactions and performance are fetched again
 * (docs/product.md section 4 "Trade flow").
 */
export function useExecuteTrade({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: TradeResult) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeTrade,
    onSuccess: (result) => {
      onSuccess?.(result);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.portfolios() });
    },
    onError,
  });
}
