import { Router } from 'express';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam } from '@fc/service-kit/validation';
import type { MarketDeps } from '../deps.ts';
import { portfolioForCaller } from '../portfolios/portfolio.service.ts';
import { getRecurringDeposit } from './deposits.service.ts';

/** Issue #22: the monthly deposit from a budget plan that a portfolio receives (own or admin). */
export function depositRoutes(deps: MarketDeps): Router {
  const router = Router();
  router.get('/api/portfolios/:id/recurring-deposit', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    res.json(await getRecurringDeposit(deps.prisma, portfolio.userId));
  });
  return router;
}
