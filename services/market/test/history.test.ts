import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@fc/service-kit/logger';
import type { PriceProvider } from '../src/prices/price-provider.ts';
import { refreshPrices } from '../src/prices/price-refresh.ts';
import {
  compactMarketHistory,
  compactPortfolioValues,
  compactPriceHistory,
} from '../src/prices/market-history.ts';
import { getPortfolioById } from '../src/portfolios/portfolio.repository.ts';
import { getPerformance } from '../src/portfolios/portfolio.service.ts';
import { listCandleRows } from '../src/stocks/stocks.repository.ts';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
const logger = createLogger({ name: 'market-history-test', level: 'silent' });
const DAY = 24 * 60 * 60 * 1000;
const QUARTER = 15 * 60 * 1000;
/** Noon UTC, so "now" is far from a day's edge. */
const now = new Date('2026-06-30T12:00:00.000Z');
/** 45 days of 15-minute refreshes up to now. */
const refreshTimes = Array.from(
  { length: (45 * DAY) / QUARTER },
  (_, i) => new Date(now.getTime() - i * QUARTER),
).reverse();
/** A deterministic wobbly price for the i-th refresh. */
const priceAt = (i: number) => 10_000 + ((i * 7919) % 613) - ((i * 104_729) % 401);

beforeAll(async () => {
  market = await startMarketService();
}, 120_000);
afterAll(async () => {
  await market?.close();
});

/** The student buys 10 shares of the first stock anyone may trade; answers that stock. */
async function buyTenOfFirstStock(userId: number, portfolioId: number) {
  const stock = await market.deps.prisma.stock.findFirstOrThrow({
    where: { exclusive: false },
    orderBy: { id: 'asc' },
  });
  const trade = await market.clientAs(userId).post(`/api/portfolios/${portfolioId}/trade`, {
    stockId: stock.id,
    shares: 10,
    type: 'buy',
  });
  expect(trade.status, JSON.stringify(trade.body)).toBe(201);
  return stock;
}

describe('price history compaction', () => {
  it('when months of 15-minute prices are compacted, then every hourly and daily candle is unchanged and old rows are few', async () => {
    const stock = await market.deps.prisma.stock.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await market.deps.prisma.pricePoint.deleteMany({ where: { stockId: stock.id } });
    await market.deps.prisma.pricePoint.createMany({
      data: refreshTimes.map((at, i) => ({ stockId: stock.id, at, priceCents: priceAt(i) })),
    });
    const since = new Date(now.getTime() - 46 * DAY);
    const hourlyBefore = await listCandleRows(market.deps.db, stock.id, 'hour', since);
    const dailyBefore = await listCandleRows(market.deps.db, stock.id, 'day', since);
    const rowsBefore = refreshTimes.length;

    const deleted = await compactPriceHistory(market.deps.db, now);

    const rows = await market.deps.prisma.pricePoint.findMany({ where: { stockId: stock.id } });
    expect(rows.length).toBe(rowsBefore - deleted);
    // The last two days as recorded; beyond 31 days at most four rows a day.
    const twoDaysAgo = new Date(Math.floor((now.getTime() - 2 * DAY) / DAY) * DAY);
    expect(rows.filter((row) => row.at >= twoDaysAgo)).toHaveLength(
      refreshTimes.filter((at) => at >= twoDaysAgo).length,
    );
    const monthAgo = new Date(Math.floor((now.getTime() - 31 * DAY) / DAY) * DAY);
    const oldDays = new Map<string, number>();
    for (const row of rows.filter((r) => r.at < monthAgo)) {
      const day = row.at.toISOString().slice(0, 10);
      oldDays.set(day, (oldDays.get(day) ?? 0) + 1);
    }
    expect(Math.max(...oldDays.values())).toBeLessThanOrEqual(4);
    // Daily candles over the whole range, hourly ones where hours are kept, exactly as before.
    expect(await listCandleRows(market.deps.db, stock.id, 'day', since)).toEqual(dailyBefore);
    const hourlyAfter = await listCandleRows(market.deps.db, stock.id, 'hour', since);
    const hourlyKept = (candles: typeof hourlyBefore) =>
      candles.filter((candle) => candle.bucket >= monthAgo);
    expect(hourlyKept(hourlyAfter)).toEqual(hourlyKept(hourlyBefore));
    // Running again finds nothing more to do.
    expect(await compactPriceHistory(market.deps.db, now)).toBe(0);
  });
});

describe('portfolio value compaction', () => {
  it('when months of values are compacted, then the performance chart of every range is unchanged', async () => {
    const portfolioId = await market.register(301);
    const opening = await market.deps.prisma.portfolioValue.count({ where: { portfolioId } });
    await market.deps.prisma.portfolioValue.createMany({
      data: refreshTimes.map((valuedAt, i) => ({
        portfolioId,
        valuedAt,
        totalValueCents: BigInt(1_000_000 + priceAt(i)),
        investedCents: 1_000_000n,
      })),
    });
    const portfolio = await getPortfolioById(market.deps.db, portfolioId);
    const ranges = ['1D', '1W', '1M', '1Y'] as const;
    const chart = () =>
      Promise.all(ranges.map((range) => getPerformance(market.deps.db, portfolio, range, now)));
    const before = await chart();

    const deleted = await compactPortfolioValues(market.deps.db, now);

    expect(deleted).toBeGreaterThan(refreshTimes.length / 2);
    expect(await chart()).toEqual(before);
    expect(await market.deps.prisma.portfolioValue.count({ where: { portfolioId } })).toBe(
      opening + refreshTimes.length - deleted,
    );
    expect(await compactMarketHistory(market.deps.db, now)).toMatchObject({
      portfolioValuesDeleted: 0,
    });
  });
});

describe('performance of a young portfolio', () => {
  it('when a new portfolio trades and a refresh follows within the same day, then every range starts at its starting cash, not at the refresh', async () => {
    const userId = 303;
    const portfolioId = await market.register(userId);
    const opening = await market.deps.prisma.portfolioValue.findFirstOrThrow({
      where: { portfolioId },
    });
    await buyTenOfFirstStock(userId, portfolioId);
    const rising: PriceProvider = {
      name: 'rising',
      async fetchPrices(stocks) {
        return new Map(stocks.map((s) => [s.symbol, s.priceCents + 100]));
      },
    };
    // One second later: the same hour, day and week as the opening value.
    const refreshedAt = new Date(opening.valuedAt.getTime() + 1000);
    await refreshPrices(market.deps.prisma, rising, logger, refreshedAt);

    for (const range of ['1D', '1W', '1M', '1Y']) {
      const response = await market
        .clientAs(userId)
        .get(`/api/portfolios/${portfolioId}/performance?range=${range}`);
      expect(response.status).toBe(200);
      const points = response.body as { valuedAt: string; totalValue: number }[];
      expect(points[0], range).toEqual({
        valuedAt: opening.valuedAt.toISOString(),
        totalValue: 1_000_000,
        totalReturn: 0,
      });
      expect(points[1]?.valuedAt, range).toBe(refreshedAt.toISOString());
      expect(points.at(-1)?.totalValue, range).toBe(1_000_000 + 10 * 100);
    }
  });
});

describe('portfolio.valued', () => {
  it('when refreshes value a portfolio, then portfolio.valued is published only for a new best return', async () => {
    const userId = 302;
    const portfolioId = await market.register(userId);
    const stock = await buyTenOfFirstStock(userId, portfolioId);
    const bought = stock.priceCents;
    /** A provider that moves this stock to a price and leaves the rest. */
    const priceOf = (cents: number): PriceProvider => ({
      name: 'fixed',
      async fetchPrices(stocks) {
        return new Map(
          stocks.map((s) => [s.symbol, s.symbol === stock.symbol ? cents : s.priceCents]),
        );
      },
    });
    const refreshTo = (cents: number) =>
      refreshPrices(market.deps.prisma, priceOf(cents), logger, new Date());
    const announced = async () =>
      (await market.outbox('portfolio.valued', userId)).map((p) => p.totalReturnCents);

    await refreshTo(bought - 100); // a loss: nothing to announce
    await refreshTo(bought + 100); // +1,000 ¢: a new best
    await refreshTo(bought + 50); // below the best
    await refreshTo(bought + 100); // equal to the best
    await refreshTo(bought + 300); // +3,000 ¢: a new best
    expect(await announced()).toEqual([1_000, 3_000]);
    // Every refresh still records a value for the chart (after the opening one).
    expect(await market.deps.prisma.portfolioValue.count({ where: { portfolioId } })).toBe(1 + 5);
  });
});
