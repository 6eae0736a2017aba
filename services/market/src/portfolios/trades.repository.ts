import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Sql } from '../db.ts';
import { toContestRules, type ContestRules } from '../contests/contest-rules.ts';
import { stockRefColumns, type StockRow } from '../stocks/stocks.repository.ts';

/** What a trade or an order needs to know, read in one statement after the portfolio is locked. */
export interface TradeContext {
  userId: number;
  cashCents: bigint;
  investedCents: bigint;
  unlockedFeatures: string[];
  stock: Pick<
    StockRow,
    'id' | 'symbol' | 'name' | 'sector' | 'risk_factor' | 'price_cents' | 'exclusive'
  >;
  /** This portfolio's holding of the stock, if any. */
  holding: { id: number; shares: number; costCents: bigint } | null;
  /** Every holding at the current prices, before this trade. */
  holdingsValueCents: bigint;
  /** Cash the portfolio's open buy orders hold back (src/orders): not spendable. */
  reservedCashCents: bigint;
  /** Shares of this stock the portfolio's open sell orders hold back: not sellable. */
  reservedShares: number;
  /** The contest the portfolio belongs to, with its rules; null for a practice portfolio. */
  contest: ContestRules | null;
}

/**
 * The portfolio, the stock, the holding and what open orders hold back; undefined when the
 * portfolio or the stock is missing. Read after the portfolio row is locked, in a statement of
 * its own: in READ COMMITTED a statement that waited for the lock would still see the holding as
 * it was before the trade it waited for.
 */
export async function findTradeContext(
  db: Sql,
  portfolioId: number,
  stockId: number,
): Promise<TradeContext | undefined> {
  const row = await db
    .selectFrom('portfolio as p')
    .innerJoin('stock as s', (join) => join.on('s.id', '=', stockId))
    .leftJoin('contest as c', 'c.id', 'p.contest_id')
    .leftJoin('holding as h', (join) =>
      join.onRef('h.portfolio_id', '=', 'p.id').onRef('h.stock_id', '=', 's.id'),
    )
    .select([
      'p.user_id',
      'p.cash_cents',
      'p.invested_cents',
      'p.unlocked_features',
      's.id as stock_id',
      's.symbol',
      's.name',
      's.sector',
      's.risk_factor',
      's.price_cents',
      's.exclusive',
      'h.id as holding_id',
      'h.shares as held',
      'h.cost_cents as held_cost',
      sql<bigint>`(
        SELECT COALESCE(SUM(h2.shares::bigint * s2.price_cents), 0)::bigint
        FROM holding h2 JOIN stock s2 ON s2.id = h2.stock_id
        WHERE h2.portfolio_id = p.id)`.as('holdings_value'),
      sql<bigint>`(
        SELECT COALESCE(SUM(o.reserved_cents), 0)::bigint
        FROM stock_order o
        WHERE o.portfolio_id = p.id AND o.status = 'open'
          AND (o.expires_at IS NULL OR o.expires_at > now()))`.as('reserved_cash'),
      sql<number>`(
        SELECT COALESCE(SUM(o.shares), 0)::int
        FROM stock_order o
        WHERE o.portfolio_id = p.id AND o.stock_id = s.id AND o.side = 'sell'
          AND o.status = 'open' AND (o.expires_at IS NULL OR o.expires_at > now()))`.as(
        'reserved_shares',
      ),
      'c.id as contest_id',
      'c.name as contest_name',
      'c.starts_at',
      'c.ends_at',
      'c.allowed_stocks',
      'c.commission',
      'c.premium_allowed',
    ])
    .where('p.id', '=', portfolioId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    cashCents: row.cash_cents,
    investedCents: row.invested_cents,
    unlockedFeatures: row.unlocked_features,
    stock: {
      id: row.stock_id,
      symbol: row.symbol,
      name: row.name,
      sector: row.sector,
      risk_factor: row.risk_factor,
      price_cents: row.price_cents,
      exclusive: row.exclusive,
    },
    holding:
      row.holding_id === null
        ? null
        : { id: row.holding_id, shares: row.held ?? 0, costCents: row.held_cost ?? 0n },
    holdingsValueCents: row.holdings_value,
    reservedCashCents: row.reserved_cash,
    reservedShares: row.reserved_shares,
    contest:
      row.contest_id === null || row.starts_at === null || row.ends_at === null
        ? null
        : toContestRules({
            id: row.contest_id,
            name: row.contest_name ?? '',
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            allowedStocks: row.allowed_stocks,
            commission: row.commission,
            premiumAllowed: row.premium_allowed ?? false,
          }),
  };
}

/** What a trade does to the holding: add bought shares, or keep or remove what is left. */
export type HoldingChange =
  | { kind: 'add'; shares: number; costCents: bigint }
  | { kind: 'set'; holdingId: number; shares: number; costCents: bigint }
  | { kind: 'remove'; holdingId: number };

export async function changeHolding(
  db: Sql,
  portfolioId: number,
  stockId: number,
  change: HoldingChange,
): Promise<void> {
  switch (change.kind) {
    case 'add':
      await db
        .insertInto('holding')
        .values({
          portfolio_id: portfolioId,
          stock_id: stockId,
          shares: change.shares,
          cost_cents: change.costCents,
        })
        .onConflict((conflict) =>
          conflict.columns(['portfolio_id', 'stock_id']).doUpdateSet((eb) => ({
            shares: eb('holding.shares', '+', eb.ref('excluded.shares')),
            cost_cents: eb('holding.cost_cents', '+', eb.ref('excluded.cost_cents')),
          })),
        )
        .execute();
      return;
    case 'set':
      await db
        .updateTable('holding')
        .set({ shares: change.shares, cost_cents: change.costCents })
        .where('id', '=', change.holdingId)
        .execute();
      return;
    case 'remove':
      await db.deleteFrom('holding').where('id', '=', change.holdingId).execute();
      return;
  }
}

/** The cash after a trade (the portfolio row is locked by the caller). */
export async function setPortfolioCash(
  db: Sql,
  portfolioId: number,
  cashCents: bigint,
): Promise<void> {
  await db
    .updateTable('portfolio')
    .set({ cash_cents: cashCents })
    .where('id', '=', portfolioId)
    .execute();
}

/** The trade's row, stamped with the transaction's time (the column's default). */
export function insertTrade(
  db: Sql,
  trade: {
    portfolioId: number;
    stockId: number;
    type: 'buy' | 'sell';
    shares: number;
    priceCents: number;
    totalCents: bigint;
    commissionCents: number;
  },
) {
  return db
    .insertInto('trade')
    .values({
      portfolio_id: trade.portfolioId,
      stock_id: trade.stockId,
      type: trade.type,
      shares: trade.shares,
      price_cents: trade.priceCents,
      total_cents: trade.totalCents,
      commission_cents: trade.commissionCents,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The portfolio's latest trades, each with its stock, newest first. */
export function listTradesWithStock(db: Sql, portfolioId: number, limit: number) {
  return db
    .selectFrom('trade as t')
    .select((eb) => [
      't.id',
      't.type',
      't.shares',
      't.price_cents',
      't.total_cents',
      't.commission_cents',
      't.created_at',
      jsonObjectFrom(
        eb.selectFrom('stock').select(stockRefColumns).whereRef('stock.id', '=', 't.stock_id'),
      )
        .$notNull()
        .as('stock'),
    ])
    .where('t.portfolio_id', '=', portfolioId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
