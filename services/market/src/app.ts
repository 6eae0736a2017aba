import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import { contestRoutes } from './contests/contests.routes.ts';
import type { MarketDeps } from './deps.ts';
import { depositRoutes } from './deposits/deposits.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { portfolioRoutes } from './portfolios/portfolios.routes.ts';
import { stockRoutes } from './stocks/stocks.routes.ts';

/** The market service's HTTP API: stocks, candles, portfolios, trades, the investment leaderboard. */
export function createApp(deps: MarketDeps): Express {
  const routes = Router();
  routes.use(
    stockRoutes(deps),
    portfolioRoutes(deps),
    orderRoutes(deps),
    depositRoutes(deps),
    contestRoutes(deps),
  );
  return createService({ ...deps, name: 'market' }, routes);
}
