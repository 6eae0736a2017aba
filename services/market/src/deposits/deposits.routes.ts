import type { marketRoutes } from '@fc/contracts/routes/market';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { MarketDeps } from '../deps.ts';
import { portfolioForCaller } from '../portfolios/portfolio.service.ts';
import { getRecurringDeposit } from './deposits.service.ts';

/** The monthly deposit from a budget plan that a portfolio receives (own or admin). */
export function depositHandlers(deps: MarketDeps) {
  return {
    getRecurringDeposit: async ({ params, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return getRecurringDeposit(deps.db, portfolio.user_id);
    },
  } satisfies Partial<RouteHandlers<typeof marketRoutes>>;
}
