import type { Queue } from 'bullmq';
import type {
  Candle,
  CandleInterval,
  Stock,
  StockStatus,
  StockUpdateResult,
  StockUpdateStatus,
} from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import type { Sql } from '../db.ts';
import {
  refreshJobState,
  refreshStatus,
  requestRefresh,
  type RefreshJobState,
} from '../prices/price-refresh.queue.ts';
import { simulateHistory } from '../prices/simulated-provider.ts';
import { stocksFile } from '../config.ts';
import { loadStockCatalogue, type StockListing } from './stock-catalogue.ts';
import {
  countStocksAndLastUpdate,
  findStock,
  findStocksWithoutHistory,
  insertPriceHistory,
  listCandleRows,
  listStockRows,
  lockBackfill,
  setPreviousPrice,
  upsertStockListing,
} from './stocks.repository.ts';
import { toCandle, toStock } from './stocks.views.ts';
import type { UpdateCooldownStore } from './update-cooldown.store.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** docs/product.md section 9: candles cover 24 hours (hourly) or 30 days (daily). */
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
  db: Sql,
  listings: StockListing[],
  now = new Date(),
): Promise<void> {
  for (const listing of listings) {
    await upsertStockListing(db, listing, now);
  }
}

/**
 * The catalogue listed and every listed stock's history backfilled: what must be true before
 * anything prices the stocks. The service and the price worker both do it as they start (each
 * step idempotent, the backfill under an advisory lock), so whichever starts first lists and
 * backfills, and the worker never refreshes a stock that has no history yet. (It did: on a fresh
 * `npm start` where the worker came up first, its refresh gave every stock one price point, the
 * backfill then saw history everywhere, and the charts had one candle.) Answers how many stocks
 * were backfilled.
 */
export async function prepareStocks(db: Sql, seed: string): Promise<number> {
  await seedStocks(db, loadStockCatalogue(stocksFile));
  return backfillHistory(db, seed);
}

/**
 * Stocks without any price history get 31 days of simulated 15-minute prices ending at their
 * current price, so the charts are full from the first day. Runs under an advisory lock, so
 * several replicas starting together backfill once.
 */
export async function backfillHistory(db: Sql, seed: string, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockBackfill(trx);
    const bare = await findStocksWithoutHistory(trx);
    for (const stock of bare) {
      const history = simulateHistory(
        { symbol: stock.symbol, priceCents: stock.price_cents, riskFactor: stock.risk_factor },
        { end: now, stepMs: BACKFILL_STEP_MS, count: BACKFILL_POINTS, seed },
      );
      await insertPriceHistory(trx, stock.id, history);
      const previous = history.at(-2)?.priceCents ?? stock.price_cents;
      await setPreviousPrice(trx, stock.id, previous, now);
    }
    return bare.length;
  });
}

export async function listStocks(db: Sql): Promise<Stock[]> {
  return (await listStockRows(db)).map(toStock);
}

/** How many stocks, when prices last changed (the newest refresh of any stock), what comes next. */
export async function getStockStatus(
  db: Sql,
  refreshQueue: Queue,
  providerName: string,
): Promise<StockStatus> {
  const [{ count, lastUpdatedAt }, queue] = await Promise.all([
    countStocksAndLastUpdate(db),
    refreshStatus(refreshQueue),
  ]);
  return {
    stockCount: count,
    lastUpdatedAt: lastUpdatedAt?.toISOString() ?? null,
    nextUpdateAt: queue.nextUpdateAt?.toISOString() ?? null,
    isUpdating: queue.isUpdating,
    provider: providerName,
  };
}

/**
 * "Update Now": queues a price refresh unless one is already waiting or running. One request per
 * user per cooldown (none when the cooldown is 0 seconds).
 */
export async function requestPriceUpdate(
  update: { cooldowns: UpdateCooldownStore; cooldownSeconds: number; refreshQueue: Queue },
  userId: number,
): Promise<StockUpdateResult> {
  if (update.cooldownSeconds > 0) {
    const isFirst = await update.cooldowns.tryStart(userId, update.cooldownSeconds);
    if (!isFirst) {
      throw httpErrors.tooManyRequests(
        'Prices were updated a moment ago. Please wait a minute before updating again.',
      );
    }
  }
  const { queued, jobId } = await requestRefresh(update.refreshQueue, userId);
  return {
    queued,
    jobId,
    message: queued
      ? 'Prices are being refreshed.'
      : 'A refresh is already running; prices will update in a moment.',
  };
}

const updateMessages: Record<RefreshJobState, string> = {
  waiting: 'The price refresh is waiting for its turn.',
  running: 'Prices are being refreshed.',
  completed: 'Prices are up to date.',
  failed: 'The price source did not answer, so the last prices stay. Please try again later.',
};

/**
 * How an "Update Now" refresh is going, for whoever asked for it (or was given the same job):
 * waiting, running, completed (the refresh and the portfolio values are stored) or failed. The
 * state lives in Redis, so any replica answers. `lastUpdatedAt` is the time the prices carry now.
 */
export async function getPriceUpdate(
  db: Sql,
  refreshQueue: Queue,
  jobId: string,
): Promise<StockUpdateStatus> {
  const state = await refreshJobState(refreshQueue, jobId);
  if (!state) {
    throw httpErrors.notFound(
      'That price update is not known: it may have finished a long time ago',
      'UPDATE_NOT_FOUND',
    );
  }
  const { lastUpdatedAt } = await countStocksAndLastUpdate(db);
  return {
    jobId,
    state,
    lastUpdatedAt: lastUpdatedAt?.toISOString() ?? null,
    message: updateMessages[state],
  };
}

/** OHLC candles from the stored prices: hourly for 24 hours or daily for 30 days, oldest first. */
export async function getCandles(
  db: Sql,
  stockId: number,
  interval: CandleInterval,
  now = new Date(),
): Promise<Candle[]> {
  if (!(await findStock(db, stockId))) {
    throw httpErrors.notFound('That stock is not listed', 'STOCK_NOT_FOUND');
  }
  const window = CANDLE_WINDOWS[interval];
  const since = new Date(now.getTime() - window.count * window.ms);
  const rows = await listCandleRows(db, stockId, window.bucket, since);
  return rows.slice(-window.count).map(toCandle);
}
