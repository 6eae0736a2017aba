import { sql } from 'kysely';
import type { DbOrTx, Sql } from '../db.ts';

/**
 * Takes the price refresh lock for the rest of the transaction, if no other transaction (of any
 * replica) holds it; answers whether it did. Released by the commit or the rollback, also when
 * the connection is lost.
 */
export async function tryLockPriceRefresh(db: Sql): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtext('market.price-refresh')) AS locked`.execute(db);
  return rows[0]?.locked === true;
}

/** When prices last changed (the newest price time of any stock), or null with no stocks. */
export async function readLastPriceUpdate(db: DbOrTx): Promise<Date | null> {
  const result = await db.stock.aggregate({ _max: { priceUpdatedAt: true } });
  return result._max.priceUpdatedAt;
}

/** When the stock priced longest ago got its price, or null with no stocks. */
export async function readOldestPriceUpdate(db: DbOrTx): Promise<Date | null> {
  const result = await db.stock.aggregate({ _min: { priceUpdatedAt: true } });
  return result._min.priceUpdatedAt;
}

/** Every stock as a price provider needs it, in id order. */
export function listStocksToPrice(db: Sql) {
  return db
    .selectFrom('stock')
    .select(['id', 'symbol', 'price_cents', 'risk_factor', 'price_updated_at'])
    .orderBy('id')
    .execute();
}

/**
 * New current prices (the old ones become the previous prices) and the same prices as history
 * at one time: `prices[i]` is the price of the stock `ids[i]`. A stock has one price per
 * instant: a second refresh at the very same time replaces the history's price too.
 */
export async function storePrices(
  db: Sql,
  ids: number[],
  prices: number[],
  at: Date,
): Promise<void> {
  // One statement: the history rows are the updated rows (one round trip, the arrays sent once).
  await sql`
    WITH updated AS (
      UPDATE stock SET previous_price_cents = stock.price_cents, price_cents = u.price,
                       price_updated_at = ${at}::timestamptz
      FROM unnest(${ids}::int[], ${prices}::int[]) AS u(id, price)
      WHERE stock.id = u.id
      RETURNING stock.id, stock.price_cents
    )
    INSERT INTO price_point (stock_id, at, price_cents)
    SELECT id, ${at}::timestamptz, price_cents FROM updated
    ON CONFLICT (stock_id, at) DO UPDATE SET price_cents = EXCLUDED.price_cents`.execute(db);
}
