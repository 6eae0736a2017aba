import {
  CLUB_INDEX_DESCRIPTION,
  CLUB_INDEX_NAME,
  type Benchmark,
  type PerformanceRange,
} from '@fc/contracts/market';
import type { Sql } from '../db.ts';
import { performanceWindow } from '../portfolios/portfolio.service.ts';
import { percentOf } from '../shared/money.ts';
import {
  insertMissingBases,
  listBenchmarkPerBucket,
  recordLevelAtCurrentPrices,
  type IndexConstituent,
} from './benchmark.repository.ts';

/**
 * The club index: every stock of the catalogue, premium ones too, weighted by market
 * value. With marketCap_i in whole dollars, price_i the stock's price now and basePrice_i its
 * price when the index started (or when the stock joined it, at the first refresh after it was
 * listed; benchmark_base):
 *
 *   level = 100 × Σ(marketCap_i × price_i / basePrice_i) / Σ marketCap_i
 *
 * so the index starts at 100.00 and moves as the catalogue's market value does. It is kept as
 * an integer number of hundredths (10000 = 100.00), worked out in integers (BigInt): each term
 * marketCap_i × price_i / basePrice_i is taken with SCALE (10^12) more digits and cut there, so
 * the sum's error is below one in 10^12 of the smallest weight, far below the hundredth the
 * result is rounded to (half up). Answers null with no weight to average over.
 *
 * A stock that joins later enters at its price then (its ratio is 1): the level does not jump
 * for its price, but its weight pulls the average towards 100 a little. The catalogue is fixed
 * in practice (content/stocks.yaml), so the index keeps no divisor to chain that away.
 */
export function clubIndexHundredths(constituents: readonly IndexConstituent[]): number | null {
  const SCALE = 10n ** 12n;
  let weighted = 0n;
  let totalCap = 0n;
  for (const { marketCap, priceCents, basePriceCents } of constituents) {
    if (marketCap <= 0n || basePriceCents <= 0) continue;
    weighted += (marketCap * BigInt(priceCents) * SCALE) / BigInt(basePriceCents);
    totalCap += marketCap;
  }
  if (totalCap === 0n) return null;
  const numerator = 10_000n * weighted;
  const denominator = SCALE * totalCap;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * At a price refresh, inside its transaction and after the new prices are stored: the stocks
 * without a base get one, and the index's level at the new prices is recorded at the refresh's
 * time (once per refresh). Answers the level in hundredths, or null when nothing was recorded.
 */
export async function recordBenchmark(db: Sql, valuedAt: Date): Promise<number | null> {
  await insertMissingBases(db);
  // In the database (the same arithmetic as clubIndexHundredths): reading 10,000 stocks into
  // JavaScript to sum them took most of this step's time (docs/performance.md).
  return recordLevelAtCurrentPrices(db, valuedAt);
}

/**
 * GET /api/benchmark: the index over a range, in the performance chart's windows and buckets
 * (the last level of each hour, day or week), oldest first. Prices change only at a refresh, so
 * the last level is the index now. The return compares the last level with the first.
 */
export async function getBenchmark(
  db: Sql,
  range: PerformanceRange,
  now = new Date(),
): Promise<Benchmark> {
  const { bucketMs, since } = performanceWindow(range, now);
  const rows = await listBenchmarkPerBucket(db, bucketMs, since);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    name: CLUB_INDEX_NAME,
    description: CLUB_INDEX_DESCRIPTION,
    points: rows.map((row) => ({
      valuedAt: row.valued_at.toISOString(),
      level: row.level_hundredths / 100,
    })),
    returnPercentHundredths:
      first && last && rows.length >= 2
        ? percentOf(last.level_hundredths - first.level_hundredths, first.level_hundredths)
        : 0,
  };
}
