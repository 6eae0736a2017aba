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
  await tx.$executeRaw`
    INSERT INTO benchmark_base (stock_id, base_price_cents)
    SELECT id, price_cents FROM stock
    ON CONFLICT (stock_id) DO NOTHING`;
}

/** Every stock with its base price (premium ones too), in id order. */
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

/** The index's level at a refresh's time; a second refresh at the very same time replaces it. */
export async function upsertBenchmarkValue(
  tx: Tx,
  valuedAt: Date,
  levelHundredths: number,
): Promise<void> {
  await tx.benchmarkValue.upsert({
    where: { valuedAt },
    create: { valuedAt, levelHundredths },
    update: { levelHundredths },
  });
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
