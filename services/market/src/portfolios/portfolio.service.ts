import type {
  Holding,
  InvestmentLeaderboardEntry,
  PerformancePoint,
  PerformanceRange,
  Portfolio,
  TradeRequest,
  TradeResult,
  Transaction,
} from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { Prisma } from '../generated/prisma/client.ts';
import type { Db, Tx } from '../db.ts';

type PortfolioRow = NonNullable<Awaited<ReturnType<Db['portfolio']['findUnique']>>>;
type StockRow = NonNullable<Awaited<ReturnType<Db['stock']['findUnique']>>>;

/** Basis points of a gain over a base (1234 = 12.34 %); 0 when there is no base. */
export function percentOf(gain: number, base: number): number {
  return base === 0 ? 0 : Math.round((gain / base) * 10_000);
}

function stockRef(stock: StockRow) {
  return {
    id: stock.id,
    symbol: stock.symbol,
    name: stock.name,
    sector: stock.sector,
    currentPrice: stock.priceCents,
    riskFactor: stock.riskFactor,
  };
}

/** The user's portfolio, made with the starting cash if it does not exist yet. */
export async function ensurePortfolio(
  db: Db | Tx,
  userId: number,
  startingCashCents: number,
): Promise<PortfolioRow> {
  const existing = await db.portfolio.findUnique({ where: { userId } });
  if (existing) return existing;
  const created = await db.portfolio.upsert({
    where: { userId },
    create: {
      userId,
      cashCents: BigInt(startingCashCents),
      investedCents: BigInt(startingCashCents),
    },
    update: {},
  });
  // The performance chart starts at the starting cash.
  await db.portfolioValue.create({
    data: {
      portfolioId: created.id,
      valuedAt: created.createdAt,
      totalValueCents: created.cashCents,
      investedCents: created.investedCents,
    },
  });
  return created;
}

async function holdingsValueCents(db: Db | Tx, portfolioId: number): Promise<number> {
  const rows = await db.$queryRaw<{ value: bigint | null }[]>`
    SELECT SUM(h.shares::bigint * s.price_cents)::bigint AS value
    FROM holding h JOIN stock s ON s.id = h.stock_id
    WHERE h.portfolio_id = ${portfolioId}`;
  return Number(rows[0]?.value ?? 0n);
}

async function toPortfolioView(db: Db | Tx, portfolio: PortfolioRow): Promise<Portfolio> {
  const holdingsValue = await holdingsValueCents(db, portfolio.id);
  const cashBalance = Number(portfolio.cashCents);
  const investedBase = Number(portfolio.investedCents);
  const totalValue = cashBalance + holdingsValue;
  const totalReturn = totalValue - investedBase;
  return {
    id: portfolio.id,
    userId: portfolio.userId,
    cashBalance,
    holdingsValue,
    totalValue,
    investedBase,
    totalReturn,
    totalReturnPercent: percentOf(totalReturn, investedBase),
  };
}

export async function getPortfolioOfUser(
  db: Db,
  userId: number,
  startingCashCents: number,
): Promise<Portfolio> {
  return toPortfolioView(db, await ensurePortfolio(db, userId, startingCashCents));
}

/**
 * The portfolio behind a path id, for its owner (or an admin). Another student's portfolio is
 * answered like a missing one, so ids cannot be probed.
 */
export async function portfolioForCaller(
  db: Db,
  portfolioId: number,
  caller: { userId: number; role: string },
): Promise<PortfolioRow> {
  const portfolio = await db.portfolio.findUnique({ where: { id: portfolioId } });
  if (!portfolio || (portfolio.userId !== caller.userId && caller.role !== 'admin')) {
    throw httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');
  }
  return portfolio;
}

export async function listHoldings(db: Db, portfolioId: number): Promise<Holding[]> {
  const holdings = await db.holding.findMany({
    where: { portfolioId },
    include: { stock: true },
    orderBy: { stock: { symbol: 'asc' } },
  });
  return holdings.map((holding) => {
    const cost = Number(holding.costCents);
    const currentValue = holding.shares * holding.stock.priceCents;
    return {
      id: holding.id,
      shares: holding.shares,
      averageCost: Math.round(cost / holding.shares),
      currentValue,
      unrealizedGain: currentValue - cost,
      unrealizedGainPercent: percentOf(currentValue - cost, cost),
      stock: stockRef(holding.stock),
    };
  });
}

function toTransaction(trade: {
  id: number;
  type: string;
  shares: number;
  priceCents: number;
  totalCents: bigint;
  createdAt: Date;
  stock: StockRow;
}): Transaction {
  return {
    id: trade.id,
    type: trade.type === 'sell' ? 'sell' : 'buy',
    shares: trade.shares,
    price: trade.priceCents,
    totalAmount: Number(trade.totalCents),
    createdAt: trade.createdAt.toISOString(),
    stock: stockRef(trade.stock),
  };
}

export async function listTransactions(
  db: Db,
  portfolioId: number,
  limit = 200,
): Promise<Transaction[]> {
  const trades = await db.trade.findMany({
    where: { portfolioId },
    include: { stock: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return trades.map(toTransaction);
}

const RANGE_MS: Record<PerformanceRange, number> = {
  '1D': 24 * 60 * 60 * 1000,
  '1W': 7 * 24 * 60 * 60 * 1000,
  '1M': 30 * 24 * 60 * 60 * 1000,
  '1Y': 365 * 24 * 60 * 60 * 1000,
};
/** SPEC.md section 9: 24, 7, 30 or 52 points for 1D, 1W, 1M, 1Y. */
const RANGE_BUCKETS: Record<PerformanceRange, number> = { '1D': 24, '1W': 7, '1M': 30, '1Y': 52 };

/**
 * Recorded values over the range, one per bucket (the last value recorded in each hour, day or
 * week), oldest first, ending with the value now.
 */
export async function getPerformance(
  db: Db,
  portfolio: PortfolioRow,
  range: PerformanceRange,
  now = new Date(),
): Promise<PerformancePoint[]> {
  const bucketMs = RANGE_MS[range] / RANGE_BUCKETS[range];
  const since = new Date(now.getTime() - RANGE_MS[range]);
  const rows = await db.$queryRaw<
    { valued_at: Date; total_value_cents: bigint; invested_cents: bigint }[]
  >`
    SELECT DISTINCT ON (bucket) valued_at, total_value_cents, invested_cents
    FROM (
      SELECT valued_at, total_value_cents, invested_cents,
             floor(extract(epoch FROM valued_at) * 1000 / ${bucketMs}::double precision) AS bucket
      FROM portfolio_value
      WHERE portfolio_id = ${portfolio.id} AND valued_at >= ${since}
    ) AS values_in_range
    ORDER BY bucket, valued_at DESC`;
  const points = rows.map((row) => ({
    valuedAt: row.valued_at.toISOString(),
    totalValue: Number(row.total_value_cents),
    totalReturn: Number(row.total_value_cents - row.invested_cents),
  }));
  const current = await toPortfolioView(db, portfolio);
  points.push({
    valuedAt: now.toISOString(),
    totalValue: current.totalValue,
    totalReturn: current.totalReturn,
  });
  return points;
}

async function recordValue(tx: Tx, portfolioId: number, at: Date): Promise<number> {
  const portfolio = await tx.portfolio.findUniqueOrThrow({ where: { id: portfolioId } });
  const total = Number(portfolio.cashCents) + (await holdingsValueCents(tx, portfolioId));
  await tx.portfolioValue.create({
    data: {
      portfolioId,
      valuedAt: at,
      totalValueCents: BigInt(total),
      investedCents: portfolio.investedCents,
    },
  });
  return total;
}

/** Locks the portfolio row for the rest of the transaction: trades on one portfolio queue up. */
async function lockPortfolio(tx: Tx, portfolioId: number): Promise<PortfolioRow> {
  await tx.$queryRaw`SELECT id FROM portfolio WHERE id = ${portfolioId} FOR UPDATE`;
  return tx.portfolio.findUniqueOrThrow({ where: { id: portfolioId } });
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

interface TradeRow {
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
  /** Every holding at the current prices, before this trade. */
  holdings_value: bigint;
}

/**
 * One trade: cash, holding and the transaction row change together with trade.executed in the
 * outbox, under a lock on the portfolio row, so concurrent trades can neither overspend nor sell
 * shares twice nor lose an update. The price is the stock's current price. Plain SQL: a trade is
 * the hot path, and each statement here is one round trip.
 */
export async function executeTrade(
  db: Db,
  portfolioId: number,
  caller: { userId: number; role: string },
  request: TradeRequest,
): Promise<TradeResult> {
  return db.$transaction(async (tx) => {
    // Lock first, read after: in READ COMMITTED a statement that waited for the lock would still
    // see the holding as it was before the other trade (tested with racing sells).
    await tx.$queryRaw`SELECT id FROM portfolio WHERE id = ${portfolioId} FOR UPDATE`;
    const [row] = await tx.$queryRaw<TradeRow[]>`
      SELECT p.user_id, p.cash_cents, p.invested_cents, p.unlocked_features,
             s.id AS stock_id, s.symbol, s.name, s.sector, s.risk_factor, s.price_cents, s.exclusive,
             h.id AS holding_id, h.shares AS held, h.cost_cents AS held_cost,
             (SELECT COALESCE(SUM(h2.shares::bigint * s2.price_cents), 0)::bigint
              FROM holding h2 JOIN stock s2 ON s2.id = h2.stock_id
              WHERE h2.portfolio_id = p.id) AS holdings_value
      FROM portfolio p
      JOIN stock s ON s.id = ${request.stockId}
      LEFT JOIN holding h ON h.portfolio_id = p.id AND h.stock_id = s.id
      WHERE p.id = ${portfolioId}`;
    // Only the owner trades, an admin included: nobody trades with another user's money.
    if (!row) {
      const portfolio = await tx.portfolio.findUnique({ where: { id: portfolioId } });
      if (portfolio?.userId === caller.userId) {
        throw httpErrors.notFound('That stock is not listed', 'STOCK_NOT_FOUND');
      }
      throw httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');
    }
    if (row.user_id !== caller.userId) {
      throw httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');
    }
    if (row.exclusive && !row.unlocked_features.includes('exclusive_stocks')) {
      throw httpErrors.forbidden(
        `${row.symbol} is a premium stock: unlock Premium Stock Access by earning its achievement`,
        'PREMIUM_STOCK_LOCKED',
      );
    }
    const price = row.price_cents;
    const total = price * request.shares;
    const cash = Number(row.cash_cents);
    let cashAfter: number;
    let holdingChange: Prisma.Sql;

    if (request.type === 'buy') {
      if (total > cash) {
        throw httpErrors.badRequest(
          `Insufficient funds: ${request.shares} ${row.symbol} cost ${dollars(total)} and your cash is ${dollars(Math.max(cash, 0))}`,
          'INSUFFICIENT_FUNDS',
        );
      }
      cashAfter = cash - total;
      holdingChange = Prisma.sql`
        INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents)
        VALUES (${portfolioId}, ${row.stock_id}, ${request.shares}, ${BigInt(total)})
        ON CONFLICT (portfolio_id, stock_id) DO UPDATE
        SET shares = holding.shares + EXCLUDED.shares, cost_cents = holding.cost_cents + EXCLUDED.cost_cents`;
    } else {
      const held = row.held ?? 0;
      if (row.holding_id === null || held < request.shares) {
        throw httpErrors.badRequest(
          `Insufficient shares: you hold ${held} ${row.symbol} and tried to sell ${request.shares}`,
          'INSUFFICIENT_SHARES',
        );
      }
      cashAfter = cash + total;
      if (held === request.shares) {
        holdingChange = Prisma.sql`DELETE FROM holding WHERE id = ${row.holding_id}`;
      } else {
        // The cost of what is left keeps its average: the sold shares take their share of it.
        const heldCost = row.held_cost ?? 0n;
        const costLeft =
          (heldCost * BigInt(held - request.shares) + BigInt(held) / 2n) / BigInt(held);
        holdingChange = Prisma.sql`
          UPDATE holding SET shares = ${held - request.shares}, cost_cents = ${costLeft}
          WHERE id = ${row.holding_id}`;
      }
    }
    // Holding, cash and the trade row in one statement (one round trip).
    const [trade] = await tx.$queryRaw<{ id: number; created_at: Date }[]>`
      WITH holding_change AS (${holdingChange}),
           cash_change AS (
             UPDATE portfolio SET cash_cents = ${BigInt(cashAfter)} WHERE id = ${portfolioId})
      INSERT INTO trade (portfolio_id, stock_id, type, shares, price_cents, total_cents)
      VALUES (${portfolioId}, ${row.stock_id}, ${request.type}, ${request.shares}, ${price}, ${BigInt(total)})
      RETURNING id, created_at`;
    if (!trade) throw new Error('the trade row was not written');
    await publishEvent(tx, 'trade.executed', {
      userId: row.user_id,
      portfolioId,
      transactionId: trade.id,
      stockId: row.stock_id,
      symbol: row.symbol,
      type: request.type,
      shares: request.shares,
      priceCents: price,
      totalCents: total,
      executedAt: trade.created_at.toISOString(),
    });
    // Bought or sold at the current price: the holdings' value moves by exactly the trade's total.
    const holdingsValue = Number(row.holdings_value) + (request.type === 'buy' ? total : -total);
    const investedBase = Number(row.invested_cents);
    const totalValue = cashAfter + holdingsValue;
    return {
      transaction: {
        id: trade.id,
        type: request.type,
        shares: request.shares,
        price,
        totalAmount: total,
        createdAt: trade.created_at.toISOString(),
        stock: {
          id: row.stock_id,
          symbol: row.symbol,
          name: row.name,
          sector: row.sector,
          currentPrice: price,
          riskFactor: row.risk_factor,
        },
      },
      portfolio: {
        id: portfolioId,
        userId: row.user_id,
        cashBalance: cashAfter,
        holdingsValue,
        totalValue,
        investedBase,
        totalReturn: totalValue - investedBase,
        totalReturnPercent: percentOf(totalValue - investedBase, investedBase),
      },
    };
  });
}

/**
 * Sets a user's cash (admin). The change also moves the invested base, so a gift or a fine is
 * not counted as trading profit or loss. Recorded with the admin, the old and the new value.
 */
export async function setCash(
  db: Db,
  userId: number,
  amountCents: number,
  adminId: number,
  startingCashCents: number,
): Promise<Portfolio> {
  const known =
    (await db.portfolio.findUnique({ where: { userId } })) ??
    (await db.trader.findUnique({ where: { userId } }));
  if (!known) throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
  return db.$transaction(async (tx) => {
    const created = await ensurePortfolio(tx, userId, startingCashCents);
    const portfolio = await lockPortfolio(tx, created.id);
    const delta = BigInt(amountCents) - portfolio.cashCents;
    const updated = await tx.portfolio.update({
      where: { id: portfolio.id },
      data: { cashCents: BigInt(amountCents), investedCents: { increment: delta } },
    });
    await tx.cashAdjustment.create({
      data: {
        portfolioId: portfolio.id,
        kind: 'admin_set',
        oldCents: portfolio.cashCents,
        newCents: BigInt(amountCents),
        adminId,
      },
    });
    const at = new Date();
    await recordValue(tx, portfolio.id, at);
    await publishEvent(tx, 'admin.action_recorded', {
      adminId,
      action: 'set_cash',
      targetUserId: userId,
      oldValue: dollars(Number(portfolio.cashCents)),
      newValue: dollars(amountCents),
      at: at.toISOString(),
    });
    return toPortfolioView(tx, updated);
  });
}

/** achievement.earned: the trading bonus joins the cash and the invested base; the unlock is kept. */
export async function creditAchievement(
  tx: Tx,
  occurredAt: Date,
  payload: {
    userId: number;
    achievementId: string;
    tradingBonusCents: number;
    unlockFeature: string | null;
  },
  startingCashCents: number,
): Promise<void> {
  const created = await ensurePortfolio(tx, payload.userId, startingCashCents);
  const portfolio = await lockPortfolio(tx, created.id);
  // Earned before an admin reset that was handled first: it no longer counts.
  if (portfolio.resetAt && occurredAt < portfolio.resetAt) return;
  const features =
    payload.unlockFeature && !portfolio.unlockedFeatures.includes(payload.unlockFeature)
      ? [...portfolio.unlockedFeatures, payload.unlockFeature]
      : portfolio.unlockedFeatures;
  const bonus = BigInt(payload.tradingBonusCents);
  await tx.portfolio.update({
    where: { id: portfolio.id },
    data: {
      cashCents: { increment: bonus },
      investedCents: { increment: bonus },
      unlockedFeatures: features,
    },
  });
  if (bonus > 0n) {
    await tx.cashAdjustment.create({
      data: {
        portfolioId: portfolio.id,
        kind: 'trading_bonus',
        oldCents: portfolio.cashCents,
        newCents: portfolio.cashCents + bonus,
        achievementId: payload.achievementId,
      },
    });
  }
}

/** user.progress_reset: back to a new account's portfolio (starting cash, nothing held, no history). */
export async function resetPortfolio(
  tx: Tx,
  userId: number,
  startingCashCents: number,
  resetAt: Date,
): Promise<void> {
  const existing = await tx.portfolio.findUnique({ where: { userId } });
  if (existing) await tx.portfolio.delete({ where: { id: existing.id } });
  const fresh = await ensurePortfolio(tx, userId, startingCashCents);
  await tx.portfolio.update({ where: { id: fresh.id }, data: { resetAt } });
}

/** Everyone who has traded, ranked by total return (then by who got there with less invested). */
export async function getInvestmentLeaderboard(
  db: Db,
  limit = 100,
): Promise<InvestmentLeaderboardEntry[]> {
  const rows = await db.$queryRaw<
    {
      user_id: number;
      username: string | null;
      first_name: string | null;
      last_name: string | null;
      total_value: bigint;
      invested: bigint;
    }[]
  >`
    SELECT p.user_id, t.username, t.first_name, t.last_name, p.invested_cents AS invested,
           (p.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0))::bigint AS total_value
    FROM portfolio p
    LEFT JOIN trader t ON t.user_id = p.user_id
    LEFT JOIN holding h ON h.portfolio_id = p.id
    LEFT JOIN stock s ON s.id = h.stock_id
    WHERE EXISTS (SELECT 1 FROM trade tr WHERE tr.portfolio_id = p.id)
    GROUP BY p.id, t.user_id
    ORDER BY (p.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0) - p.invested_cents) DESC,
             p.id ASC
    LIMIT ${limit}`;
  return rows.map((row, index) => {
    const totalValue = Number(row.total_value);
    const invested = Number(row.invested);
    const totalReturn = totalValue - invested;
    return {
      rank: index + 1,
      id: row.user_id,
      username: row.username ?? `user${row.user_id}`,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      totalReturn,
      totalReturnPercent: percentOf(totalReturn, invested),
      totalValue,
    };
  });
}
