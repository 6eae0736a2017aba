import type { DbOrTx, Tx } from '../db.ts';
import type { Commission } from '@fc/contracts/contests';
import { Prisma, type Stock, type StockOrder } from '../generated/prisma/client.ts';
import type { HoldingState, OrderKind, OrderSide, PortfolioState } from './order-fill.ts';

export type OrderWithStock = StockOrder & { stock: Stock };

/** Still open at `at`: not filled, cancelled or refused, and a day order not past its end. */
export const isOpenAt = (order: Pick<StockOrder, 'status' | 'expiresAt'>, at: Date) =>
  order.status === 'open' && (order.expiresAt === null || order.expiresAt > at);

export function insertOrder(
  tx: Tx,
  data: {
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
): Promise<OrderWithStock> {
  return tx.stockOrder.create({ data, include: { stock: true } });
}

export function countOpenOrders(tx: Tx, portfolioId: number, at: Date): Promise<number> {
  return tx.stockOrder.count({
    where: {
      portfolioId,
      status: 'open',
      OR: [{ expiresAt: null }, { expiresAt: { gt: at } }],
    },
  });
}

export function findOrder(
  db: DbOrTx,
  portfolioId: number,
  orderId: number,
): Promise<OrderWithStock | null> {
  return db.stockOrder.findFirst({
    where: { id: orderId, portfolioId },
    include: { stock: true },
  });
}

export function closeOrder(
  tx: Tx,
  orderId: number,
  status: 'cancelled' | 'expired',
  at: Date,
): Promise<OrderWithStock> {
  return tx.stockOrder.update({
    where: { id: orderId },
    data: { status, closedAt: at },
    include: { stock: true },
  });
}

/** Every order still marked open (oldest first) and the latest `closedLimit` closed ones. */
export async function listOrdersOf(
  db: DbOrTx,
  portfolioId: number,
  closedLimit: number,
): Promise<{ open: OrderWithStock[]; closed: OrderWithStock[] }> {
  const [open, closed] = await Promise.all([
    db.stockOrder.findMany({
      where: { portfolioId, status: 'open' },
      include: { stock: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    db.stockOrder.findMany({
      where: { portfolioId, status: { not: 'open' } },
      include: { stock: true },
      orderBy: [{ closedAt: 'desc' }, { id: 'desc' }],
      take: closedLimit,
    }),
  ]);
  return { open, closed };
}

// ---- A refresh's fills: set-based, a fixed number of statements however many orders cross ----

/**
 * Day orders whose day has ended, and the orders of contests that have ended, stop holding
 * anything back.
 */
export async function expireOrders(tx: Tx, now: Date): Promise<number> {
  const days = await tx.$executeRaw`
    UPDATE stock_order SET status = 'expired', closed_at = expires_at
    WHERE status = 'open' AND expires_at <= ${now}`;
  const contests = await tx.$executeRaw`
    UPDATE stock_order o SET status = 'expired', closed_at = c.ends_at
    FROM portfolio p JOIN contest c ON c.id = p.contest_id
    WHERE o.status = 'open' AND o.portfolio_id = p.id AND c.ends_at <= ${now}`;
  return days + contests;
}

/** order-fill.ts `crosses`, in SQL: o is the order, s its stock at the new price. */
const crossingSql = Prisma.sql`
  CASE WHEN (o.side = 'buy') = (o.kind = 'limit')
       THEN s.price_cents <= o.trigger_price_cents
       ELSE s.price_cents >= o.trigger_price_cents END`;

/** The portfolios with an open order the current prices cross, read without locking. */
export async function listPortfoliosWithCrossingOrders(tx: Tx): Promise<number[]> {
  const rows = await tx.$queryRaw<{ portfolio_id: number }[]>`
    SELECT DISTINCT o.portfolio_id
    FROM stock_order o JOIN stock s ON s.id = o.stock_id
    WHERE o.status = 'open' AND ${crossingSql}`;
  return rows.map((row) => row.portfolio_id);
}

/**
 * Locks the portfolios (in id order, as every other writer locks one) and reads their cash; the
 * orders, holdings and reservations read after this cannot change under the refresh.
 */
export interface LockedPortfolioRow {
  id: number;
  user_id: number;
  cash_cents: bigint;
  unlocked_features: string[];
  /** The contest's commission and premium rule, for a contest portfolio. */
  commission: Commission | null;
  premium_allowed: boolean | null;
}

export function lockPortfolios(tx: Tx, ids: number[]): Promise<LockedPortfolioRow[]> {
  return tx.$queryRaw`
    SELECT p.id, p.user_id, p.cash_cents, p.unlocked_features, c.commission, c.premium_allowed
    FROM portfolio p LEFT JOIN contest c ON c.id = p.contest_id
    WHERE p.id = ANY(${ids}::int[]) ORDER BY p.id FOR UPDATE OF p`;
}

export interface CrossingOrderRow {
  id: number;
  portfolio_id: number;
  stock_id: number;
  symbol: string;
  exclusive: boolean;
  side: OrderSide;
  kind: OrderKind;
  shares: number;
  reserved_cents: bigint;
  price_cents: number;
}

/** The open orders of these portfolios that the current prices cross, each portfolio's oldest first. */
export function listCrossingOrders(tx: Tx, portfolioIds: number[]): Promise<CrossingOrderRow[]> {
  return tx.$queryRaw`
    SELECT o.id, o.portfolio_id, o.stock_id, s.symbol, s.exclusive, o.side, o.kind, o.shares,
           o.reserved_cents, s.price_cents
    FROM stock_order o JOIN stock s ON s.id = o.stock_id
    WHERE o.status = 'open' AND o.portfolio_id = ANY(${portfolioIds}::int[]) AND ${crossingSql}
    ORDER BY o.portfolio_id, o.created_at, o.id`;
}

/**
 * What order-fill.ts needs of the portfolios: their cash, the cash their open buy orders hold
 * back, and — for the stocks their crossing orders name only — the holdings and the shares
 * their open sell orders hold back.
 */
export async function readPortfolioStates(
  tx: Tx,
  portfolios: LockedPortfolioRow[],
  crossing: { portfolioId: number; stockId: number }[],
): Promise<Map<number, PortfolioState>> {
  const ids = portfolios.map((portfolio) => portfolio.id);
  const pairPortfolios = crossing.map((pair) => pair.portfolioId);
  const pairStocks = crossing.map((pair) => pair.stockId);
  const [holdings, heldCash, heldShares] = await Promise.all([
    tx.$queryRaw<{ portfolio_id: number; stock_id: number; shares: number; cost_cents: bigint }[]>`
      SELECT h.portfolio_id, h.stock_id, h.shares, h.cost_cents
      FROM holding h
      JOIN (SELECT DISTINCT * FROM unnest(${pairPortfolios}::int[], ${pairStocks}::int[])) AS c(portfolio_id, stock_id)
        ON h.portfolio_id = c.portfolio_id AND h.stock_id = c.stock_id`,
    tx.$queryRaw<{ portfolio_id: number; cash: bigint }[]>`
      SELECT portfolio_id, SUM(reserved_cents)::bigint AS cash
      FROM stock_order
      WHERE status = 'open' AND side = 'buy' AND portfolio_id = ANY(${ids}::int[])
      GROUP BY portfolio_id`,
    tx.$queryRaw<{ portfolio_id: number; stock_id: number; shares: bigint }[]>`
      SELECT o.portfolio_id, o.stock_id, SUM(o.shares)::bigint AS shares
      FROM stock_order o
      JOIN (SELECT DISTINCT * FROM unnest(${pairPortfolios}::int[], ${pairStocks}::int[])) AS c(portfolio_id, stock_id)
        ON o.portfolio_id = c.portfolio_id AND o.stock_id = c.stock_id
      WHERE o.status = 'open' AND o.side = 'sell'
      GROUP BY o.portfolio_id, o.stock_id`,
  ]);
  const states = new Map<number, PortfolioState>();
  for (const portfolio of portfolios) {
    states.set(portfolio.id, {
      id: portfolio.id,
      userId: portfolio.user_id,
      cashCents: Number(portfolio.cash_cents),
      reservedCashCents: 0,
      unlockedFeatures: portfolio.unlocked_features,
      ...(portfolio.commission ? { commission: portfolio.commission } : {}),
      ...(portfolio.premium_allowed === null ? {} : { premiumAllowed: portfolio.premium_allowed }),
      holdings: new Map(),
    });
  }
  const holdingOf = (state: PortfolioState, stockId: number): HoldingState => {
    let holding = state.holdings.get(stockId);
    if (!holding) {
      holding = { shares: 0, costCents: 0n, reservedShares: 0 };
      state.holdings.set(stockId, holding);
    }
    return holding;
  };
  for (const row of holdings) {
    const holding = holdingOf(states.get(row.portfolio_id)!, row.stock_id);
    holding.shares = row.shares;
    holding.costCents = row.cost_cents;
  }
  for (const row of heldCash) states.get(row.portfolio_id)!.reservedCashCents = Number(row.cash);
  for (const row of heldShares) {
    holdingOf(states.get(row.portfolio_id)!, row.stock_id).reservedShares = Number(row.shares);
  }
  return states;
}

export interface FilledOrderWrite {
  orderId: number;
  portfolioId: number;
  userId: number;
  stockId: number;
  symbol: string;
  side: OrderSide;
  kind: OrderKind;
  shares: number;
  priceCents: number;
  totalCents: number;
  commissionCents: number;
}

/**
 * The fills in one statement: the orders marked filled, their trades, and a trade.executed in the
 * outbox for each (its payload built here from the trade row, in the shape of the event catalogue's
 * schema — orders.api.test.ts parses it against that schema). Set-based because a refresh can fill
 * thousands of orders at once, and sending thousands of payloads from here costs more than the
 * refresh itself. An order already filled (it cannot be: its portfolio is locked) would break the
 * unique trade.order_id and roll the refresh back rather than fill twice.
 */
export async function writeFills(
  tx: Tx,
  fills: FilledOrderWrite[],
  at: Date,
  event: { version: number; correlationId: string | null; traceParent: string | null },
): Promise<number> {
  if (fills.length === 0) return 0;
  const [row] = await tx.$queryRaw<{ trades: bigint }[]>`
    WITH f AS (
      SELECT * FROM unnest(
        ${fills.map((f) => f.orderId)}::int[], ${fills.map((f) => f.portfolioId)}::int[],
        ${fills.map((f) => f.userId)}::int[], ${fills.map((f) => f.stockId)}::int[],
        ${fills.map((f) => f.symbol)}::text[], ${fills.map((f) => f.side)}::text[],
        ${fills.map((f) => f.kind)}::text[], ${fills.map((f) => f.shares)}::int[],
        ${fills.map((f) => f.priceCents)}::int[], ${fills.map((f) => String(f.totalCents))}::bigint[],
        ${fills.map((f) => f.commissionCents)}::int[])
        AS f(order_id, portfolio_id, user_id, stock_id, symbol, side, kind, shares, price_cents, total_cents,
             commission_cents)
    ), filled AS (
      UPDATE stock_order o
      SET status = 'filled', fill_price_cents = f.price_cents, closed_at = ${at}
      FROM f WHERE o.id = f.order_id AND o.status = 'open'
    ), trades AS (
      INSERT INTO trade (portfolio_id, stock_id, type, shares, price_cents, total_cents,
                         commission_cents, order_id, created_at)
      SELECT portfolio_id, stock_id, side, shares, price_cents, total_cents, commission_cents,
             order_id, ${at}
      FROM f
      RETURNING id, order_id
    ), events AS (
      INSERT INTO outbox_event (id, name, version, payload, correlation_id, trace_parent, occurred_at)
      SELECT gen_random_uuid(), 'trade.executed', ${event.version},
             jsonb_build_object(
               'userId', f.user_id, 'portfolioId', f.portfolio_id, 'transactionId', t.id,
               'stockId', f.stock_id, 'symbol', f.symbol, 'type', f.side, 'shares', f.shares,
               'priceCents', f.price_cents, 'totalCents', f.total_cents,
               'executedAt', to_char(${at}::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'orderType', f.kind),
             ${event.correlationId}, ${event.traceParent}, ${at}
      FROM trades t JOIN f ON f.order_id = t.order_id
    )
    SELECT count(*) AS trades FROM trades`;
  await tx.$executeRaw`SELECT pg_notify('fc_outbox_' || current_schema(), '')`;
  return Number(row?.trades ?? 0);
}

export async function writeRefusals(
  tx: Tx,
  refusals: { orderId: number; reason: string }[],
  at: Date,
): Promise<void> {
  if (refusals.length === 0) return;
  await tx.$executeRaw`
    UPDATE stock_order o SET status = 'rejected', status_reason = r.reason, closed_at = ${at}
    FROM unnest(${refusals.map((r) => r.orderId)}::int[], ${refusals.map((r) => r.reason)}::text[])
      AS r(order_id, reason)
    WHERE o.id = r.order_id AND o.status = 'open'`;
}

/** The portfolios' cash and their holdings of the touched stocks after the fills (0 shares: sold out). */
export async function writePortfolioChanges(
  tx: Tx,
  cash: { portfolioId: number; cashCents: number }[],
  holdings: { portfolioId: number; stockId: number; shares: number; costCents: bigint }[],
): Promise<void> {
  const kept = holdings.filter((holding) => holding.shares > 0);
  const gone = holdings.filter((holding) => holding.shares === 0);
  await tx.$executeRaw`
    WITH cash_change AS (
      UPDATE portfolio p SET cash_cents = c.cash_cents
      FROM unnest(${cash.map((c) => c.portfolioId)}::int[], ${cash.map((c) => String(c.cashCents))}::bigint[])
        AS c(portfolio_id, cash_cents)
      WHERE p.id = c.portfolio_id
    ), sold_out AS (
      DELETE FROM holding h
      USING unnest(${gone.map((h) => h.portfolioId)}::int[], ${gone.map((h) => h.stockId)}::int[])
        AS g(portfolio_id, stock_id)
      WHERE h.portfolio_id = g.portfolio_id AND h.stock_id = g.stock_id
    )
    INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents)
    SELECT * FROM unnest(
      ${kept.map((h) => h.portfolioId)}::int[], ${kept.map((h) => h.stockId)}::int[],
      ${kept.map((h) => h.shares)}::int[], ${kept.map((h) => String(h.costCents))}::bigint[])
    ON CONFLICT (portfolio_id, stock_id) DO UPDATE
    SET shares = EXCLUDED.shares, cost_cents = EXCLUDED.cost_cents`;
}
