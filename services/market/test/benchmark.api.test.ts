import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@fc/contracts/errors';
import { benchmarkSchema, type Benchmark } from '@fc/contracts/market';
import { createLogger } from '@fc/service-kit/logger';
import { expectContract } from '@fc/testkit/contract';
import { sqlIn } from '../src/db.ts';
import { clubIndexHundredths, getBenchmark } from '../src/prices/benchmark.ts';
import {
  insertMissingBases,
  listIndexConstituents,
  recordLevelAtCurrentPrices,
} from '../src/prices/benchmark.repository.ts';
import { compactBenchmarkValues } from '../src/prices/market-history.ts';
import type { PriceProvider } from '../src/prices/price-provider.ts';
import { refreshPrices } from '../src/prices/price-refresh.ts';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
const logger = createLogger({ name: 'benchmark-test', level: 'silent' });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The two stocks the catalogue is cut down to: market values in whole dollars. */
const big = { symbol: 'AAPL', marketCap: 3_000_000_000_000 };
const small = { symbol: 'MSFT', marketCap: 1_000_000_000_000 };

/** A provider that gives each stock the price set for its symbol. */
function pricesOf(prices: Record<string, number>): PriceProvider {
  return {
    name: 'set prices',
    async fetchPrices(stocks) {
      return new Map(stocks.map((stock) => [stock.symbol, prices[stock.symbol] ?? 0]));
    },
  };
}

const benchmarkRows = () =>
  market.deps.prisma.benchmarkValue.findMany({ orderBy: { valuedAt: 'asc' } });

beforeAll(async () => {
  market = await startMarketService();
  // The index weighs every listed stock: cut the catalogue down to two, with known market values.
  await market.deps.prisma.stock.deleteMany({
    where: { symbol: { notIn: [big.symbol, small.symbol] } },
  });
  for (const stock of [big, small]) {
    await market.deps.prisma.stock.update({
      where: { symbol: stock.symbol },
      data: { marketCap: BigInt(stock.marketCap) },
    });
  }
}, 120_000);
afterAll(async () => {
  await market?.close();
});

describe('club index', () => {
  it('when prices are refreshed, then each refresh records one level: 100.00 at the first, then the cap-weighted change since', async () => {
    // Long ago, so these levels lie outside every range of the test below.
    const first = new Date('2020-01-06T10:00:00.000Z');
    const second = new Date('2020-01-06T10:15:00.000Z');
    expect(await benchmarkRows()).toEqual([]);

    await refreshPrices(
      market.deps.prisma,
      pricesOf({ AAPL: 10_000, MSFT: 50_000 }),
      logger,
      first,
    );

    expect(await benchmarkRows()).toEqual([{ valuedAt: first, levelHundredths: 10_000 }]);

    await refreshPrices(
      market.deps.prisma,
      pricesOf({ AAPL: 11_000, MSFT: 45_678 }),
      logger,
      second,
    );

    // 100 × (3T × 110.00/100.00 + 1T × 456.78/500.00) / 4T = 105.339…, kept as 105.34.
    const expected =
      (100 * (big.marketCap * (11_000 / 10_000) + small.marketCap * (45_678 / 50_000))) /
      (big.marketCap + small.marketCap);
    expect(expected).toBeCloseTo(105.339, 3);
    const rows = await benchmarkRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ valuedAt: second, levelHundredths: Math.round(expected * 100) });
    expect(rows[1]?.levelHundredths).toBe(10_534);
  });

  it('when a stock is listed after the index started, then it enters at its price then and the others keep their base', async () => {
    const listedAt = new Date('2020-01-06T10:30:00.000Z');
    const added = await market.deps.prisma.stock.create({
      data: {
        symbol: 'ZZNEW',
        name: 'Newly Listed Corp',
        sector: 'Technology',
        marketCap: 4_000_000_000_000n,
        riskFactor: 2,
        priceCents: 7_000,
        previousPriceCents: 7_000,
        priceUpdatedAt: listedAt,
      },
    });

    await refreshPrices(
      market.deps.prisma,
      pricesOf({ AAPL: 11_000, MSFT: 45_678, ZZNEW: 8_000 }),
      logger,
      listedAt,
    );

    const bases = await market.deps.prisma.benchmarkBase.findMany({
      include: { stock: { select: { symbol: true } } },
      orderBy: { stockId: 'asc' },
    });
    expect(bases.map((base) => [base.stock.symbol, base.basePriceCents])).toEqual(
      expect.arrayContaining([
        ['AAPL', 10_000],
        ['MSFT', 50_000],
        ['ZZNEW', 8_000],
      ]),
    );
    // Its ratio is 1 at first: (3T × 1.1 + 1T × 0.91356 + 4T × 1) / 8T.
    const expected = (100 * (3 * 1.1 + 1 * (45_678 / 50_000) + 4 * 1)) / 8;
    expect((await benchmarkRows()).at(-1)).toEqual({
      valuedAt: listedAt,
      levelHundredths: Math.round(expected * 100),
    });
    await market.deps.prisma.stock.delete({ where: { id: added.id } });
  });

  it('when the index is asked for a range, then it gives the levels of that range only, oldest first, and the return over them', async () => {
    const now = Date.now();
    // A whole hour apart at least, so each is its own hour (and, but for the last two, day).
    const levels = [
      { ago: 40 * DAY, level: 9_000 },
      { ago: 10 * DAY, level: 9_500 },
      { ago: 3 * DAY, level: 9_800 },
      { ago: 5 * HOUR, level: 10_000 },
      { ago: 2 * HOUR, level: 10_250 },
    ];
    await market.deps.prisma.benchmarkValue.createMany({
      data: levels.map(({ ago, level }) => ({
        valuedAt: new Date(now - ago),
        levelHundredths: level,
      })),
    });
    const ask = async (range: string): Promise<Benchmark> => {
      const response = await market.client().get(`/api/benchmark?range=${range}`);
      expect(response.status).toBe(200);
      return expectContract(response, benchmarkSchema);
    };

    const day = await ask('1D');
    expect(day.name).toBe('Club index');
    expect(day.description).toBe('Every stock in the simulator, weighted by market value');
    expect(day.points).toEqual([
      { valuedAt: new Date(now - 5 * HOUR).toISOString(), level: 100 },
      { valuedAt: new Date(now - 2 * HOUR).toISOString(), level: 102.5 },
    ]);
    expect(day.returnPercentHundredths).toBe(250);

    const week = await ask('1W');
    expect(week.points.map((point) => point.level)).toEqual(
      // Within a day's bucket only its last level stays; 5 h and 2 h ago may share one.
      new Date(now - 5 * HOUR).getUTCDate() === new Date(now - 2 * HOUR).getUTCDate()
        ? [98, 102.5]
        : [98, 100, 102.5],
    );
    // (102.50 - 98.00) / 98.00 = 4.59 %.
    expect(week.returnPercentHundredths).toBe(459);

    expect((await ask('1M')).points.map((point) => point.level)[0]).toBe(95);
    const year = await ask('1Y');
    expect(year.points[0]?.level).toBe(90);
    // 40 days ago: the 1Y range reaches it, the 1M range does not (the 2020 levels neither).
    expect(year.returnPercentHundredths).toBe(1_389);
  });

  it('when the range is not 1D, 1W, 1M or 1Y, then it answers 400', async () => {
    for (const bad of ['2D', 'week', '']) {
      const response = await market.client().get(`/api/benchmark?range=${bad}`);
      expect(response.status, bad).toBe(400);
      expectContract(response, errorBodySchema);
    }
  });

  it('when the history is compacted, then fewer levels are kept and every range answers as before', async () => {
    const now = new Date('2026-06-30T12:00:00.000Z');
    const quarter = 15 * 60 * 1000;
    const times = Array.from(
      { length: (45 * DAY) / quarter },
      (_, i) => now.getTime() - i * quarter,
    );
    await market.deps.prisma.benchmarkValue.createMany({
      data: times.map((time, i) => ({
        valuedAt: new Date(time),
        levelHundredths: 10_000 + ((i * 7919) % 613),
      })),
    });
    const ranges = ['1D', '1W', '1M', '1Y'] as const;
    const chart = () =>
      Promise.all(ranges.map((range) => getBenchmark(market.deps.db, range, now)));
    const before = await chart();

    const deleted = await compactBenchmarkValues(market.deps.db, now);

    expect(deleted).toBeGreaterThan(times.length / 2);
    expect(await chart()).toEqual(before);
    expect(await compactBenchmarkValues(market.deps.db, now)).toBe(0);
  });
});

describe('club index arithmetic', () => {
  it('when the refresh works the level out in SQL, then it is the very integer clubIndexHundredths gives, for many catalogues', async () => {
    // A small deterministic generator: the same catalogues every run.
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    class Rollback extends Error {}
    for (let trial = 0; trial < 20; trial += 1) {
      const compared = await market.deps.prisma
        .$transaction(async (tx) => {
          const count = 5 + (next() % 200);
          await tx.$executeRaw`
            INSERT INTO stock (symbol, name, sector, market_cap, risk_factor, price_cents, previous_price_cents, price_updated_at)
            SELECT 'T' || ${trial}::int || '-' || i, 'Trial', 'Trial',
                   ((${next()}::bigint * i) % 4000000000000) + 1, 1,
                   ((${next()}::bigint * i) % 9999999) + 1, 1, now()
            FROM generate_series(1, ${count}::int) AS i`;
          await insertMissingBases(sqlIn(tx));
          // Prices move after the bases were taken, so the ratios are not 1.
          await tx.$executeRaw`
            UPDATE stock SET price_cents = ((price_cents::bigint * ${next() % 97}::bigint) % 9999999) + 1
            WHERE symbol LIKE ${`T${trial}-%`}`;
          const expected = clubIndexHundredths(await listIndexConstituents(sqlIn(tx)));
          const recorded = await recordLevelAtCurrentPrices(
            sqlIn(tx),
            new Date(Date.UTC(2019, 0, 1 + trial)),
          );
          throw new Rollback(JSON.stringify({ expected, recorded }));
        })
        .catch((error: unknown) => {
          if (error instanceof Rollback) return JSON.parse(error.message) as Record<string, number>;
          throw error;
        });
      expect(compared.recorded, `trial ${trial}`).toBe(compared.expected);
      expect(compared.recorded).not.toBeNull();
    }
  });
});
