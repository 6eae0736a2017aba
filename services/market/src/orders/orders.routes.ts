import { Router } from 'express';
import { IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { orderRequestSchema } from '@fc/contracts/orders';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idempotencyKeyOf } from '@fc/service-kit/idempotency';
import { idParam, parse } from '@fc/service-kit/validation';
import type { MarketDeps } from '../deps.ts';
import { portfolioForCaller } from '../portfolios/portfolio.service.ts';
import { cancelOrder, listOrders, placeOrder } from './orders.service.ts';

/** Limit and stop orders (issue #22): place, list, cancel. The price worker fills them. */
export function orderRoutes(deps: MarketDeps): Router {
  const router = Router();

  router.get('/api/portfolios/:id/orders', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    res.json(await listOrders(deps.prisma, portfolio.id));
  });
  router.post('/api/portfolios/:id/orders', requireAuth, async (req, res) => {
    const portfolioId = idParam(req, 'id');
    const request = parse(orderRequestSchema, req.body);
    const answer = await placeOrder(
      deps.prisma,
      portfolioId,
      sessionOf(req),
      request,
      deps.config.CLUB_TIMEZONE,
      idempotencyKeyOf(req),
    );
    if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(answer.status).json(answer.body);
  });
  router.delete('/api/portfolios/:id/orders/:orderId', requireAuth, async (req, res) => {
    // Only the owner cancels, an admin included (as only the owner trades): another user's
    // portfolio is answered like a missing one.
    const { userId } = sessionOf(req);
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), {
      userId,
      role: 'student',
    });
    const orderId = idParam(req, 'orderId');
    res.json(await cancelOrder(deps.prisma, portfolio.id, orderId));
  });
  return router;
}
