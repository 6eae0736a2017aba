import { sql } from 'kysely';
import type { Sql } from '../db.ts';

/**
 * The deletes behind the history's compaction (market-history.ts says what each keeps). Each
 * answers how many rows it deleted; they run on the pool, where the count is reported.
 */

/**
 * Price points from `from` to `before` that are not their stock's first, last, highest or lowest
 * of their `unit`: the candle of each hour or day is unchanged without them.
 */
export async function deletePricePointsBesideOhlc(
  db: Sql,
  unit: 'hour' | 'day',
  from: Date,
  before: Date,
): Promise<number> {
  const { numAffectedRows } = await sql`
    DELETE FROM price_point p USING (
      SELECT stock_id, at,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY at) AS first_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY at DESC) AS last_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY price_cents DESC, at) AS high_rank,
             row_number() OVER (PARTITION BY stock_id, date_trunc(${unit}, at) ORDER BY price_cents, at) AS low_rank
      FROM price_point WHERE at >= ${from}::timestamptz AND at < ${before}::timestamptz
    ) AS ranked
    WHERE p.stock_id = ranked.stock_id AND p.at = ranked.at
      AND ranked.first_rank > 1 AND ranked.last_rank > 1
      AND ranked.high_rank > 1 AND ranked.low_rank > 1`.execute(db);
  return Number(numAffectedRows ?? 0n);
}

/**
 * Portfolio values from `from` to `before` that are not the last of their portfolio's bucket of
 * `bucketSeconds` (epoch-aligned), nor a portfolio's first value.
 */
export async function deletePortfolioValuesBesideLast(
  db: Sql,
  bucketSeconds: number,
  from: Date,
  before: Date,
): Promise<number> {
  const { numAffectedRows } = await sql`
    DELETE FROM portfolio_value v USING (
      SELECT id,
             row_number() OVER (
               PARTITION BY portfolio_id, floor(extract(epoch FROM valued_at) / ${bucketSeconds}::double precision)
               ORDER BY valued_at DESC, id DESC) AS last_rank
      FROM portfolio_value WHERE valued_at >= ${from}::timestamptz AND valued_at < ${before}::timestamptz
    ) AS ranked
    WHERE v.id = ranked.id AND ranked.last_rank > 1
      AND EXISTS (
        SELECT 1 FROM portfolio_value e
        WHERE e.portfolio_id = v.portfolio_id
          AND (e.valued_at < v.valued_at OR (e.valued_at = v.valued_at AND e.id < v.id)))`.execute(
    db,
  );
  return Number(numAffectedRows ?? 0n);
}

/**
 * The club index's levels from `from` to `before` that are not the last of their bucket of
 * `bucketSeconds`, nor the index's first level.
 */
export async function deleteBenchmarkValuesBesideLast(
  db: Sql,
  bucketSeconds: number,
  from: Date,
  before: Date,
): Promise<number> {
  const { numAffectedRows } = await sql`
    DELETE FROM benchmark_value v USING (
      SELECT valued_at,
             row_number() OVER (
               PARTITION BY floor(extract(epoch FROM valued_at) / ${bucketSeconds}::double precision)
               ORDER BY valued_at DESC) AS last_rank
      FROM benchmark_value WHERE valued_at >= ${from}::timestamptz AND valued_at < ${before}::timestamptz
    ) AS ranked
    WHERE v.valued_at = ranked.valued_at AND ranked.last_rank > 1
      AND v.valued_at > (SELECT min(valued_at) FROM benchmark_value)`.execute(db);
  return Number(numAffectedRows ?? 0n);
}
