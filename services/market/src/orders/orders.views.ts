import type { Order } from '@fc/contracts/orders';
import { stockRef } from '../stocks/stocks.views.ts';
import { isOpenAt, type OrderWithStock } from './orders.repository.ts';

/** An order as the API shows it; a day order past its end reads expired before a refresh marks it. */
export function toOrder(order: OrderWithStock, now: Date): Order {
  const lapsed = order.status === 'open' && !isOpenAt(order, now);
  return {
    id: order.id,
    side: order.side as Order['side'],
    kind: order.kind as Order['kind'],
    shares: order.shares,
    triggerPrice: order.trigger_price_cents,
    timeInForce: order.time_in_force as Order['timeInForce'],
    status: lapsed ? 'expired' : (order.status as Order['status']),
    statusReason: order.status_reason,
    reservedCash: lapsed || order.status !== 'open' ? 0 : Number(order.reserved_cents),
    createdAt: order.created_at.toISOString(),
    expiresAt: order.expires_at?.toISOString() ?? null,
    closedAt: (lapsed ? order.expires_at : order.closed_at)?.toISOString() ?? null,
    fillPrice: order.fill_price_cents,
    stock: stockRef(order.stock),
  };
}
