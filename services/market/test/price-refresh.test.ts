import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRICE_REFRESH_INTERVAL_MS,
  stockStatusSchema,
  stockUpdateResultSchema,
  stockUpdateStatusSchema,
  type Stock,
  type StockUpdateStatus,
} from '@fc/contracts/market';
import { createLogger } from '@fc/service-kit/logger';
import { PriceProviderError, type PriceProvider } from '../src/prices/price-provider.ts';
import { refreshPrices } from '../src/prices/price-refresh.ts';
import { startPriceWorker } from '../src/prices/price-worker.ts';
import { createSimulatedProvider } from '../src/prices/simulated-provider.ts';
import { percentOf } from '../src/shared/money.ts';
import { expectContract } from '@fc/testkit/contract';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
const logger = createLogger({ name: 'market-test', level: 'silent' });

beforeAll(async () => {
  market = await startMarketService();
}, 120_000);
afterAll(async () => {
  await market?.close();
});

const listStocks = async () => (await market.client().get('/api/stocks')).body as Stock[];
/** A minute into the n-th 15-minute slot from now: the simulated market's prices of that slot. */
const inSlotFromNow = (n: number) =>
  new Date(
    (Math.floor(Date.now() / PRICE_REFRESH_INTERVAL_MS) + n) * PRICE_REFRESH_INTERVAL_MS + 60_000,
  );

describe('price refresh', () => {
  it('when a refresh runs, then every stock gets a new price, stored as history, and traders are valued', async () => {
    const portfolioId = await market.register(200);
    const before = await listStocks();
    const stock = before.find((candidate) => !candidate.exclusive) as Stock;
    await market
      .clientAs(200)
      .post(`/api/portfolios/${portfolioId}/trade`, { stockId: stock.id, shares: 4, type: 'buy' });
    const pointsBefore = await market.deps.prisma.pricePoint.count();
    const at = inSlotFromNow(1);

    const result = await refreshPrices(
      market.deps.prisma,
      createSimulatedProvider({ seed: 'test' }),
      logger,
      at,
    );

    expect(result.refreshed).toBe(before.length);
    const after = await listStocks();
    const changed = after.filter(
      (stockAfter) =>
        stockAfter.currentPrice !== before.find((s) => s.id === stockAfter.id)?.currentPrice,
    );
    expect(changed.length).toBeGreaterThan(before.length / 2);
    for (const stockAfter of after) {
      const previous = before.find((s) => s.id === stockAfter.id) as Stock;
      expect(stockAfter.currentPrice).toBeGreaterThan(0);
      const change = (stockAfter.currentPrice - previous.currentPrice) / previous.currentPrice;
      // JSON has no -0: a tiny fall rounds to 0 on the wire.
      expect(stockAfter.changePercent).toBe(Math.round(change * 10_000) || 0);
      expect(stockAfter.priceUpdatedAt).toBe(at.toISOString());
    }
    expect(await market.deps.prisma.pricePoint.count()).toBe(pointsBefore + before.length);
    const status = await market.client().get('/api/stocks/status');
    expect(status.body.lastUpdatedAt).toBe(at.toISOString());

    const valued = await market.outbox('portfolio.valued', 200);
    const newPrice = after.find((s) => s.id === stock.id)?.currentPrice as number;
    // Announced only as a new best return (history.test.ts), counted in basis points: a gain of
    // at least half a basis point is one; a loss, or a gain of a few cents on $10,000, is not.
    const gain = 4 * (newPrice - stock.currentPrice);
    expect(valued).toEqual(
      percentOf(gain, 1_000_000) > 0
        ? [
            expect.objectContaining({
              portfolioId,
              totalValueCents: 1_000_000 + 4 * (newPrice - stock.currentPrice),
              totalReturnCents: 4 * (newPrice - stock.currentPrice),
            }),
          ]
        : [],
    );
    const performance = await market
      .clientAs(200)
      .get(`/api/portfolios/${portfolioId}/performance?range=1D`);
    expect(performance.status).toBe(200);
    expect(performance.body.length).toBeGreaterThanOrEqual(2);
    expect(performance.body.at(-1).totalValue).toBe(
      1_000_000 + 4 * (newPrice - stock.currentPrice),
    );
    // The value the refresh recorded keeps the invested base of its time.
    const recorded = await market.deps.prisma.portfolioValue.findFirstOrThrow({
      where: { portfolioId, valuedAt: at },
    });
    expect(recorded.totalValueCents - recorded.investedCents).toBe(
      BigInt(4 * (newPrice - stock.currentPrice)),
    );
  });

  it('when a second refresh runs at the very same instant, then each stock keeps one price for it: the second', async () => {
    const raiseBy = (cents: number): PriceProvider => ({
      name: `raise-${cents}`,
      async fetchPrices(stocks) {
        return new Map(stocks.map((stock) => [stock.symbol, stock.priceCents + cents]));
      },
    });
    const at = new Date(Date.now() + 5000);
    const pointsBefore = await market.deps.prisma.pricePoint.count();
    await refreshPrices(market.deps.prisma, raiseBy(3), logger, at);
    await refreshPrices(market.deps.prisma, raiseBy(5), logger, at);

    const stocks = await listStocks();
    expect(await market.deps.prisma.pricePoint.count()).toBe(pointsBefore + stocks.length);
    const atThatInstant = await market.deps.prisma.pricePoint.findMany({ where: { at } });
    expect(
      Object.fromEntries(atThatInstant.map((point) => [point.stockId, point.priceCents])),
    ).toEqual(Object.fromEntries(stocks.map((stock) => [stock.id, stock.currentPrice])));
  });

  it('when a stock is deleted, then its price history goes with it', async () => {
    const stock = await market.deps.prisma.stock.create({
      data: {
        symbol: 'GONE',
        name: 'Delisted Co',
        sector: 'Test',
        marketCap: 1_000_000n,
        riskFactor: 1,
        priceCents: 1_000,
        previousPriceCents: 1_000,
        priceUpdatedAt: new Date(),
      },
    });
    await market.deps.prisma.pricePoint.createMany({
      data: [1, 2, 3].map((hours) => ({
        stockId: stock.id,
        at: new Date(Date.now() - hours * 3_600_000),
        priceCents: 1_000 + hours,
      })),
    });
    const othersBefore = await market.deps.prisma.pricePoint.count({
      where: { stockId: { not: stock.id } },
    });

    await market.deps.prisma.stock.delete({ where: { id: stock.id } });

    expect(await market.deps.prisma.pricePoint.count({ where: { stockId: stock.id } })).toBe(0);
    expect(await market.deps.prisma.pricePoint.count()).toBe(othersBefore);
  });

  it('when the provider fails, then the last prices stay and nothing is written', async () => {
    const before = await listStocks();
    const pointsBefore = await market.deps.prisma.pricePoint.count();
    const failing: PriceProvider = {
      name: 'failing',
      async fetchPrices() {
        throw new PriceProviderError('quote API answered 429 for MSFT');
      },
    };
    await expect(refreshPrices(market.deps.prisma, failing, logger)).rejects.toThrow(/429/);
    expect(await listStocks()).toEqual(before);
    expect(await market.deps.prisma.pricePoint.count()).toBe(pointsBefore);
  });

  it('when a provider leaves a stock out or gives it zero, then nothing is written', async () => {
    const before = await listStocks();
    const partial: PriceProvider = {
      name: 'partial',
      async fetchPrices(stocks) {
        return new Map(stocks.slice(1).map((stock) => [stock.symbol, stock.priceCents + 1]));
      },
    };
    const zero: PriceProvider = {
      name: 'zero',
      async fetchPrices(stocks) {
        return new Map(stocks.map((stock) => [stock.symbol, 0]));
      },
    };
    await expect(refreshPrices(market.deps.prisma, partial, logger)).rejects.toThrow(
      /no usable price/,
    );
    await expect(refreshPrices(market.deps.prisma, zero, logger)).rejects.toThrow(
      /no usable price/,
    );
    expect(await listStocks()).toEqual(before);
  });

  it('when the same refresh is simulated twice with one seed, then the prices are the same', async () => {
    const provider = createSimulatedProvider({ seed: 'repeatable' });
    const stocks = [{ symbol: 'AAPL', priceCents: 20_000, riskFactor: 2 }];
    const at = new Date('2026-11-21T10:15:00Z');
    expect(await provider.fetchPrices(stocks, at)).toEqual(await provider.fetchPrices(stocks, at));
  });
});

describe('price worker', () => {
  const startWorker = (provider: PriceProvider, clock?: () => Date) =>
    startPriceWorker({
      prisma: market.deps.prisma,
      db: market.deps.db,
      provider,
      logger,
      redisUrl: market.env.REDIS_URL as string,
      redisPrefix: market.env.REDIS_PREFIX as string,
      ...(clock ? { clock } : {}),
    });

  /** Follows an "Update Now" refresh until it has finished; answers its last status. */
  async function followUpdate(userId: number, jobId: string): Promise<StockUpdateStatus> {
    let latest: StockUpdateStatus | undefined;
    await expect
      .poll(
        async () => {
          const response = await market.clientAs(userId).get(`/api/stocks/update/${jobId}`);
          latest = expectContract(response, stockUpdateStatusSchema);
          return latest.state;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toMatch(/^(completed|failed)$/);
    return latest as StockUpdateStatus;
  }

  it('when "Update Now" queues a refresh, then following it says completed once the simulated market has caught up to the current slot, with its time', async () => {
    const now = inSlotFromNow(3);
    const worker = await startWorker(createSimulatedProvider({ seed: 'worker' }), () => now);
    try {
      const stored = await market.deps.prisma.stock.findMany({ orderBy: { id: 'asc' } });
      const asked = expectContract(
        await market.clientAs(300).post('/api/stocks/update', {}),
        stockUpdateResultSchema,
      );

      const finished = await followUpdate(300, asked.jobId);

      expect(finished).toMatchObject({ jobId: asked.jobId, state: 'completed' });
      expect(finished.lastUpdatedAt).toBe(now.toISOString());
      const status = expectContract(
        await market.client().get('/api/stocks/status'),
        stockStatusSchema,
      );
      expect(status.lastUpdatedAt).toBe(finished.lastUpdatedAt);
      expect(Date.parse(status.nextUpdateAt ?? '')).toBeGreaterThan(Date.now());
      // The prices of this slot: each stock walked from its last price through the slots since.
      const expected = await createSimulatedProvider({ seed: 'worker' }).fetchPrices(
        stored.map((stock) => ({
          symbol: stock.symbol,
          priceCents: stock.priceCents,
          riskFactor: stock.riskFactor,
          pricedAt: stock.priceUpdatedAt,
        })),
        now,
      );
      const after = await listStocks();
      expect(Object.fromEntries(after.map((stock) => [stock.symbol, stock.currentPrice]))).toEqual(
        Object.fromEntries(expected),
      );
    } finally {
      await worker.close();
    }
  });

  it('when "Update Now" is pressed again in a slot the simulated market has reached, then nothing moves: no prices, values or fills', async () => {
    const now = inSlotFromNow(5);
    const worker = await startWorker(createSimulatedProvider({ seed: 'worker' }), () => now);
    try {
      const first = expectContract(
        await market.clientAs(302).post('/api/stocks/update', {}),
        stockUpdateResultSchema,
      );
      expect((await followUpdate(302, first.jobId)).lastUpdatedAt).toBe(now.toISOString());
      const prices = await listStocks();
      const pricePoints = await market.deps.prisma.pricePoint.count();
      const values = await market.deps.prisma.portfolioValue.count();
      const refreshes = await market.deps.prisma.outboxEvent.count({
        where: { name: 'prices.refreshed' },
      });

      // Another student, later in the same slot (the scheduled refresh would do the same).
      const again = expectContract(
        await market.clientAs(303).post('/api/stocks/update', {}),
        stockUpdateResultSchema,
      );
      const finished = await followUpdate(303, again.jobId);

      expect(finished).toMatchObject({ state: 'completed', lastUpdatedAt: now.toISOString() });
      expect(await listStocks()).toEqual(prices);
      expect(await market.deps.prisma.pricePoint.count()).toBe(pricePoints);
      expect(await market.deps.prisma.portfolioValue.count()).toBe(values);
      expect(
        await market.deps.prisma.outboxEvent.count({ where: { name: 'prices.refreshed' } }),
      ).toBe(refreshes);
    } finally {
      await worker.close();
    }
  });

  it('when the refresh "Update Now" asked for fails, then following it says so and the last prices stay', async () => {
    const failing: PriceProvider = {
      name: 'failing',
      async fetchPrices() {
        throw new PriceProviderError('quote API answered 500');
      },
    };
    const worker = await startWorker(failing);
    try {
      const before = (await market.client().get('/api/stocks/status')).body.lastUpdatedAt;
      const asked = expectContract(
        await market.clientAs(301).post('/api/stocks/update', {}),
        stockUpdateResultSchema,
      );

      const finished = await followUpdate(301, asked.jobId);

      expect(finished.state).toBe('failed');
      expect(finished.message).toMatch(/last prices stay/);
      expect(finished.lastUpdatedAt).toBe(before);
    } finally {
      await worker.close();
    }
  });
});
