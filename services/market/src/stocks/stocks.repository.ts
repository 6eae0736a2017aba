import type { Db, Tx } from '../db.ts';
import type { Stock } from '../generated/prisma/client.ts';
import type { StockListing } from './stock-catalogue.ts';

export type StockRow = Stock;

/** One bucket of stored prices: its start and its open, high, low and close, in cents. */
export interface CandleRow {
  bucket: Date;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Lists a catalogue entry: a new stock starts at its listed price, a known one keeps its price and
 * gets the entry's name, sector, cap, risk and premium flag.
 */
export async function upsertStockListing(db: Db, listing: StockListing, now: Date): Promise<void> {
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

/** Holds the backfill's advisory lock until the transaction ends: one replica backfills at a time. */
export async function lockBackfill(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('market.backfill'))`;
}

/** Stocks with no stored price at all: listed since the last start. */
export function findStocksWithoutHistory(
  tx: Tx,
): Promise<{ id: number; symbol: string; price_cents: number; risk_factor: number }[]> {
  return tx.$queryRaw`
    SELECT s.id, s.symbol, s.price_cents, s.risk_factor FROM stock s
    WHERE NOT EXISTS (SELECT 1 FROM price_point p WHERE p.stock_id = s.id)`;
}

/** A stock's price history in one statement. */
export async function insertPriceHistory(
  tx: Tx,
  stockId: number,
  history: { at: Date; priceCents: number }[],
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO price_point (stock_id, at, price_cents)
    SELECT ${stockId}, at, price FROM unnest(${history.map((point) => point.at)}::timestamptz[],
                                             ${history.map((point) => point.priceCents)}::int[]) AS u(at, price)`;
}

export async function setPreviousPrice(
  tx: Tx,
  stockId: number,
  previousPriceCents: number,
  priceUpdatedAt: Date,
): Promise<void> {
  await tx.stock.update({
    where: { id: stockId },
    data: { previousPriceCents, priceUpdatedAt },
  });
}

export function listStockRows(db: Db): Promise<StockRow[]> {
  return db.stock.findMany({ orderBy: { symbol: 'asc' } });
}

export function findStock(db: Db, id: number): Promise<StockRow | null> {
  return db.stock.findUnique({ where: { id } });
}

/** How many stocks are listed and the newest refresh of any of them. */
export async function countStocksAndLastUpdate(
  db: Db,
): Promise<{ count: number; lastUpdatedAt: Date | null }> {
  const result = await db.stock.aggregate({ _count: true, _max: { priceUpdatedAt: true } });
  return { count: result._count, lastUpdatedAt: result._max.priceUpdatedAt };
}

/** OHLC of a stock's stored prices per hour or day since a time, oldest first. */
export function listCandleRows(
  db: Db,
  stockId: number,
  bucket: 'hour' | 'day',
  since: Date,
): Promise<CandleRow[]> {
  return db.$queryRaw<CandleRow[]>`
    SELECT date_trunc(${bucket}, at) AS bucket,
           (array_agg(price_cents ORDER BY at ASC))[1] AS open,
           MAX(price_cents) AS high,
           MIN(price_cents) AS low,
           (array_agg(price_cents ORDER BY at DESC))[1] AS close
    FROM price_point
    WHERE stock_id = ${stockId} AND at > ${since}
    GROUP BY bucket
    ORDER BY bucket ASC`;
}
