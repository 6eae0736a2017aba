import type { Express } from 'express';
import { marketRoutes } from '@fc/contracts/routes/market';
import { createService } from '@fc/service-kit/app';
import { registerRoutes } from '@fc/service-kit/register-routes';
import { contestHandlers } from './contests/contests.routes.ts';
import type { MarketDeps } from './deps.ts';
import { depositHandlers } from './deposits/deposits.routes.ts';
import { orderHandlers } from './orders/orders.routes.ts';
import { portfolioHandlers } from './portfolios/portfolios.routes.ts';
import { stockHandlers } from './stocks/stocks.routes.ts';

/** The market service's HTTP API: the routes declared in packages/contracts/src/routes/market.ts. */
export function createApp(deps: MarketDeps): Express {
  const routes = registerRoutes(marketRoutes, {
    ...stockHandlers(deps),
    ...portfolioHandlers(deps),
    ...orderHandlers(deps),
    ...depositHandlers(deps),
    ...contestHandlers(deps),
  });
  return createService({ ...deps, name: 'market' }, routes);
}
