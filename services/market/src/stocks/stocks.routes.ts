import { Router } from 'express';
import { z } from 'zod';
import {
  candleIntervalSchema,
  performanceRangeSchema,
  stockUpdateJobIdSchema,
} from '@fc/contracts/market';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { MarketDeps } from '../deps.ts';
import { getBenchmark } from '../prices/benchmark.ts';
import {
  getCandles,
  getPriceUpdate,
  getStockStatus,
  listStocks,
  requestPriceUpdate,
} from './stocks.service.ts';

const candlesQuerySchema = z.object({
  interval: candleIntervalSchema.default('hour'),
});
const benchmarkQuerySchema = z.object({ range: performanceRangeSchema.default('1W') });
const updateParamsSchema = z.object({ jobId: stockUpdateJobIdSchema });

/**
 * Stocks, their status, candles and the club index are public (guests browse them); Update Now
 * and following its refresh need a user.
 */
export function stockRoutes(deps: MarketDeps): Router {
  const router = Router();
  const update = {
    cooldowns: deps.updateCooldowns,
    cooldownSeconds: deps.config.UPDATE_NOW_COOLDOWN_SECONDS,
    refreshQueue: deps.refreshQueue,
  };
  router.get('/api/stocks', async (_req, res) => {
    res.json(await listStocks(deps.prisma));
  });
  router.get('/api/stocks/status', async (_req, res) => {
    res.json(await getStockStatus(deps.prisma, deps.refreshQueue, deps.providerName));
  });
  router.post('/api/stocks/update', requireAuth, async (req, res) => {
    res.status(202).json(await requestPriceUpdate(update, sessionOf(req).userId));
  });
  router.get('/api/stocks/update/:jobId', requireAuth, async (req, res) => {
    const { jobId } = parse(updateParamsSchema, req.params);
    res.json(await getPriceUpdate(deps.prisma, deps.refreshQueue, jobId));
  });
  router.get('/api/benchmark', async (req, res) => {
    const { range } = parse(benchmarkQuerySchema, req.query);
    res.json(await getBenchmark(deps.prisma, range));
  });
  router.get('/api/stocks/:id/candles', async (req, res) => {
    const stockId = idParam(req, 'id');
    const { interval } = parse(candlesQuerySchema, req.query);
    res.json(await getCandles(deps.prisma, stockId, interval));
  });
  return router;
}
