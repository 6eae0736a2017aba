import type { Db } from '../db.ts';

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
export async function compactPriceHistory(db: Db, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  const keepOhlc = (unit: 'hour' | 'day', from: Date, before: Date) => db.$executeRaw`
    DELETE FROM price_point p USING (
      SELECT stock_id, at,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY at) AS first_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY at DESC) AS last_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY price_cents DESC, at) AS high_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY price_cents, at) AS low_rank
      FROM price_point WHERE at >= ${from} AND at < ${before}
    ) AS ranked
    WHERE p.stock_id = ranked.stock_id AND p.at = ranked.at
      AND ranked.first_rank > 1 AND ranked.last_rank > 1
      AND ranked.high_rank > 1 AND ranked.low_rank > 1`;
  return (
    (await keepOhlc('hour', hourlyFrom, rawFrom)) +
    (await keepOhlc('day', new Date(0), dailyBefore))
  );
}

/**
 * Portfolio values, compacted alike: beyond 2 days the last value of each hour, beyond 31 days
 * the last of each day (epoch-aligned, as the performance chart buckets them), and always a
 * portfolio's first value (where its chart starts), so every point of the 1D, 1W, 1M and 1Y
 * ranges is unchanged. Answers how many rows were deleted.
 */
export async function compactPortfolioValues(db: Db, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  const keepLast = (bucketSeconds: number, from: Date, before: Date) => db.$executeRaw`
    DELETE FROM portfolio_value v USING (
      SELECT id,
             row_number() OVER (
               PARTITION BY portfolio_id, floor(extract(epoch FROM valued_at) / ${bucketSeconds}::double precision)
               ORDER BY valued_at DESC, id DESC) AS last_rank
      FROM portfolio_value WHERE valued_at >= ${from} AND valued_at < ${before}
    ) AS ranked
    WHERE v.id = ranked.id AND ranked.last_rank > 1
      AND EXISTS (
        SELECT 1 FROM portfolio_value e
        WHERE e.portfolio_id = v.portfolio_id
          AND (e.valued_at < v.valued_at OR (e.valued_at = v.valued_at AND e.id < v.id)))`;
  return (
    (await keepLast(60 * 60, hourlyFrom, rawFrom)) +
    (await keepLast(24 * 60 * 60, new Date(0), dailyBefore))
  );
}

/**
 * The club index's levels (benchmark.ts), compacted as portfolio values are: beyond 2 days the
 * last level of each hour, beyond 31 days the last of each day, and always the first level (where
 * the index started), so every point GET /api/benchmark gives for its ranges is unchanged.
 * Answers how many rows were deleted.
 */
export async function compactBenchmarkValues(db: Db, now = new Date()): Promise<number> {
  const { hourlyFrom, dailyBefore, rawFrom } = windows(now);
  const keepLast = (bucketSeconds: number, from: Date, before: Date) => db.$executeRaw`
    DELETE FROM benchmark_value v USING (
      SELECT valued_at,
             row_number() OVER (
               PARTITION BY floor(extract(epoch FROM valued_at) / ${bucketSeconds}::double precision)
               ORDER BY valued_at DESC) AS last_rank
      FROM benchmark_value WHERE valued_at >= ${from} AND valued_at < ${before}
    ) AS ranked
    WHERE v.valued_at = ranked.valued_at AND ranked.last_rank > 1
      AND v.valued_at > (SELECT min(valued_at) FROM benchmark_value)`;
  return (
    (await keepLast(60 * 60, hourlyFrom, rawFrom)) +
    (await keepLast(24 * 60 * 60, new Date(0), dailyBefore))
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
export async function compactMarketHistory(db: Db, now = new Date()) {
  return {
    pricePointsDeleted: await compactPriceHistory(db, now),
    portfolioValuesDeleted: await compactPortfolioValues(db, now),
    benchmarkValuesDeleted: await compactBenchmarkValues(db, now),
  };
}
