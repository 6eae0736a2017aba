import { Router } from 'express';
import { z } from 'zod';
import {
  adminCashRequestSchema,
  performanceRangeSchema,
  riskRangeSchema,
  tradeRequestSchema,
  type Risk,
  type RiskRange,
} from '@fc/contracts/market';
import { IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { idempotencyKeyOf } from '@fc/service-kit/idempotency';
import { requireAuth, requireRole, requireSelfOrAdmin, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { Db } from '../db.ts';
import type { MarketDeps } from '../deps.ts';
import { getInvestmentLeaderboardFor } from '../leaderboard/leaderboard.service.ts';
import { setCash } from './admin-cash.service.ts';
import {
  getPerformance,
  getPortfolioOfUser,
  listHoldings,
  listTransactions,
  performanceWindow,
  portfolioForCaller,
  viewPortfolio,
} from './portfolio.service.ts';
import {
  listHoldingsWithStock,
  listValuesPerBucket,
  type PortfolioRow,
} from './portfolio.repository.ts';
import { riskOf } from './risk.ts';
import { executeTrade } from './trades.service.ts';

const performanceQuerySchema = z.object({ range: performanceRangeSchema.default('1W') });
const riskQuerySchema = z.object({ range: riskRangeSchema.default('1M') });
const DAY_MS = 24 * 60 * 60 * 1000;

/** The risk view over a range: holdings at the current prices, the last value of each day, and now. */
async function getRisk(
  db: Db,
  portfolio: PortfolioRow,
  range: RiskRange,
  now = new Date(),
): Promise<Risk> {
  const { since } = performanceWindow(range, now);
  const [holdings, rows, current] = await Promise.all([
    listHoldingsWithStock(db, portfolio.id),
    listValuesPerBucket(db, portfolio.id, DAY_MS, since),
    viewPortfolio(db, portfolio),
  ]);
  const values = rows.map((row) => ({
    valuedAt: row.valued_at,
    totalValue: Number(row.total_value_cents),
    totalReturn: Number(row.total_value_cents - row.invested_cents),
  }));
  values.push({ valuedAt: now, totalValue: current.totalValue, totalReturn: current.totalReturn });
  return riskOf(
    holdings.map((holding) => ({
      valueCents: holding.shares * holding.stock.priceCents,
      sector: holding.stock.sector,
    })),
    values,
  );
}

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
  router.get('/api/portfolios/:id/risk', requireAuth, async (req, res) => {
    const portfolio = await portfolioForCaller(deps.prisma, idParam(req, 'id'), sessionOf(req));
    const { range } = parse(riskQuerySchema, req.query);
    res.json(await getRisk(deps.prisma, portfolio, range));
  });
  router.post('/api/portfolios/:id/trade', requireAuth, async (req, res) => {
    const portfolioId = idParam(req, 'id');
    const request = parse(tradeRequestSchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const answer = await executeTrade(
      deps.pool,
      portfolioId,
      sessionOf(req),
      request,
      idempotencyKey,
    );
    if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(answer.status).json(answer.body);
  });
  router.get('/api/investment-leaderboard', requireAuth, async (req, res) => {
    res.json(await getInvestmentLeaderboardFor(deps.prisma, req.query));
  });
  router.post('/api/admin/users/:id/cash', requireRole('admin'), async (req, res) => {
    const userId = idParam(req, 'id');
    const { amountCents } = parse(adminCashRequestSchema, req.body);
    const change = { userId, amountCents, adminId: sessionOf(req).userId };
    res.json(await setCash(deps.prisma, change, startingCash));
  });
  return router;
}
