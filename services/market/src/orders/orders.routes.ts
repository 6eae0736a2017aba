import type { marketRoutes } from '@fc/contracts/routes/market';
import { idempotentAnswer, type RouteHandlers } from '@fc/service-kit/register-routes';
import type { MarketDeps } from '../deps.ts';
import { portfolioForCaller } from '../portfolios/portfolio.service.ts';
import { cancelOrder, listOrders, placeOrder } from './orders.service.ts';

/** Limit and stop orders: place, list, cancel. The price worker fills them. */
export function orderHandlers(deps: MarketDeps) {
  return {
    listOrders: async ({ params, session }) => {
      const portfolio = await portfolioForCaller(deps.db, params.id, session);
      return listOrders(deps.db, portfolio.id);
    },
    placeOrder: async ({ params, body, session, idempotencyKey }, _req, res) =>
      idempotentAnswer(
        res,
        await placeOrder(
          deps.db,
          params.id,
          session,
          body,
          deps.config.CLUB_TIMEZONE,
          idempotencyKey,
        ),
      ),
    cancelOrder: async ({ params, session }) => {
      // Only the owner cancels, an admin included (as only the owner trades): another user's
      // portfolio is answered like a missing one.
      const portfolio = await portfolioForCaller(deps.db, params.id, {
        userId: session.userId,
        role: 'student',
      });
      return cancelOrder(deps.db, portfolio.id, params.orderId);
    },
  } satisfies Partial<RouteHandlers<typeof marketRoutes>>;
}
