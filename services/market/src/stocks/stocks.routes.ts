import type { marketRoutes } from '@fc/contracts/routes/market';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { MarketDeps } from '../deps.ts';
import { getBenchmark } from '../prices/benchmark.ts';
import {
  getCandles,
  getPriceUpdate,
  getStockStatus,
  listStocks,
  requestPriceUpdate,
} from './stocks.service.ts';

/**
 * Stocks, their status, candles and the club index are public (guests browse them); Update Now
 * and following its refresh need a user.
 */
export function stockHandlers(deps: MarketDeps) {
  const update = {
    cooldowns: deps.updateCooldowns,
    cooldownSeconds: deps.config.UPDATE_NOW_COOLDOWN_SECONDS,
    refreshQueue: deps.refreshQueue,
  };
  return {
    listStocks: () => listStocks(deps.db),
    getStockStatus: () => getStockStatus(deps.db, deps.refreshQueue, deps.providerName),
    requestPriceUpdate: ({ session }) => requestPriceUpdate(update, session.userId),
    getPriceUpdate: ({ params }) => getPriceUpdate(deps.db, deps.refreshQueue, params.jobId),
    getBenchmark: ({ query }) => getBenchmark(deps.db, query.range),
    getCandles: ({ params, query }) => getCandles(deps.db, params.id, query.interval),
  } satisfies Partial<RouteHandlers<typeof marketRoutes>>;
}
