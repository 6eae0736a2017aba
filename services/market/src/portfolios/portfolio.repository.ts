import type { RawSqlQuerier } from '@fc/service-kit/idempotency';
import { outboxNotification } from '@fc/service-kit/events/publish';
import {
  sqlFragment,
  type SqlFragment,
  type SqlTransaction,
} from '@fc/service-kit/sql-transaction';
import type { DbOrTx, Tx } from '../db.ts';
import { Prisma, type Portfolio, type Trader } from '../generated/prisma/client.ts';
import { toContestRules, type ContestRules } from '../contests/contest-rules.ts';
import type { StockRow } from '../stocks/stocks.repository.ts';

export type PortfolioRow = Portfolio;

export function findPortfolioByUser(db: DbOrTx, userId: number): Promise<PortfolioRow | null> {
  return db.portfolio.findFirst({ where: { userId, contestId: null } });
}

export function findPortfolioById(db: DbOrTx, id: number): Promise<PortfolioRow | null> {
  return db.portfolio.findUnique({ where: { id } });
}

/** A portfolio that must exist (its row is locked or was just written). */
export function getPortfolioById(db: DbOrTx, id: number): Promise<PortfolioRow> {
  return db.portfolio.findUniqueOrThrow({ where: { id } });
}

export function getPortfolioByUser(db: DbOrTx, userId: number): Promise<PortfolioRow> {
  return db.portfolio.findFirstOrThrow({ where: { userId, contestId: null } });
}

/** Removes the portfolio with its holdings, trades and recorded values (cascade). */
export async function deletePortfolio(tx: Tx, id: number): Promise<void> {
  await tx.portfolio.delete({ where: { id } });
}

export async function setResetAt(tx: Tx, id: number, resetAt: Date): Promise<void> {
  await tx.portfolio.update({ where: { id }, data: { resetAt } });
}

/** Locks the portfolio row for the rest of the transaction: trades on one portfolio queue up. */
export async function lockPortfolioRow(tx: Tx, portfolioId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM portfolio WHERE id = ${portfolioId} FOR UPDATE`;
}

/**
 * The same lock as a statement to send with BEGIN (withSqlTransaction's `begin`): a simple query
 * has no parameters, so the id is written in, and only ever as a safe integer.
 */
export function lockPortfolioRowStatement(portfolioId: number): string {
  if (!Number.isSafeInteger(portfolioId)) throw new Error(`not a portfolio id: ${portfolioId}`);
  return `SELECT id FROM portfolio WHERE id = ${portfolioId} FOR UPDATE`;
}

/** Whose portfolio this is (undefined when there is none): raw, for either kind of transaction. */
export async function findPortfolioOwner(
  tx: RawSqlQuerier,
  portfolioId: number,
): Promise<number | undefined> {
  const [row] = await tx.$queryRaw<{ user_id: number }[]>`
    SELECT user_id FROM portfolio WHERE id = ${portfolioId}`;
  return row?.user_id;
}

/** Locks the portfolio row, then reads it: what is read is what the lock protects. */
export async function lockPortfolio(tx: Tx, portfolioId: number): Promise<PortfolioRow> {
  await lockPortfolioRow(tx, portfolioId);
  return getPortfolioById(tx, portfolioId);
}

/** What an achievement's credit reads of the practice portfolio, under its lock. */
export interface PracticePortfolioCredit {
  id: number;
  cashCents: bigint;
  unlockedFeatures: string[];
  resetAt: Date | null;
}

/**
 * The user's practice portfolio, locked for the rest of the transaction, with what a credit
 * needs: one raw statement (issue #17: achievement.earned is applied on the pool), or undefined
 * when the user has none yet.
 */
export async function lockPracticePortfolio(
  tx: RawSqlQuerier,
  userId: number,
): Promise<PracticePortfolioCredit | undefined> {
  const [row] = await tx.$queryRaw<PracticePortfolioCredit[]>`
    SELECT id, cash_cents AS "cashCents", unlocked_features AS "unlockedFeatures",
           reset_at AS "resetAt"
    FROM portfolio WHERE user_id = ${userId}::int AND contest_id IS NULL
    FOR UPDATE`;
  return row;
}

/**
 * Makes the user's practice portfolio with this cash as cash and invested base, unless they have
 * one, with its first recorded value (the performance chart starts at the starting cash), in one
 * raw statement: concurrent first reads never collide (ON CONFLICT DO NOTHING), and only the call
 * that made it writes the value.
 */
export async function insertPracticePortfolioIfMissing(
  tx: RawSqlQuerier,
  userId: number,
  startingCashCents: number,
): Promise<void> {
  const cash = BigInt(startingCashCents);
  await tx.$executeRaw`
    WITH made AS (
      INSERT INTO portfolio (user_id, cash_cents, invested_cents)
      VALUES (${userId}::int, ${cash}::bigint, ${cash}::bigint)
      ON CONFLICT DO NOTHING
      RETURNING id, created_at, cash_cents, invested_cents)
    INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
    SELECT id, created_at, cash_cents, invested_cents FROM made`;
}

/**
 * An achievement's credit to a locked practice portfolio: the bonus joins the cash and the invested
 * base, the unlocked features are set, and a bonus is recorded as a cash adjustment, in one raw
 * statement.
 */
export async function creditPracticePortfolio(
  tx: RawSqlQuerier,
  portfolio: PracticePortfolioCredit,
  credit: { bonusCents: bigint; unlockedFeatures: string[]; achievementId: string },
): Promise<void> {
  const { bonusCents } = credit;
  await tx.$executeRaw`
    WITH credited AS (
      UPDATE portfolio
      SET cash_cents = cash_cents + ${bonusCents}::bigint,
          invested_cents = invested_cents + ${bonusCents}::bigint,
          unlocked_features = ${credit.unlockedFeatures}::text[]
      WHERE id = ${portfolio.id}::int)
    INSERT INTO cash_adjustment (portfolio_id, kind, old_cents, new_cents, achievement_id)
    SELECT ${portfolio.id}::int, 'trading_bonus', ${portfolio.cashCents}::bigint,
           ${portfolio.cashCents + bonusCents}::bigint, ${credit.achievementId}
    WHERE ${bonusCents}::bigint > 0`;
}

/** Sets the cash and moves the invested base by the same change. */
export function setCashAndInvested(
  tx: Tx,
  id: number,
  cashCents: bigint,
  investedDelta: bigint,
): Promise<PortfolioRow> {
  return tx.portfolio.update({
    where: { id },
    data: { cashCents, investedCents: { increment: investedDelta } },
  });
}

export async function insertCashAdjustment(
  tx: Tx,
  data: {
    portfolioId: number;
    kind: 'admin_set' | 'trading_bonus';
    oldCents: bigint;
    newCents: bigint;
    adminId?: number;
    achievementId?: string;
  },
): Promise<void> {
  await tx.cashAdjustment.create({ data });
}

/** The holdings at the current prices, in cents (0 without holdings). */
export async function sumHoldingsValue(db: DbOrTx, portfolioId: number): Promise<number> {
  const rows = await db.$queryRaw<{ value: bigint | null }[]>`
    SELECT SUM(h.shares::bigint * s.price_cents)::bigint AS value
    FROM holding h JOIN stock s ON s.id = h.stock_id
    WHERE h.portfolio_id = ${portfolioId}`;
  return Number(rows[0]?.value ?? 0n);
}

export function listHoldingsWithStock(db: DbOrTx, portfolioId: number) {
  return db.holding.findMany({
    where: { portfolioId },
    include: { stock: true },
    orderBy: { stock: { symbol: 'asc' } },
  });
}

/** Newest first. */
export function listTradesWithStock(db: DbOrTx, portfolioId: number, limit: number) {
  return db.trade.findMany({
    where: { portfolioId },
    include: { stock: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
}

export interface PortfolioValueRow {
  valued_at: Date;
  total_value_cents: bigint;
  invested_cents: bigint;
}

/** The last value recorded in each bucket of `bucketMs` since a time, oldest first. */
export function listValuesPerBucket(
  db: DbOrTx,
  portfolioId: number,
  bucketMs: number,
  since: Date,
): Promise<PortfolioValueRow[]> {
  return db.$queryRaw<PortfolioValueRow[]>`
    SELECT DISTINCT ON (bucket) valued_at, total_value_cents, invested_cents
    FROM (
      SELECT valued_at, total_value_cents, invested_cents,
             floor(extract(epoch FROM valued_at) * 1000 / ${bucketMs}::double precision) AS bucket
      FROM portfolio_value
      WHERE portfolio_id = ${portfolioId} AND valued_at >= ${since}
    ) AS values_in_range
    ORDER BY bucket, valued_at DESC`;
}

/** The portfolio's first recorded value (its start: the starting cash), or undefined. */
export async function findFirstValue(
  db: DbOrTx,
  portfolioId: number,
): Promise<PortfolioValueRow | undefined> {
  const [row] = await db.$queryRaw<PortfolioValueRow[]>`
    SELECT valued_at, total_value_cents, invested_cents
    FROM portfolio_value
    WHERE portfolio_id = ${portfolioId}
    ORDER BY valued_at ASC, id ASC
    LIMIT 1`;
  return row;
}

export async function insertPortfolioValue(
  db: DbOrTx,
  data: { portfolioId: number; valuedAt: Date; totalValueCents: bigint; investedCents: bigint },
): Promise<void> {
  await db.portfolioValue.create({ data });
}

export interface ValuedPortfolioRow {
  portfolio_id: number;
  user_id: number;
  total_value: bigint;
  invested: bigint;
  traded: boolean;
  best_announced: number;
}

/**
 * Values every portfolio at the current prices and records the values, in one statement; answers
 * each value with whether it is a practice portfolio that has ever traded.
 */
export function recordAllPortfolioValues(tx: Tx, valuedAt: Date): Promise<ValuedPortfolioRow[]> {
  return tx.$queryRaw<ValuedPortfolioRow[]>`
    WITH values AS (
      SELECT p.id AS portfolio_id, p.user_id, p.invested_cents AS invested,
             p.best_announced_return_basis_points AS best_announced,
             (p.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0))::bigint AS total_value,
             -- Only practice portfolios announce their returns: a contest ranks its own.
             p.contest_id IS NULL
               AND EXISTS (SELECT 1 FROM trade t WHERE t.portfolio_id = p.id) AS traded
      FROM portfolio p
      LEFT JOIN holding h ON h.portfolio_id = p.id
      LEFT JOIN stock s ON s.id = h.stock_id
      GROUP BY p.id
    ), inserted AS (
      INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
      SELECT portfolio_id, ${valuedAt}, total_value, invested FROM values
    )
    SELECT * FROM values`;
}

/** Remembers the best return each portfolio has announced in portfolio.valued. */
export async function setBestAnnouncedReturns(
  tx: Tx,
  best: { portfolioId: number; basisPoints: number }[],
): Promise<void> {
  if (best.length === 0) return;
  await tx.$executeRaw`
    UPDATE portfolio p SET best_announced_return_basis_points = u.basis_points
    FROM unnest(${best.map((b) => b.portfolioId)}::int[], ${best.map((b) => b.basisPoints)}::int[])
      AS u(portfolio_id, basis_points)
    WHERE p.id = u.portfolio_id AND p.best_announced_return_basis_points < u.basis_points`;
}

/** What a trade needs to know, read in one statement after the portfolio row is locked. */
export interface TradeContext {
  userId: number;
  cashCents: bigint;
  investedCents: bigint;
  unlockedFeatures: string[];
  stock: Pick<
    StockRow,
    'id' | 'symbol' | 'name' | 'sector' | 'riskFactor' | 'priceCents' | 'exclusive'
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
  /** The transaction's time: a trade row written in it is stamped with this. */
  now: Date;
  /** The id the trade row will have, when asked for (findTradeContext's `reserveTradeId`). */
  tradeId: number | null;
}

interface TradeContextRow {
  user_id: number;
  cash_cents: bigint;
  invested_cents: bigint;
  unlocked_features: string[];
  stock_id: number;
  symbol: string;
  name: string;
  sector: string;
  risk_factor: number;
  price_cents: number;
  exclusive: boolean;
  holding_id: number | null;
  held: number | null;
  held_cost: bigint | null;
  holdings_value: bigint;
  reserved_cash: bigint;
  reserved_shares: number;
  contest_id: number | null;
  contest_name: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  allowed_stocks: unknown;
  commission: unknown;
  premium_allowed: boolean | null;
  now: Date;
  trade_id: bigint | null;
}

/**
 * The portfolio, the stock and the holding for a trade; undefined when either is missing. With
 * `reserveTradeId`, the trade row's id is taken from its sequence too, so that the trade and its
 * event can be written in one statement (writeTradeWithEvent).
 */
export async function findTradeContext(
  tx: RawSqlQuerier,
  portfolioId: number,
  stockId: number,
  options: { reserveTradeId?: boolean } = {},
): Promise<TradeContext | undefined> {
  const [row] = await tx.$queryRaw<TradeContextRow[]>`
    SELECT now() AS now,
           CASE WHEN ${options.reserveTradeId === true} THEN nextval('trade_id_seq') END AS trade_id,
           p.user_id, p.cash_cents, p.invested_cents, p.unlocked_features,
           s.id AS stock_id, s.symbol, s.name, s.sector, s.risk_factor, s.price_cents, s.exclusive,
           h.id AS holding_id, h.shares AS held, h.cost_cents AS held_cost,
           (SELECT COALESCE(SUM(h2.shares::bigint * s2.price_cents), 0)::bigint
            FROM holding h2 JOIN stock s2 ON s2.id = h2.stock_id
            WHERE h2.portfolio_id = p.id) AS holdings_value,
           (SELECT COALESCE(SUM(o.reserved_cents), 0)::bigint
            FROM stock_order o
            WHERE o.portfolio_id = p.id AND o.status = 'open'
              AND (o.expires_at IS NULL OR o.expires_at > now())) AS reserved_cash,
           (SELECT COALESCE(SUM(o.shares), 0)::int
            FROM stock_order o
            WHERE o.portfolio_id = p.id AND o.stock_id = s.id AND o.side = 'sell'
              AND o.status = 'open' AND (o.expires_at IS NULL OR o.expires_at > now())) AS reserved_shares,
           c.id AS contest_id, c.name AS contest_name, c.starts_at, c.ends_at, c.allowed_stocks,
           c.commission, c.premium_allowed
    FROM portfolio p
    JOIN stock s ON s.id = ${stockId}
    LEFT JOIN contest c ON c.id = p.contest_id
    LEFT JOIN holding h ON h.portfolio_id = p.id AND h.stock_id = s.id
    WHERE p.id = ${portfolioId}`;
  if (!row) return undefined;
  return {
    now: row.now,
    tradeId: row.trade_id === null ? null : Number(row.trade_id),
    userId: row.user_id,
    cashCents: row.cash_cents,
    investedCents: row.invested_cents,
    unlockedFeatures: row.unlocked_features,
    stock: {
      id: row.stock_id,
      symbol: row.symbol,
      name: row.name,
      sector: row.sector,
      riskFactor: row.risk_factor,
      priceCents: row.price_cents,
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
      row.contest_id === null
        ? null
        : toContestRules({
            id: row.contest_id,
            name: row.contest_name ?? '',
            startsAt: row.starts_at as Date,
            endsAt: row.ends_at as Date,
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

function holdingChangeSql(portfolioId: number, stockId: number, change: HoldingChange): Prisma.Sql {
  switch (change.kind) {
    case 'add':
      return Prisma.sql`
        INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents)
        VALUES (${portfolioId}, ${stockId}, ${change.shares}, ${change.costCents})
        ON CONFLICT (portfolio_id, stock_id) DO UPDATE
        SET shares = holding.shares + EXCLUDED.shares, cost_cents = holding.cost_cents + EXCLUDED.cost_cents`;
    case 'set':
      return Prisma.sql`
        UPDATE holding SET shares = ${change.shares}, cost_cents = ${change.costCents}
        WHERE id = ${change.holdingId}`;
    case 'remove':
      return Prisma.sql`DELETE FROM holding WHERE id = ${change.holdingId}`;
  }
}

/**
 * Holding, cash, the trade row (with the id findTradeContext reserved), its event's outbox row and
 * an Idempotency-Key's answer in one statement: one round trip for the whole of a trade's writes. The trade row is stamped
 * with the transaction's time (the column's default), the time the event says.
 */
export async function writeTradeWithEvent(
  tx: SqlTransaction,
  trade: {
    id: number;
    portfolioId: number;
    stockId: number;
    type: 'buy' | 'sell';
    shares: number;
    priceCents: number;
    totalCents: bigint;
    commissionCents: number;
    cashAfterCents: bigint;
    holdingChange: HoldingChange;
  },
  event: { insert: SqlFragment },
  /** An Idempotency-Key's answer to store with it (idempotentAnswerStatement). */
  answer?: SqlFragment,
): Promise<void> {
  const { portfolioId, stockId } = trade;
  const written = await tx.$executeRaw`
    WITH holding_change AS (${holdingChangeSql(portfolioId, stockId, trade.holdingChange)}),
         cash_change AS (
           UPDATE portfolio SET cash_cents = ${trade.cashAfterCents} WHERE id = ${portfolioId}),
         event AS (${event.insert}),
         answer AS (${answer ?? sqlFragment`SELECT 1`}),
         trade_row AS (
           INSERT INTO trade (id, portfolio_id, stock_id, type, shares, price_cents, total_cents, commission_cents)
           VALUES (${trade.id}, ${portfolioId}, ${stockId}, ${trade.type}, ${trade.shares}, ${trade.priceCents}, ${trade.totalCents}, ${trade.commissionCents})
           RETURNING id)
    SELECT ${outboxNotification(tx)} FROM trade_row`;
  if (written !== 1) throw new Error('the trade row was not written');
}

export function findTrader(db: DbOrTx, userId: number): Promise<Trader | null> {
  return db.trader.findUnique({ where: { userId } });
}

/** The names the investment leaderboard shows, as the auth service last sent them. */
export async function upsertTrader(
  tx: Tx,
  profile: { userId: number; username: string; firstName: string; lastName: string },
): Promise<void> {
  const data = {
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
  await tx.trader.upsert({
    where: { userId: profile.userId },
    create: { userId: profile.userId, ...data },
    update: data,
  });
}
