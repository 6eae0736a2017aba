import { publishEvent } from '@fc/service-kit/events/publish';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '@fc/service-kit/logger';
import { metrics } from '@fc/service-kit/metrics';
import { sqlIn, type Db } from '../db.ts';
import { fillCrossingOrders, type FillResult } from '../orders/orders.service.ts';
import { valueAllPortfolios } from '../portfolios/portfolio.service.ts';
import { isPriceCents } from '../shared/money.ts';
import { recordBenchmark } from './benchmark.ts';
import type { PriceProvider } from './price-provider.ts';
import {
  listStocksToPrice,
  readLastPriceUpdate,
  readOldestPriceUpdate,
  storePrices,
  tryLockPriceRefresh,
} from './prices.repository.ts';

export interface RefreshResult {
  refreshed: number;
  valuedPortfolios: number;
  /** Limit and stop orders the new prices crossed, filled or refused (src/orders). */
  orders?: FillResult;
  at: string;
  /** How long valuing every portfolio took, in ms (the rest of the refresh is the prices'). */
  valuationMs?: number;
  /**
   * Nothing was refreshed: another refresh (another worker replica) was under way and this one
   * waited for it, or the simulated market's prices have reached the current slot already. `at`
   * is the time the prices carry.
   */
  isSkipped?: boolean;
}

/**
 * A refresh holds its transaction this long at most: a paced provider takes about 80 s for the
 * listed stocks (finnhub-provider.ts); past this the transaction rolls back.
 */
export const REFRESH_TRANSACTION_TIMEOUT_MS = 5 * 60_000;

/** While another replica's refresh holds the lock, this one looks again this often. */
export const REFRESH_LOCK_POLL_MS = 500;

/**
 * One refresh: new prices for every stock from the provider, stored as the current price and as
 * history, the open limit and stop orders they cross filled (src/orders), the club index's level
 * at them recorded (benchmark.ts), then every portfolio valued at the new prices (for the performance chart) and
 * portfolio.valued published for those that trade. All in one transaction, which first takes a
 * lock every replica shares, and reads the prices the provider moves from inside it.
 *
 * With a slotted provider (the simulator) a refresh in a slot that every price has reached does
 * nothing: the scheduled refresh and any number of "Update Now"s move the market once per slot,
 * to the same prices, and fill orders and value portfolios once per slot.
 *
 * A scheduled refresh and an "Update Now" never overlap: the second finds the lock taken and waits
 * for the first to finish, then skips (the prices were just refreshed; the result says when), so
 * that its job completes only once fresh prices are stored ("Update Now" follows its job). Only
 * when the first stored nothing (it failed) does the second refresh after all.
 *
 * A failing provider or an aborted `signal` (the worker shutting down) throws and the transaction
 * rolls back, so the last prices stay.
 */
export async function refreshPrices(
  db: Db,
  provider: PriceProvider,
  logger: Logger,
  now = new Date(),
  signal?: AbortSignal,
): Promise<RefreshResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await refreshOnce(db, provider, logger, now, signal);
    metrics.priceRefresh(seconds(), result.isSkipped ? 'skipped' : 'ok');
    return result;
  } catch (error) {
    metrics.priceRefresh(seconds(), 'failed');
    throw error;
  }
}

async function refreshOnce(
  db: Db,
  provider: PriceProvider,
  logger: Logger,
  now: Date,
  signal: AbortSignal | undefined,
): Promise<RefreshResult> {
  const before = (await readLastPriceUpdate(db))?.getTime() ?? null;
  const first = await refreshInTransaction(db, provider, logger, now, signal, undefined);
  if (first !== 'busy') return first;
  logger.info('another price refresh is under way: this one waits for it');
  // The other refresh's transaction ends within its timeout; a little longer covers the wait.
  const deadline = Date.now() + REFRESH_TRANSACTION_TIMEOUT_MS + 30_000;
  while (Date.now() < deadline) {
    await delay(REFRESH_LOCK_POLL_MS, undefined, { signal });
    // Should the other refresh have failed, this one stores prices of the time it runs.
    const result = await refreshInTransaction(db, provider, logger, new Date(), signal, before);
    if (result !== 'busy') return result;
  }
  throw new Error('another price refresh held the lock for too long');
}

/**
 * The refresh under the lock, or 'busy' while another transaction holds it. With `unlessChangedFrom`
 * (the last price time seen before waiting) a refresh that finds the prices changed since skips.
 * A Prisma transaction for its timeout (REFRESH_TRANSACTION_TIMEOUT_MS), which Kysely's have not;
 * its statements are Kysely's, run inside it (sqlIn).
 */
function refreshInTransaction(
  db: Db,
  provider: PriceProvider,
  logger: Logger,
  now: Date,
  signal: AbortSignal | undefined,
  unlessChangedFrom: number | null | undefined,
): Promise<RefreshResult | 'busy'> {
  return db.$transaction(
    async (tx) => {
      const sql = sqlIn(tx);
      if (!(await tryLockPriceRefresh(sql))) return 'busy';
      if (unlessChangedFrom !== undefined) {
        const last = await readLastPriceUpdate(tx);
        if (last && last.getTime() !== unlessChangedFrom) {
          logger.info('the price refresh under way has finished: this one is skipped');
          return { refreshed: 0, valuedPortfolios: 0, at: last.toISOString(), isSkipped: true };
        }
      }
      if (provider.slotStart) {
        const oldest = await readOldestPriceUpdate(tx);
        if (oldest && oldest >= provider.slotStart(now)) {
          const last = (await readLastPriceUpdate(tx)) ?? oldest;
          logger.info('the prices have reached the current slot: this refresh is skipped');
          return { refreshed: 0, valuedPortfolios: 0, at: last.toISOString(), isSkipped: true };
        }
      }
      const stocks = await listStocksToPrice(sql);
      if (stocks.length === 0) return { refreshed: 0, valuedPortfolios: 0, at: now.toISOString() };
      const prices = await provider.fetchPrices(
        stocks.map((stock) => ({
          symbol: stock.symbol,
          priceCents: stock.price_cents,
          riskFactor: stock.risk_factor,
          pricedAt: stock.price_updated_at,
        })),
        now,
        signal,
      );
      signal?.throwIfAborted();
      const ids = stocks.map((stock) => stock.id);
      const newPrices = stocks.map((stock) => {
        const price = prices.get(stock.symbol);
        // The providers promise a complete set; this is the last guard before the database.
        if (price === undefined || !isPriceCents(price)) {
          throw new Error(`${provider.name} gave no usable price for ${stock.symbol}`);
        }
        return price;
      });
      await storePrices(sql, ids, newPrices, now);
      // Limit and stop orders the new prices cross fill at them, before the portfolios are valued.
      const orders = await fillCrossingOrders(sql, now);
      // The club index at the new prices, tracked at every refresh (benchmark.ts).
      await recordBenchmark(sql, now);
      const valuationStarted = performance.now();
      const valued = await valueAllPortfolios(sql, now);
      const valuationMs = performance.now() - valuationStarted;
      // Open pages hear of the new prices on the live stream once this commits (docs/live-updates.md).
      await publishEvent(sql, 'prices.refreshed', {
        stocks: ids.length,
        refreshedAt: now.toISOString(),
      });
      signal?.throwIfAborted();
      logger.info(
        {
          provider: provider.name,
          stocks: ids.length,
          portfolios: valued,
          orders,
          valuationMs: Math.round(valuationMs),
        },
        'prices refreshed',
      );
      return {
        refreshed: ids.length,
        valuedPortfolios: valued,
        orders,
        at: now.toISOString(),
        valuationMs,
      };
    },
    { timeout: REFRESH_TRANSACTION_TIMEOUT_MS },
  );
}
