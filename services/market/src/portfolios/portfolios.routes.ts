import type { marketRoutes } from '@fc/contracts/routes/market';
import { idempotentAnswer, type RouteHandlers } from '@fc/service-kit/register-routes';
import type { MarketDeps } from '../deps.ts';
import { getInvestmentLeaderboardFor } from '../leaderboard/leaderboard.service.ts';
import { setCash } from './admin-cash.service.ts';
import {
  getPerformance,
  getPortfolioOfUser,
  getRisk,
  listHoldings,
  portfolioForCaller,
} from './portfolio.service.ts';
import { executeTrade, listTransactions } from './trades.service.ts';

export function portfolioHandlers(deps: MarketDeps) {
  const startingCash = deps.config.STARTING_CASH_CENTS;
  return {
    getPortfolioOfUser: ({ params }) => getPortfolioOfUser(deps.db, params.userId, startingCash),
    listHoldings: async ({ params, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return listHoldings(deps.db, portfolio.id);
    },
    listTransactions: async ({ params, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return listTransactions(deps.db, portfolio.id);
    },
    getPerformance: async ({ params, query, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return getPerformance(deps.db, portfolio, query.range);
    },
    getRisk: async ({ params, query, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return getRisk(deps.db, portfolio, query.range);
    },
    trade: async ({ params, body, session, idempotencyKey }, _req, res) =>
      idempotentAnswer(res, await executeTrade(deps.db, params.id, session, body, idempotencyKey)),
    getInvestmentLeaderboard: ({ query }) => getInvestmentLeaderboardFor(deps.db, query),
    setCash: ({ params, body, session }) =>
      setCash(
        deps.db,
        { userId: params.id, amountCents: body.amountCents, adminId: session.userId },
        startingCash,
      ),
  } satisfies Partial<RouteHandlers<typeof marketRoutes>>;
}
