import type { Candle, CandleInterval, Stock } from '@fc/contracts/market';
import type { Db } from '../db.ts';
import { simulateHistory } from '../prices/simulated-provider.ts';
import type { StockListing } from './stock-catalogue.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** SPEC.md section 9: candles cover 24 hours (hourly) or 30 days (daily). */
const CANDLE_WINDOWS: Record<
  CandleInterval,
  { bucket: 'hour' | 'day'; count: number; ms: number }
> = {
  hour: { bucket: 'hour', count: 24, ms: HOUR_MS },
  day: { bucket: 'day', count: 30, ms: DAY_MS },
};
/** Backfill: a 15-minute price for the last 31 days, as a refresh would have written. */
export const BACKFILL_STEP_MS = 15 * 60 * 1000;
export const BACKFILL_POINTS = (31 * DAY_MS) / BACKFILL_STEP_MS;

/**
 * Lists the catalogue: new stocks start at their listed price, known ones keep their price and
 * get the catalogue's name, sector, cap, risk and premium flag. Idempotent.
 */
export async function seedStocks(
  db: Db,
  listings: StockListing[],
  now = new Date(),
): Promise<void> {
  for (const listing of listings) {
    const details = {
      name: listing.name,
      sector: listing.sector,
      marketCap: BigInt(listing.marketCap),
      riskFactor: listing.riskFactor,
      exclusive: listing.exclusive,
    };
    await db.stock.upsert({
      where: { symbol: listing.symbol },
      create: {
        symbol: listing.symbol,
        ...details,
        priceCents: listing.startingPriceCents,
        previousPriceCents: listing.startingPriceCents,
        priceUpdatedAt: now,
      },
      update: details,
    });
  }
}

/**
 * Stocks without any price history get 31 days of simulated 15-minute prices ending at their
 * current price, so the charts are full from the first day. Runs under an advisory lock, so
 * several replicas starting together backfill once.
 */
export async function backfillHistory(db: Db, seed: string, now = new Date()): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('market.backfill'))`;
      const bare = await tx.$queryRaw<
        { id: number; symbol: string; price_cents: number; risk_factor: number }[]
      >`
        SELECT s.id, s.symbol, s.price_cents, s.risk_factor FROM stock s
        WHERE NOT EXISTS (SELECT 1 FROM price_point p WHERE p.stock_id = s.id)`;
      for (const stock of bare) {
        const history = simulateHistory(
          { symbol: stock.symbol, priceCents: stock.price_cents, riskFactor: stock.risk_factor },
          { end: now, stepMs: BACKFILL_STEP_MS, count: BACKFILL_POINTS, seed },
        );
        await tx.$executeRaw`
          INSERT INTO price_point (stock_id, at, price_cents)
          SELECT ${stock.id}, at, price FROM unnest(${history.map((point) => point.at)}::timestamptz[],
                                                   ${history.map((point) => point.priceCents)}::int[]) AS u(at, price)`;
        const previous = history.at(-2)?.priceCents ?? stock.price_cents;
        await tx.stock.update({
          where: { id: stock.id },
          data: { previousPriceCents: previous, priceUpdatedAt: now },
        });
      }
      return bare.length;
    },
    { timeout: 120_000 },
  );
}

export function toStock(row: {
  id: number;
  symbol: string;
  name: string;
  sector: string;
  marketCap: bigint;
  riskFactor: number;
  exclusive: boolean;
  priceCents: number;
  previousPriceCents: number;
  priceUpdatedAt: Date;
}): Stock {
  const change = row.priceCents - row.previousPriceCents;
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    sector: row.sector,
    marketCap: Number(row.marketCap),
    currentPrice: row.priceCents,
    changePercent:
      row.previousPriceCents > 0 ? Math.round((change / row.previousPriceCents) * 10_000) : 0,
    riskFactor: row.riskFactor,
    exclusive: row.exclusive,
    priceUpdatedAt: row.priceUpdatedAt.toISOString(),
  };
}

export async function listStocks(db: Db): Promise<Stock[]> {
  const rows = await db.stock.findMany({ orderBy: { symbol: 'asc' } });
  return rows.map(toStock);
}

/** When prices last changed: the newest refresh of any stock. */
export async function lastPriceUpdate(
  db: Db,
): Promise<{ count: number; lastUpdatedAt: Date | null }> {
  const result = await db.stock.aggregate({ _count: true, _max: { priceUpdatedAt: true } });
  return { count: result._count, lastUpdatedAt: result._max.priceUpdatedAt };
}

/** OHLC candles from the stored prices: hourly for 24 hours or daily for 30 days, oldest first. */
export async function getCandles(
  db: Db,
  stockId: number,
  interval: CandleInterval,
  now = new Date(),
): Promise<Candle[]> {
  const window = CANDLE_WINDOWS[interval];
  const since = new Date(now.getTime() - window.count * window.ms);
  const rows = await db.$queryRaw<
    { bucket: Date; open: number; high: number; low: number; close: number }[]
  >`
    SELECT date_trunc(${window.bucket}, at) AS bucket,
           (array_agg(price_cents ORDER BY at ASC))[1] AS open,
           MAX(price_cents) AS high,
           MIN(price_cents) AS low,
           (array_agg(price_cents ORDER BY at DESC))[1] AS close
    FROM price_point
    WHERE stock_id = ${stockId} AND at > ${since}
    GROUP BY bucket
    ORDER BY bucket ASC`;
  return rows.slice(-window.count).map((row) => ({
    time: Math.floor(row.bucket.getTime() / 1000),
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
  }));
}
