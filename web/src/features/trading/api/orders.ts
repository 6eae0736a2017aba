import { IDEMPOTENCY_KEY_HEADER } from '@fc/contracts/idempotency-constants';
import {
  orderListSchema,
  orderSchema,
  type Order,
  type OrderList,
  type OrderRequest,
} from '@fc/contracts/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/portfolios/:id/orders: open orders (oldest first), the latest closed ones, cash held. */
export function getOrders(portfolioId: number): Promise<OrderList> {
  return api.get<OrderList>(`/api/portfolios/${portfolioId}/orders`, {
    schema: import.meta.env.DEV ? orderListSchema : undefined,
  });
}

export const ordersQueryOptions = (portfolioId: number) =>
  queryOptions({
    queryKey: tradingKeys.orders(portfolioId),
    queryFn: () => getOrders(portfolioId),
  });

export function useOrders(portfolioId: number | undefined) {
  return useQuery({ ...ordersQueryOptions(portfolioId ?? 0), enabled: portfolioId !== undefined });
}

export interface PlaceOrderInput extends OrderRequest {
  portfolioId: number;
  /** One per click: a retry of the same click never places two orders. */
  idempotencyKey?: string;
}

/** POST /api/portfolios/:id/orders with an Idempotency-Key; refused (4xx) for too little cash. */
export function placeOrder({
  portfolioId,
  idempotencyKey = crypto.randomUUID(),
  ...order
}: PlaceOrderInput): Promise<Order> {
  return api.post<Order>(`/api/portfolios/${portfolioId}/orders`, order, {
    schema: import.meta.env.DEV ? orderSchema : undefined,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** DELETE /api/portfolios/:id/orders/:orderId: 409 once it is filled, cancelled or expired. */
export function cancelOrder({
  portfolioId,
  orderId,
}: {
  portfolioId: number;
  orderId: number;
}): Promise<Order> {
  return api.delete<Order>(`/api/portfolios/${portfolioId}/orders/${orderId}`, {
    schema: import.meta.env.DEV ? orderSchema : undefined,
  });
}

/** Placing or cancelling changes the cash held back: the portfolio's queries load again. */
function useOrderMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  handlers: { onSuccess?: (result: Result) => void; onError?: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      handlers.onSuccess?.(result);
      void queryClient.invalidateQueries({ queryKey: tradingKeys.portfolios() });
    },
    onError: handlers.onError,
  });
}

export const usePlaceOrder = (
  handlers: { onSuccess?: (order: Order) => void; onError?: (error: unknown) => void } = {},
) => useOrderMutation(placeOrder, handlers);

export const useCancelOrder = (
  handlers: { onSuccess?: (order: Order) => void; onError?: (error: unknown) => void } = {},
) => useOrderMutation(cancelOrder, handlers);
