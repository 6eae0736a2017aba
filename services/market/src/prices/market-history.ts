import type { Sql } from '../db.ts';
import {
  deleteBenchmarkValuesBesideLast,
  deletePortfolioValuesBesideLast,
  deletePricePointsBesideOhlc,
} from './market-history.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Prices and portfolio values younger than this are kept as recorded (every refresh). */
export const RAW_HISTORY_DAYS = 2;
/** Up to this age they are kept per hour; older, per day. */
export const HOURLY_HISTORY_DAYS = 31;

/**
 * Price history, compacted so a year of 15-minute refreshes does not pile up: beyond 2 days a
 * stock keeps, per hour, only the rows that are that hour's open, high, low and close; beyond 31
 * days the same per day. Every hourly and daily candle (stocks.repository listCandleRows) is
 * exactly what it was, because the open, high, low and close of a period are the first, highest,
 * lowest and last of those of its parts. Answers how many rows were deleted.
 */
export async function compactPriceHistory(db: Sql, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  return (
    (await deletePricePointsBesideOhlc(db, 'hour', hourlyFrom, rawFrom)) +
    (await deletePricePointsBesideOhlc(db, 'day', new Date(0), dailyBefore))
  );
}

/**
 * Portfolio values, compacted alike: beyond 2 days the last value of each hour, beyond 31 days
 * the last of each day (epoch-aligned, as the performance chart buckets them), and always a
 * portfolio's first value (where its chart starts), so every point of the 1D, 1W, 1M and 1Y
 * ranges is unchanged. Answers how many rows were deleted.
 */
export async function compactPortfolioValues(db: Sql, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  return (
    (await deletePortfolioValuesBesideLast(db, 60 * 60, hourlyFrom, rawFrom)) +
    (await deletePortfolioValuesBesideLast(db, 24 * 60 * 60, new Date(0), dailyBefore))
  );
}

/**
 * The club index's levels (benchmark.ts), compacted as portfolio values are: beyond 2 days the
 * last level of each hour, beyond 31 days the last of each day, and always the first level (where
 * the index started), so every point GET /api/benchmark gives for its ranges is unchanged.
 * Answers how many rows were deleted.
 */
export async function compactBenchmarkValues(db: Sql, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  return (
    (await deleteBenchmarkValuesBesideLast(db, 60 * 60, hourlyFrom, rawFrom)) +
    (await deleteBenchmarkValuesBesideLast(db, 24 * 60 * 60, new Date(0), dailyBefore))
  );
}

/** The periods, cut at whole days so no hour or day is split between two rules. */
function windows(now: Date) {
  const startOfDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS);
  const rawFrom = startOfDay(now.getTime() - RAW_HISTORY_DAYS * DAY_MS);
  const dailyBefore = startOfDay(now.getTime() - HOURLY_HISTORY_DAYS * DAY_MS);
  return { rawFrom, dailyBefore, hourlyFrom: dailyBefore };
}

/** The three compactions; what the market service's hourly history job runs. */
export async function compactMarketHistory(db: Sql, now = new Date()) {
  return {
    pricePointsDeleted: await compactPriceHistory(db, now),
    portfolioValuesDeleted: await compactPortfolioValues(db, now),
    benchmarkValuesDeleted: await compactBenchmarkValues(db, now),
  };
}
