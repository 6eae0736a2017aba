import type {
  Holding,
  PerformancePoint,
  PerformanceRange,
  Portfolio,
  Risk,
  RiskRange,
} from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvents } from '@fc/service-kit/events/publish';
import type { EventPayload } from '@fc/contracts/events';
import type { Sql } from '../db.ts';
import { percentOf } from '../shared/money.ts';
import {
  creditPortfolio,
  deletePortfolio,
  findPortfolioById,
  findPortfolioByUser,
  insertCashAdjustment,
  insertPracticePortfolioIfMissing,
  listHoldingsWithStock,
  lockPracticePortfolio,
  setResetAt,
  sumHoldingsValue,
  upsertTrader,
  type PortfolioRow,
} from './portfolio.repository.ts';
import {
  findFirstValue,
  listValuesPerBucket,
  recordAllPortfolioValues,
  setBestAnnouncedReturns,
} from './portfolio-values.repository.ts';
import { toHolding, toPerformancePoint, toPortfolioView } from './portfolio.views.ts';
import { riskOf } from './risk.ts';

/** The user's portfolio, made with the starting cash if it does not exist yet. */
export async function ensurePortfolio(
  db: Sql,
  userId: number,
  startingCashCents: number,
): Promise<PortfolioRow> {
  const existing = await findPortfolioByUser(db, userId);
  if (existing) return existing;
  // With its first value, written once, by whoever made it.
  await insertPracticePortfolioIfMissing(db, userId, startingCashCents);
  const made = await findPortfolioByUser(db, userId);
  if (!made) throw new Error(`the portfolio of user ${userId} was not made`);
  return made;
}

/** The portfolio as the API shows it, at the current prices. */
export async function viewPortfolio(db: Sql, portfolio: PortfolioRow): Promise<Portfolio> {
  return toPortfolioView(portfolio, await sumHoldingsValue(db, portfolio.id));
}

export async function getPortfolioOfUser(
  db: Sql,
  userId: number,
  startingCashCents: number,
): Promise<Portfolio> {
  return viewPortfolio(db, await ensurePortfolio(db, userId, startingCashCents));
}

/**
 * The portfolio behind a path id, for its owner (or an admin). Another student's portfolio is
 * answered like a missing one, so ids cannot be probed.
 */
export async function portfolioForCaller(
  db: Sql,
  portfolioId: number,
  caller: { userId: number; role: string },
): Promise<PortfolioRow> {
  const portfolio = await findPortfolioById(db, portfolioId);
  if (!portfolio || (portfolio.user_id !== caller.userId && caller.role !== 'admin')) {
    throw httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');
  }
  return portfolio;
}

export async function listHoldings(db: Sql, portfolioId: number): Promise<Holding[]> {
  return (await listHoldingsWithStock(db, portfolioId)).map(toHolding);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * docs/product.md section 9: 24, 7, 30 or 52 points for 1D, 1W, 1M, 1Y: hours, days, days and
 * weeks. Buckets are whole hours, days and weeks since the epoch (UTC), so the last value of each
 * survives the history's compaction (market-history.ts keeps the last value per hour, then day).
 */
const RANGE_BUCKET_MS: Record<PerformanceRange, number> = {
  '1D': HOUR_MS,
  '1W': DAY_MS,
  '1M': DAY_MS,
  '1Y': 7 * DAY_MS,
};
const RANGE_BUCKETS: Record<PerformanceRange, number> = { '1D': 24, '1W': 7, '1M': 30, '1Y': 52 };

/**
 * The window of a range ending now: its bucket (an hour, a day or a week) and where it starts.
 * The club index (prices/benchmark.ts) uses the same windows, so the two lines compare.
 */
export function performanceWindow(
  range: PerformanceRange,
  now: Date,
): { bucketMs: number; since: Date } {
  const bucketMs = RANGE_BUCKET_MS[range];
  return { bucketMs, since: new Date(now.getTime() - bucketMs * RANGE_BUCKETS[range]) };
}

/**
 * Recorded values over the range, one per bucket (the last value recorded in each hour, day or
 * week), oldest first, ending with the value now. A portfolio that began within the range starts
 * at its first recorded value (the starting cash, written when it was made; the history's
 * compaction keeps it), even when a later value of the same bucket stands for that bucket: the
 * chart starts where the portfolio did, not at the next price refresh.
 */
export async function getPerformance(
  db: Sql,
  portfolio: PortfolioRow,
  range: PerformanceRange,
  now = new Date(),
): Promise<PerformancePoint[]> {
  const { bucketMs, since } = performanceWindow(range, now);
  const [rows, start] = await Promise.all([
    listValuesPerBucket(db, portfolio.id, bucketMs, since),
    findFirstValue(db, portfolio.id),
  ]);
  const first = rows[0];
  if (start && start.valued_at >= since && (!first || start.valued_at < first.valued_at)) {
    rows.unshift(start);
  }
  const points = rows.map(toPerformancePoint);
  const current = await viewPortfolio(db, portfolio);
  points.push({
    valuedAt: now.toISOString(),
    totalValue: current.totalValue,
    totalReturn: current.totalReturn,
  });
  return points;
}

/** The risk view over a range: holdings at the current prices, the last value of each day, and now. */
export async function getRisk(
  db: Sql,
  portfolio: PortfolioRow,
  range: RiskRange,
  now = new Date(),
): Promise<Risk> {
  const { since } = performanceWindow(range, now);
  const [holdings, rows, current] = await Promise.all([
    listHoldingsWithStock(db, portfolio.id),
    listValuesPerBucket(db, portfolio.id, DAY_MS, since),
    viewPortfolio(db, portfolio),
  ]);
  const values = rows.map((row) => ({
    valuedAt: row.valued_at,
    totalValue: Number(row.total_value_cents),
    totalReturn: Number(row.total_value_cents - row.invested_cents),
  }));
  values.push({ valuedAt: now, totalValue: current.totalValue, totalReturn: current.totalReturn });
  return riskOf(
    holdings.map((holding) => ({
      valueCents: holding.shares * holding.stock.price_cents,
      sector: holding.stock.sector,
    })),
    values,
  );
}

/**
 * After a price refresh: every portfolio valued at the new prices and the value recorded (for the
 * performance chart). portfolio.valued is published only for a portfolio that has traded and
 * reached a better return than it ever announced (and better than none): rewards keeps the best
 * return, so any other value could change nothing there, and a quiet club sends no events at all.
 * Answers how many portfolios were valued.
 */
export async function valueAllPortfolios(db: Sql, valuedAt: Date): Promise<number> {
  const valued = await recordAllPortfolioValues(db, valuedAt);
  const newBest: { portfolioId: number; basisPoints: number }[] = [];
  const announcements: EventPayload<'portfolio.valued'>[] = [];
  for (const row of valued) {
    if (!row.traded) continue;
    const totalValue = Number(row.total_value);
    const totalReturn = totalValue - Number(row.invested);
    const basisPoints = percentOf(totalReturn, Number(row.invested));
    if (basisPoints <= Math.max(0, row.best_announced)) continue;
    newBest.push({ portfolioId: row.portfolio_id, basisPoints });
    announcements.push({
      userId: row.user_id,
      portfolioId: row.portfolio_id,
      totalValueCents: totalValue,
      totalReturnCents: totalReturn,
      totalReturnBasisPoints: basisPoints,
      valuedAt: valuedAt.toISOString(),
    });
  }
  // One statement for all of them: a refresh after a busy day announces thousands.
  await publishEvents(db, 'portfolio.valued', announcements);
  await setBestAnnouncedReturns(db, newBest);
  return valued.length;
}

/** user.registered and user.profile_updated: the names the investment leaderboard shows. */
export async function saveTraderProfile(
  db: Sql,
  profile: { userId: number; username: string; firstName: string; lastName: string },
): Promise<void> {
  await upsertTrader(db, profile);
}

/**
 * achievement.earned: the trading bonus joins the cash and the invested base, recorded as a cash
 * change; the unlock is kept. Under the practice portfolio's row lock (made first if the user has
 * none yet), so credits and trades of one user apply one at a time.
 */
export async function creditAchievement(
  db: Sql,
  occurredAt: Date,
  payload: {
    userId: number;
    achievementId: string;
    tradingBonusCents: number;
    unlockFeature: string | null;
  },
  startingCashCents: number,
): Promise<void> {
  let portfolio = await lockPracticePortfolio(db, payload.userId);
  if (!portfolio) {
    await insertPracticePortfolioIfMissing(db, payload.userId, startingCashCents);
    portfolio = await lockPracticePortfolio(db, payload.userId);
  }
  if (!portfolio) throw new Error(`the portfolio of user ${payload.userId} was not made`);
  // Earned before an admin reset that was handled first: it no longer counts.
  if (portfolio.reset_at && occurredAt < portfolio.reset_at) return;
  const { unlockFeature } = payload;
  const features = portfolio.unlocked_features;
  const newFeature =
    unlockFeature !== null && !features.includes(unlockFeature) ? unlockFeature : null;
  const bonusCents = BigInt(payload.tradingBonusCents);
  if (newFeature === null && bonusCents === 0n) return;
  await creditPortfolio(db, portfolio.id, {
    amountCents: bonusCents,
    unlockedFeatures: newFeature === null ? features : [...features, newFeature],
  });
  if (bonusCents > 0n) {
    await insertCashAdjustment(db, {
      portfolioId: portfolio.id,
      kind: 'trading_bonus',
      oldCents: portfolio.cash_cents,
      newCents: portfolio.cash_cents + bonusCents,
      achievementId: payload.achievementId,
    });
  }
}

/** user.progress_reset: back to a new account's portfolio (starting cash, nothing held, no history). */
export async function resetPortfolio(
  db: Sql,
  userId: number,
  startingCashCents: number,
  resetAt: Date,
): Promise<void> {
  const existing = await findPortfolioByUser(db, userId);
  if (existing) await deletePortfolio(db, existing.id);
  const fresh = await ensurePortfolio(db, userId, startingCashCents);
  await setResetAt(db, fresh.id, resetAt);
}
