import type { Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Sql } from '../db.ts';
import type { StockOrder } from '../generated/kysely.ts';
import { stockRefColumns, type StockRefRow } from '../stocks/stocks.repository.ts';
import type { OrderKind, OrderSide } from './order-fill.ts';

/** An order with the stock it is for, as the API shows it (orders.views.ts). */
export type OrderWithStock = Selectable<StockOrder> & { stock: StockRefRow };

/** Still open at `at`: not filled, cancelled or refused, and a day order not past its end. */
export const isOpenAt = (order: Pick<OrderWithStock, 'status' | 'expires_at'>, at: Date) =>
  order.status === 'open' && (order.expires_at === null || order.expires_at > at);

/** Orders with their stocks; the callers narrow it down. */
function selectOrdersWithStock(db: Sql) {
  return db
    .selectFrom('stock_order as o')
    .selectAll('o')
    .select((eb) =>
      jsonObjectFrom(
        eb.selectFrom('stock').select(stockRefColumns).whereRef('stock.id', '=', 'o.stock_id'),
      )
        .$notNull()
        .as('stock'),
    );
}

export function findOrder(
  db: Sql,
  portfolioId: number,
  orderId: number,
): Promise<OrderWithStock | undefined> {
  return selectOrdersWithStock(db)
    .where('o.id', '=', orderId)
    .where('o.portfolio_id', '=', portfolioId)
    .executeTakeFirst();
}

/** Stores an open order; answers its id. */
export async function insertOrder(
  db: Sql,
  order: {
    portfolioId: number;
    stockId: number;
    side: OrderSide;
    kind: OrderKind;
    shares: number;
    triggerPriceCents: number;
    reservedCents: bigint;
    timeInForce: 'day' | 'gtc';
    expiresAt: Date | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('stock_order')
    .values({
      portfolio_id: order.portfolioId,
      stock_id: order.stockId,
      side: order.side,
      kind: order.kind,
      shares: order.shares,
      trigger_price_cents: order.triggerPriceCents,
      reserved_cents: order.reservedCents,
      time_in_force: order.timeInForce,
      expires_at: order.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function countOpenOrders(db: Sql, portfolioId: number, at: Date): Promise<number> {
  const { count } = await db
    .selectFrom('stock_order')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('portfolio_id', '=', portfolioId)
    .where('status', '=', 'open')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function closeOrder(
  db: Sql,
  orderId: number,
  status: 'cancelled' | 'expired',
  at: Date,
): Promise<void> {
  await db
    .updateTable('stock_order')
    .set({ status, closed_at: at })
    .where('id', '=', orderId)
    .execute();
}

/** Every order still marked open (oldest first) and the latest `closedLimit` closed ones. */
export async function listOrdersOf(
  db: Sql,
  portfolioId: number,
  closedLimit: number,
): Promise<{ open: OrderWithStock[]; closed: OrderWithStock[] }> {
  const [open, closed] = await Promise.all([
    selectOrdersWithStock(db)
      .where('o.portfolio_id', '=', portfolioId)
      .where('o.status', '=', 'open')
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute(),
    selectOrdersWithStock(db)
      .where('o.portfolio_id', '=', portfolioId)
      .where('o.status', '!=', 'open')
      .orderBy('o.closed_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(closedLimit)
      .execute(),
  ]);
  return { open, closed };
}
