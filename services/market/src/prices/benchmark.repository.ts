import type { DbOrTx, Tx } from '../db.ts';

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
export async function insertMissingBases(tx: Tx): Promise<void> {
  // The anti-join finds the (usually no) new stocks in one pass; ON CONFLICT stays for a
  // concurrent writer (the refresh lock makes one unlikely).
  await tx.$executeRaw`
    INSERT INTO benchmark_base (stock_id, base_price_cents)
    SELECT s.id, s.price_cents FROM stock s
    WHERE NOT EXISTS (SELECT 1 FROM benchmark_base b WHERE b.stock_id = s.id)
    ON CONFLICT (stock_id) DO NOTHING`;
}

/**
 * Works out the index's level at the current prices in the database and records it at
 * `valuedAt` (a second refresh at the very same time replaces it), in one statement; answers the
 * level in hundredths, or null with no weight to average over (nothing recorded). The arithmetic
 * is clubIndexHundredths' (benchmark.ts), in exact numeric: each term
 * div(marketCap × price × 10^12, basePrice), then (2 × 10000 × Σ + 10^12 × Σcap) div
 * (2 × 10^12 × Σcap), so it gives the very same integer (a test compares the two).
 */
export async function recordLevelAtCurrentPrices(tx: Tx, valuedAt: Date): Promise<number | null> {
  const rows = await tx.$queryRaw<{ level_hundredths: number }[]>`
    WITH terms AS (
      SELECT div(s.market_cap::numeric * s.price_cents * 1000000000000, b.base_price_cents) AS term,
             s.market_cap::numeric AS cap
      FROM stock s JOIN benchmark_base b ON b.stock_id = s.id
      WHERE s.market_cap > 0 AND b.base_price_cents > 0
    ), totals AS (
      SELECT sum(term) AS weighted, sum(cap) AS total_cap FROM terms
    )
    INSERT INTO benchmark_value (valued_at, level_hundredths)
    SELECT ${valuedAt},
           div(2 * 10000 * weighted + 1000000000000 * total_cap, 2 * 1000000000000 * total_cap)::int
    FROM totals WHERE total_cap > 0
    ON CONFLICT (valued_at) DO UPDATE SET level_hundredths = EXCLUDED.level_hundredths
    RETURNING level_hundredths`;
  return rows[0]?.level_hundredths ?? null;
}

/**
 * Every stock with its base price (premium ones too), in id order: what clubIndexHundredths
 * weighs (the refresh works the level out in SQL; the benchmark test checks both agree).
 */
export async function listIndexConstituents(db: DbOrTx): Promise<IndexConstituent[]> {
  const rows = await db.stock.findMany({
    select: {
      marketCap: true,
      priceCents: true,
      benchmarkBase: { select: { basePriceCents: true } },
    },
    orderBy: { id: 'asc' },
  });
  return rows.flatMap(({ marketCap, priceCents, benchmarkBase }) =>
    benchmarkBase ? [{ marketCap, priceCents, basePriceCents: benchmarkBase.basePriceCents }] : [],
  );
}

export interface BenchmarkValueRow {
  valued_at: Date;
  level_hundredths: number;
}

/**
 * The last level of each bucket (`bucketMs` since the epoch, as a portfolio's values are
 * bucketed) from `since` on, oldest first.
 */
export function listBenchmarkPerBucket(
  db: DbOrTx,
  bucketMs: number,
  since: Date,
): Promise<BenchmarkValueRow[]> {
  return db.$queryRaw<BenchmarkValueRow[]>`
    SELECT DISTINCT ON (bucket) valued_at, level_hundredths
    FROM (
      SELECT valued_at, level_hundredths,
             floor(extract(epoch FROM valued_at) * 1000 / ${bucketMs}::double precision) AS bucket
      FROM benchmark_value
      WHERE valued_at >= ${since}
    ) AS values_in_range
    ORDER BY bucket, valued_at DESC`;
}
