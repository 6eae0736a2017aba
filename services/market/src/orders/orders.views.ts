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
    triggerPrice: order.triggerPriceCents,
    timeInForce: order.timeInForce as Order['timeInForce'],
    status: lapsed ? 'expired' : (order.status as Order['status']),
    statusReason: order.statusReason,
    reservedCash: lapsed || order.status !== 'open' ? 0 : Number(order.reservedCents),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt?.toISOString() ?? null,
    closedAt: (lapsed ? order.expiresAt : order.closedAt)?.toISOString() ?? null,
    fillPrice: order.fillPriceCents,
    stock: stockRef(order.stock),
  };
}
