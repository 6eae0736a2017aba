import { sql } from 'kysely';
import type { Sql } from '../db.ts';
import type { Commission } from '@fc/contracts/contests';
import type { HoldingState, OrderSide, PortfolioState } from './order-fill.ts';

/**
 * A refresh's fills (orders.service.ts fillCrossingOrders): set-based, a fixed number of
 * statements however many orders cross. The refresh runs them in its transaction.
 */

/**
 * Day orders whose day has ended, and the orders of contests that have ended, stop holding
 * anything back. Answers how many expired.
 */
export async function expireOrders(db: Sql, now: Date): Promise<number> {
  const days = await db
    .with('expired', (expired) =>
      expired
        .updateTable('stock_order')
        .set((eb) => ({ status: 'expired', closed_at: eb.ref('expires_at') }))
        .where('status', '=', 'open')
        .where('expires_at', '<=', now)
        .returning('id'),
    )
    .selectFrom('expired')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const contests = await db
    .with('expired', (expired) =>
      expired
        .updateTable('stock_order as o')
        .from('portfolio as p')
        .innerJoin('contest as c', 'c.id', 'p.contest_id')
        .set((eb) => ({ status: 'expired', closed_at: eb.ref('c.ends_at') }))
        .whereRef('o.portfolio_id', '=', 'p.id')
        .where('o.status', '=', 'open')
        .where('c.ends_at', '<=', now)
        .returning('o.id'),
    )
    .selectFrom('expired')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(days.count) + Number(contests.count);
}

/** order-fill.ts `crosses`, in SQL: o is the order, s its stock at the new price. */
const crossing = sql<boolean>`
  CASE WHEN (o.side = 'buy') = (o.kind = 'limit')
       THEN s.price_cents <= o.trigger_price_cents
       ELSE s.price_cents >= o.trigger_price_cents END`;

/** The portfolios with an open order the current prices cross, read without locking. */
export async function listPortfoliosWithCrossingOrders(db: Sql): Promise<number[]> {
  const rows = await db
    .selectFrom('stock_order as o')
    .innerJoin('stock as s', 's.id', 'o.stock_id')
    .select('o.portfolio_id')
    .distinct()
    .where('o.status', '=', 'open')
    .where(crossing)
    .execute();
  return rows.map((row) => row.portfolio_id);
}

/**
 * Locks the portfolios (in id order, as every other writer locks one) and reads their cash, with
 * their contest's commission and premium rule; the orders, holdings and reservations read after
 * this cannot change under the refresh.
 */
export function lockPortfolios(db: Sql, ids: number[]) {
  return db
    .selectFrom('portfolio as p')
    .leftJoin('contest as c', 'c.id', 'p.contest_id')
    .select([
      'p.id',
      'p.user_id',
      'p.cash_cents',
      'p.unlocked_features',
      'c.commission',
      'c.premium_allowed',
    ])
    .where(sql<boolean>`p.id = ANY(${ids}::int[])`)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
}

export type LockedPortfolioRow = Awaited<ReturnType<typeof lockPortfolios>>[number];

/** The open orders of these portfolios that the current prices cross, each portfolio's oldest first. */
export function listCrossingOrders(db: Sql, portfolioIds: number[]) {
  return db
    .selectFrom('stock_order as o')
    .innerJoin('stock as s', 's.id', 'o.stock_id')
    .select([
      'o.id',
      'o.portfolio_id',
      'o.stock_id',
      's.symbol',
      's.exclusive',
      'o.side',
      'o.kind',
      'o.shares',
      'o.reserved_cents',
      's.price_cents',
    ])
    .where('o.status', '=', 'open')
    .where(sql<boolean>`o.portfolio_id = ANY(${portfolioIds}::int[])`)
    .where(crossing)
    .orderBy('o.portfolio_id')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}

/**
 * What order-fill.ts needs of the portfolios: their cash, the cash their open buy orders hold
 * back, and — for the stocks their crossing orders name only — the holdings and the shares
 * their open sell orders hold back.
 */
export async function readPortfolioStates(
  db: Sql,
  portfolios: LockedPortfolioRow[],
  crossing: { portfolioId: number; stockId: number }[],
): Promise<Map<number, PortfolioState>> {
  const ids = portfolios.map((portfolio) => portfolio.id);
  const isCrossingPair = (portfolioId: string, stockId: string) => sql<boolean>`
    (${sql.ref(portfolioId)}, ${sql.ref(stockId)}) IN (SELECT * FROM unnest(
      ${crossing.map((pair) => pair.portfolioId)}::int[], ${crossing.map((pair) => pair.stockId)}::int[]))`;
  const holdings = await db
    .selectFrom('holding as h')
    .select(['h.portfolio_id', 'h.stock_id', 'h.shares', 'h.cost_cents'])
    .where(isCrossingPair('h.portfolio_id', 'h.stock_id'))
    .execute();
  const heldCash = await db
    .selectFrom('stock_order as o')
    .select(['o.portfolio_id', sql<bigint>`SUM(o.reserved_cents)::bigint`.as('cash')])
    .where('o.status', '=', 'open')
    .where('o.side', '=', 'buy')
    .where(sql<boolean>`o.portfolio_id = ANY(${ids}::int[])`)
    .groupBy('o.portfolio_id')
    .execute();
  const heldShares = await db
    .selectFrom('stock_order as o')
    .select(['o.portfolio_id', 'o.stock_id', sql<bigint>`SUM(o.shares)::bigint`.as('shares')])
    .where('o.status', '=', 'open')
    .where('o.side', '=', 'sell')
    .where(isCrossingPair('o.portfolio_id', 'o.stock_id'))
    .groupBy(['o.portfolio_id', 'o.stock_id'])
    .execute();
  const states = new Map<number, PortfolioState>();
  for (const portfolio of portfolios) {
    states.set(portfolio.id, {
      id: portfolio.id,
      userId: portfolio.user_id,
      cashCents: Number(portfolio.cash_cents),
      reservedCashCents: 0,
      unlockedFeatures: portfolio.unlocked_features,
      ...(portfolio.commission ? { commission: portfolio.commission as Commission } : {}),
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

/** A fill as it is written: the order, its trade's figures and who it is for. */
export interface FilledOrderWrite {
  orderId: number;
  portfolioId: number;
  stockId: number;
  side: OrderSide;
  shares: number;
  priceCents: number;
  totalCents: number;
  commissionCents: number;
}

/**
 * The fills in one statement: the orders marked filled and their trades, stamped `at`. Answers
 * each trade's id with its order's. An order already filled (it cannot be: its portfolio is
 * locked) would break the unique trade.order_id and roll the refresh back rather than fill twice.
 */
export async function writeFills(db: Sql, fills: FilledOrderWrite[], at: Date) {
  if (fills.length === 0) return [];
  const column = <T>(pick: (fill: FilledOrderWrite) => T) => fills.map(pick);
  const { rows } = await sql<{ id: number; order_id: number }>`
    WITH f AS (
      SELECT * FROM unnest(
        ${column((f) => f.orderId)}::int[], ${column((f) => f.portfolioId)}::int[],
        ${column((f) => f.stockId)}::int[], ${column((f) => f.side)}::text[],
        ${column((f) => f.shares)}::int[], ${column((f) => f.priceCents)}::int[],
        ${column((f) => String(f.totalCents))}::bigint[], ${column((f) => f.commissionCents)}::int[])
        AS f(order_id, portfolio_id, stock_id, side, shares, price_cents, total_cents, commission_cents)
    ), filled AS (
      UPDATE stock_order o
      SET status = 'filled', fill_price_cents = f.price_cents, closed_at = ${at}::timestamptz
      FROM f WHERE o.id = f.order_id AND o.status = 'open'
    )
    INSERT INTO trade (portfolio_id, stock_id, type, shares, price_cents, total_cents,
                       commission_cents, order_id, created_at)
    SELECT portfolio_id, stock_id, side, shares, price_cents, total_cents, commission_cents,
           order_id, ${at}::timestamptz
    FROM f
    RETURNING id, order_id`.execute(db);
  return rows;
}

/** Orders the refresh could not fill, closed with the reason in words. */
export async function writeRefusals(
  db: Sql,
  refusals: { orderId: number; reason: string }[],
  at: Date,
): Promise<void> {
  if (refusals.length === 0) return;
  await sql`
    UPDATE stock_order o SET status = 'rejected', status_reason = r.reason, closed_at = ${at}::timestamptz
    FROM unnest(${refusals.map((r) => r.orderId)}::int[], ${refusals.map((r) => r.reason)}::text[])
      AS r(order_id, reason)
    WHERE o.id = r.order_id AND o.status = 'open'`.execute(db);
}

/** The portfolios' cash and their holdings of the touched stocks after the fills (0 shares: sold out). */
export async function writePortfolioChanges(
  db: Sql,
  cash: { portfolioId: number; cashCents: number }[],
  holdings: { portfolioId: number; stockId: number; shares: number; costCents: bigint }[],
): Promise<void> {
  const kept = holdings.filter((holding) => holding.shares > 0);
  const gone = holdings.filter((holding) => holding.shares === 0);
  await sql`
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
    SET shares = EXCLUDED.shares, cost_cents = EXCLUDED.cost_cents`.execute(db);
}
