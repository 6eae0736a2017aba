import { sql } from 'kysely';
import type { Sql } from '../db.ts';

/** A stock as the club index weighs it: market value (whole dollars) and prices in cents. */
export interface IndexConstituent {
  marketCap: bigint;
  priceCents: number;
  basePriceCents: number;
}

/**
 * Gives every stock without a base price its current price as its base: on the index's first
 * refresh every stock, later only a newly listed one. A base, once written, never changes.
 */
export async function insertMissingBases(db: Sql): Promise<void> {
  // The anti-join finds the (usually no) new stocks in one pass; ON CONFLICT stays for a
  // concurrent writer (the refresh lock makes one unlikely).
  await db
    .insertInto('benchmark_base')
    .columns(['stock_id', 'base_price_cents'])
    .expression((eb) =>
      eb
        .selectFrom('stock as s')
        .select(['s.id', 's.price_cents'])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('benchmark_base as b')
                .select('b.stock_id')
                .whereRef('b.stock_id', '=', 's.id'),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.column('stock_id').doNothing())
    .execute();
}

/**
 * Works out the index's level at the current prices in the database and records it at
 * `valuedAt` (a second refresh at the very same time replaces it), in one statement; answers the
 * level in hundredths, or null with no weight to average over (nothing recorded). The arithmetic
 * is clubIndexHundredths' (benchmark.ts), in exact numeric: each term
 * div(marketCap × price × 10^12, basePrice), then (2 × 10000 × Σ + 10^12 × Σcap) div
 * (2 × 10^12 × Σcap), so it gives the very same integer (a test compares the two).
 */
export async function recordLevelAtCurrentPrices(db: Sql, valuedAt: Date): Promise<number | null> {
  const { rows } = await sql<{ level_hundredths: number }>`
    WITH terms AS (
      SELECT div(s.market_cap::numeric * s.price_cents * 1000000000000, b.base_price_cents) AS term,
             s.market_cap::numeric AS cap
      FROM stock s JOIN benchmark_base b ON b.stock_id = s.id
      WHERE s.market_cap > 0 AND b.base_price_cents > 0
    ), totals AS (
      SELECT sum(term) AS weighted, sum(cap) AS total_cap FROM terms
    )
    INSERT INTO benchmark_value (valued_at, level_hundredths)
    SELECT ${valuedAt}::timestamptz,
           div(2 * 10000 * weighted + 1000000000000 * total_cap, 2 * 1000000000000 * total_cap)::int
    FROM totals WHERE total_cap > 0
    ON CONFLICT (valued_at) DO UPDATE SET level_hundredths = EXCLUDED.level_hundredths
    RETURNING level_hundredths`.execute(db);
  return rows[0]?.level_hundredths ?? null;
}

/**
 * Every stock with its base price (premium ones too), in id order: what clubIndexHundredths
 * weighs (the refresh works the level out in SQL; the benchmark test checks both agree).
 */
export async function listIndexConstituents(db: Sql): Promise<IndexConstituent[]> {
  const rows = await db
    .selectFrom('stock as s')
    .innerJoin('benchmark_base as b', 'b.stock_id', 's.id')
    .select(['s.market_cap', 's.price_cents', 'b.base_price_cents'])
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    marketCap: row.market_cap,
    priceCents: row.price_cents,
    basePriceCents: row.base_price_cents,
  }));
}

/**
 * The last level of each bucket (`bucketMs` since the epoch, as a portfolio's values are
 * bucketed) from `since` on, oldest first.
 */
export function listBenchmarkPerBucket(db: Sql, bucketMs: number, since: Date) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('benchmark_value')
        .select([
          'valued_at',
          'level_hundredths',
          sql<number>`floor(extract(epoch FROM valued_at) * 1000 / ${bucketMs}::double precision)`.as(
            'bucket',
          ),
        ])
        .where('valued_at', '>=', since)
        .as('values_in_range'),
    )
    .distinctOn('bucket')
    .select(['valued_at', 'level_hundredths'])
    .orderBy('bucket')
    .orderBy('valued_at', 'desc')
    .execute();
}
