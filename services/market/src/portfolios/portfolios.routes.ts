import { Router } from 'express';
import { z } from 'zod';
import {
  adminCashRequestSchema,
  performanceRangeSchema,
  tradeRequestSchema,
} from '@fc/contracts/market';
import { IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { idempotencyKeyOf } from '@fc/service-kit/idempotency';
import { requireAuth, requireRole, requireSelfOrAdmin, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { MarketDeps } from '../deps.ts';
import { setCash } from './admin-cash.service.ts';
import {
  getInvestmentLeaderboard,
  getPerformance,
  getPortfolioOfUser,
  listHoldings,
  listTransactions,
  portfolioForCaller,
} from './portfolio.service.ts';
import { executeTrade } from './trades.service.ts';

const performanceQuerySchema = z.object({ range: performanceRangeSchema.default('1W') });

export function portfolioRoutes(deps: MarketDeps): Router {
  const router = Router();
  const startingCash = deps.config.STARTING_CASH_CENTS;

  router.get('/api/users/:userId/portfolio', requireSelfOrAdmin('userId'), async (req, res) => {
    res.json(await getPortfolioOfUser(deps.prisma, idParam(req, 'userId'), startingCash));
  });
  router.get('/api/portfolios/:id/holdings', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    res.json(await listHoldings(deps.prisma, portfolio.id));
  });
  router.get('/api/portfolios/:id/transactions', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    res.json(await listTransactions(deps.prisma, portfolio.id));
  });
  router.get('/api/portfolios/:id/performance', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    const { range } = parse(performanceQuerySchema, req.query);
    res.json(await getPerformance(deps.prisma, portfolio, range));
  });
  router.post('/api/portfolios/:id/trade', requireAuth, async (req, res) => {
    const portfolioId = idParam(req, 'id');
    const request = parse(tradeRequestSchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const answer = await executeTrade(
      deps.prisma,
      portfolioId,
      sessionOf(req),
      request,
      idempotencyKey,
    );
    if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(answer.status).json(answer.body);
  });
  router.get('/api/investment-leaderboard', requireAuth, async (_req, res) => {
    res.json(await getInvestmentLeaderboard(deps.prisma));
  });
  router.post('/api/admin/users/:id/cash', requireRole('admin'), async (req, res) => {
    const userId = idParam(req, 'id');
    const { amountCents } = parse(adminCashRequestSchema, req.body);
    const change = { userId, amountCents, adminId: sessionOf(req).userId };
    res.json(await setCash(deps.prisma, change, startingCash));
  });
  return router;
}
