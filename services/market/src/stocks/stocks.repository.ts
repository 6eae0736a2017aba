import { sql, type Selectable } from 'kysely';
import type { Sql } from '../db.ts';
import type { Stock } from '../generated/kysely.ts';
import type { StockListing } from './stock-catalogue.ts';

export type StockRow = Selectable<Stock>;

/** The columns a stock is shown by beside a holding, a trade or an order (stocks.views.ts). */
export const stockRefColumns = [
  'id',
  'symbol',
  'name',
  'sector',
  'price_cents',
  'risk_factor',
] as const;

/** A stock as shown beside a holding, a trade or an order. */
export type StockRefRow = Pick<StockRow, (typeof stockRefColumns)[number]>;

/**
 * Lists a catalogue entry: a new stock starts at its listed price, a known one keeps its price and
 * gets the entry's name, sector, cap, risk and premium flag.
 */
export async function upsertStockListing(db: Sql, listing: StockListing, now: Date): Promise<void> {
  const details = {
    name: listing.name,
    sector: listing.sector,
    market_cap: BigInt(listing.marketCap),
    risk_factor: listing.riskFactor,
    exclusive: listing.exclusive,
  };
  await db
    .insertInto('stock')
    .values({
      symbol: listing.symbol,
      ...details,
      price_cents: listing.startingPriceCents,
      previous_price_cents: listing.startingPriceCents,
      price_updated_at: now,
    })
    .onConflict((conflict) => conflict.column('symbol').doUpdateSet(details))
    .execute();
}

/**
 * Holds the backfill's advisory lock until the transaction ends: one replica backfills at a time.
 * The lock's void is not selected, so the statement reads the same wherever it runs.
 */
export async function lockBackfill(db: Sql): Promise<void> {
  await sql`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('market.backfill'))`.execute(db);
}

/** Stocks with no stored price at all: listed since the last start. */
export function findStocksWithoutHistory(db: Sql) {
  return db
    .selectFrom('stock as s')
    .select(['s.id', 's.symbol', 's.price_cents', 's.risk_factor'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('price_point as p')
            .select('p.stock_id')
            .whereRef('p.stock_id', '=', 's.id'),
        ),
      ),
    )
    .execute();
}

/** A stock's price history in one statement. */
export async function insertPriceHistory(
  db: Sql,
  stockId: number,
  history: { at: Date; priceCents: number }[],
): Promise<void> {
  await sql`
    INSERT INTO price_point (stock_id, at, price_cents)
    SELECT ${stockId}::int, at, price
    FROM unnest(${history.map((point) => point.at)}::timestamptz[],
                ${history.map((point) => point.priceCents)}::int[]) AS u(at, price)`.execute(db);
}

export async function setPreviousPrice(
  db: Sql,
  stockId: number,
  previousPriceCents: number,
  priceUpdatedAt: Date,
): Promise<void> {
  await db
    .updateTable('stock')
    .set({ previous_price_cents: previousPriceCents, price_updated_at: priceUpdatedAt })
    .where('id', '=', stockId)
    .execute();
}

export function listStockRows(db: Sql): Promise<StockRow[]> {
  return db.selectFrom('stock').selectAll().orderBy('symbol').execute();
}

export function findStock(db: Sql, id: number): Promise<StockRow | undefined> {
  return db.selectFrom('stock').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The symbol and sector of every stock: what a contest's allowed stocks may name. */
export function listSymbolsAndSectors(db: Sql) {
  return db.selectFrom('stock').select(['symbol', 'sector']).execute();
}

/** How many stocks are listed and the newest refresh of any of them. */
export async function countStocksAndLastUpdate(
  db: Sql,
): Promise<{ count: number; lastUpdatedAt: Date | null }> {
  const row = await db
    .selectFrom('stock')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('count'),
      eb.fn.max('price_updated_at').as('last_updated_at'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastUpdatedAt: row.last_updated_at };
}

/** OHLC of a stock's stored prices per hour or day since a time, oldest first. */
export function listCandleRows(db: Sql, stockId: number, bucket: 'hour' | 'day', since: Date) {
  return db
    .selectFrom('price_point')
    .select([
      sql<Date>`date_trunc(${bucket}, at)`.as('bucket'),
      sql<number>`(array_agg(price_cents ORDER BY at ASC))[1]`.as('open'),
      sql<number>`MAX(price_cents)`.as('high'),
      sql<number>`MIN(price_cents)`.as('low'),
      sql<number>`(array_agg(price_cents ORDER BY at DESC))[1]`.as('close'),
    ])
    .where('stock_id', '=', stockId)
    .where('at', '>', since)
    .groupBy('bucket')
    .orderBy('bucket')
    .execute();
}

/** One bucket of stored prices: its start and its open, high, low and close, in cents. */
export type CandleRow = Awaited<ReturnType<typeof listCandleRows>>[number];
