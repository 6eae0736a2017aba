import { Router } from 'express';
import { z } from 'zod';
import { candleIntervalSchema, type StockStatus } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { MarketDeps } from '../app.ts';
import { refreshStatus, requestRefresh } from '../prices/price-refresh.queue.ts';
import { getCandles, lastPriceUpdate, listStocks } from './stocks.service.ts';

const candlesQuerySchema = z.object({
  interval: candleIntervalSchema.default('hour'),
});

/** Stocks, their status and candles are public (guests browse them); Update Now needs a user. */
export function stockRoutes(deps: MarketDeps): Router {
  const router = Router();
  router.get('/api/stocks', async (_req, res) => {
    res.json(await listStocks(deps.prisma));
  });
  router.get('/api/stocks/status', async (_req, res) => {
    const [{ count, lastUpdatedAt }, queue] = await Promise.all([
      lastPriceUpdate(deps.prisma),
      refreshStatus(deps.refreshQueue),
    ]);
    const status: StockStatus = {
      stockCount: count,
      lastUpdatedAt: lastUpdatedAt?.toISOString() ?? null,
      nextUpdateAt: queue.nextUpdateAt?.toISOString() ?? null,
      isUpdating: queue.isUpdating,
      provider: deps.providerName,
    };
    res.json(status);
  });
  router.post('/api/stocks/update', requireAuth, async (req, res) => {
    const { userId } = sessionOf(req);
    const cooldown = deps.config.UPDATE_NOW_COOLDOWN_SECONDS;
    if (cooldown > 0) {
      const key = `${deps.config.REDIS_PREFIX}:market:update-now:${userId}`;
      const isFirst = await deps.redis.set(key, '1', 'EX', cooldown, 'NX');
      if (isFirst === null) {
        throw httpErrors.tooManyRequests(
          'Prices were updated a moment ago. Please wait a minute before updating again.',
        );
      }
    }
    const queued = await requestRefresh(deps.refreshQueue, userId);
    res.status(202).json({
      queued,
      message: queued
        ? 'Prices are being refreshed from market sources.'
        : 'A refresh is already running; prices will update in a moment.',
    });
  });
  router.get('/api/stocks/:id/candles', async (req, res) => {
    const stockId = idParam(req, 'id');
    const { interval } = parse(candlesQuerySchema, req.query);
    const stock = await deps.prisma.stock.findUnique({ where: { id: stockId } });
    if (!stock) throw httpErrors.notFound('That stock is not listed', 'STOCK_NOT_FOUND');
    res.json(await getCandles(deps.prisma, stockId, interval));
  });
  return router;
}
