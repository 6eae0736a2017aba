import { describe, expect, it } from 'vitest';
import { loadStockCatalogue } from '../stocks/stock-catalogue.ts';
import { PriceProviderError, type PricedStock } from './price-provider.ts';
import {
  ANNUAL_VOLATILITY_BY_RISK,
  createSeededRandom,
  createSimulatedProvider,
  MAX_CATCH_UP_SLOTS,
  simulateHistory,
} from './simulated-provider.ts';

const STEP_MS = 15 * 60 * 1000;
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const start = new Date('2025-11-21T14:30:00.000Z');
const later = (steps: number) => new Date(start.getTime() + steps * STEP_MS);

const catalogue: PricedStock[] = loadStockCatalogue().map((stock) => ({
  symbol: stock.symbol,
  priceCents: stock.startingPriceCents,
  riskFactor: stock.riskFactor,
}));

function standardDeviation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance =
    values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance);
}

/** Refreshes one stock `steps` times, one step apart, and returns the log returns. */
async function logReturns(stock: PricedStock, steps: number, seed: string): Promise<number[]> {
  const provider = createSimulatedProvider({ seed });
  const returns: number[] = [];
  let current = stock;
  for (let step = 1; step <= steps; step++) {
    const next = (await provider.fetchPrices([current], later(step))).get(stock.symbol) ?? NaN;
    returns.push(Math.log(next / current.priceCents));
    current = { ...current, priceCents: next };
  }
  return returns;
}

describe('the simulated price provider', () => {
  it('when asked twice with the same seed, stocks and time, then it gives identical prices', async () => {
    const first = await createSimulatedProvider({ seed: 'club' }).fetchPrices(catalogue, start);
    const second = await createSimulatedProvider({ seed: 'club' }).fetchPrices(catalogue, start);
    expect([...second]).toEqual([...first]);
  });

  it('when asked at another time or with another seed, then the prices differ', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    const now = await provider.fetchPrices(catalogue, start);
    const next = await provider.fetchPrices(catalogue, later(1));
    const otherSeed = await createSimulatedProvider({ seed: 'other' }).fetchPrices(
      catalogue,
      start,
    );
    const changed = (prices: Map<string, number>) =>
      catalogue.filter((stock) => prices.get(stock.symbol) !== now.get(stock.symbol)).length;
    expect(changed(next)).toBeGreaterThan(catalogue.length * 0.8);
    expect(changed(otherSeed)).toBeGreaterThan(catalogue.length * 0.8);
  });

  it('when it refreshes, then every stock gets a positive whole number of cents near its last price', async () => {
    const prices = await createSimulatedProvider({ seed: 'club' }).fetchPrices(catalogue, start);
    expect(prices.size).toBe(catalogue.length);
    for (const stock of catalogue) {
      const price = prices.get(stock.symbol);
      expect(Number.isSafeInteger(price), stock.symbol).toBe(true);
      // One 15-minute step: even the riskiest stock moves well under 5 %.
      expect(Math.abs((price ?? 0) / stock.priceCents - 1), stock.symbol).toBeLessThan(0.05);
    }
  });

  it('when a stock costs one cent, then it never falls below one cent', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    let stock: PricedStock = { symbol: 'PENNY', priceCents: 1, riskFactor: 5 };
    for (let step = 1; step <= 50; step++) {
      const price = (await provider.fetchPrices([stock], later(step))).get('PENNY');
      expect(price).toBeGreaterThanOrEqual(1);
      stock = { ...stock, priceCents: price ?? 0 };
    }
  });

  it('when the risk factor is higher, then log returns spread wider, close to the yearly volatility', async () => {
    const spreads: number[] = [];
    for (const riskFactor of [1, 2, 3, 4, 5]) {
      const stock = { symbol: `RISK${riskFactor}`, priceCents: 50_000, riskFactor };
      const spread = standardDeviation(await logReturns(stock, 600, 'volatility-check'));
      spreads.push(spread);
      const annualised = spread / Math.sqrt(STEP_MS / YEAR_MS);
      const sigma = ANNUAL_VOLATILITY_BY_RISK[riskFactor] ?? NaN;
      expect(annualised, `risk ${riskFactor}`).toBeGreaterThan(sigma * 0.85);
      expect(annualised, `risk ${riskFactor}`).toBeLessThan(sigma * 1.15);
    }
    expect(spreads).toEqual([...spreads].sort((a, b) => a - b));
    expect((spreads[4] ?? 0) / (spreads[0] ?? 1)).toBeGreaterThan(4);
  });

  it('when asked again later in the slot its price has reached, then the price stays', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    const stock: PricedStock = { symbol: 'AAPL', priceCents: 27_149, riskFactor: 2 };
    const moved = (await provider.fetchPrices([stock], later(1))).get('AAPL') ?? NaN;
    const reached = { ...stock, priceCents: moved, pricedAt: later(1) };
    const sameSlot = new Date(later(1).getTime() + STEP_MS - 1);
    expect((await provider.fetchPrices([reached], sameSlot)).get('AAPL')).toBe(moved);
    expect(provider.slotStart?.(sameSlot)).toEqual(later(1));
  });

  it('when slots were missed, then one refresh arrives where a refresh in every slot would have', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    const first: PricedStock = {
      symbol: 'TSLA',
      priceCents: 34_512,
      riskFactor: 5,
      pricedAt: start,
    };
    let stepByStep = first;
    for (let step = 1; step <= 6; step++) {
      // Each refresh a few minutes into its slot, as the scheduler runs it.
      const at = new Date(later(step).getTime() + 7 * 60_000);
      const price = (await provider.fetchPrices([stepByStep], at)).get('TSLA') ?? NaN;
      stepByStep = { ...stepByStep, priceCents: price, pricedAt: at };
    }
    const caughtUp = await provider.fetchPrices([first], new Date(later(6).getTime() + 60_000));
    expect(caughtUp.get('TSLA')).toBe(stepByStep.priceCents);
    expect(stepByStep.priceCents).not.toBe(first.priceCents);
  });

  it('when the market was stopped for longer than a day, then it catches up a day of slots only', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    const stock: PricedStock = { symbol: 'F', priceCents: 1_200, riskFactor: 3 };
    const at = later(1_000);
    const fromLongAgo = await provider.fetchPrices([{ ...stock, pricedAt: start }], at);
    const fromADayAgo = await provider.fetchPrices(
      [{ ...stock, pricedAt: later(1_000 - MAX_CATCH_UP_SLOTS) }],
      at,
    );
    expect(fromLongAgo).toEqual(fromADayAgo);
  });

  it('when a stock has an unknown risk factor or no usable last price, then the refresh fails naming it', async () => {
    const provider = createSimulatedProvider({ seed: 'club' });
    await expect(
      provider.fetchPrices([{ symbol: 'ODD', priceCents: 1000, riskFactor: 9 }], start),
    ).rejects.toThrow(
      new PriceProviderError(
        'simulated: ODD has risk factor 9; it must be a whole number from 1 to 5',
      ),
    );
    await expect(
      provider.fetchPrices([{ symbol: 'ZERO', priceCents: 0, riskFactor: 1 }], start),
    ).rejects.toThrow(/^simulated: the last price of ZERO is 0/);
  });
});

describe('simulateHistory', () => {
  const apple: PricedStock = { symbol: 'AAPL', priceCents: 27_149, riskFactor: 2 };
  const hourly = { end: start, stepMs: 60 * 60 * 1000, count: 24 * 30, seed: 'club' };

  it('when asked for a month of hourly points, then they are evenly spaced, oldest first, ending now', () => {
    const history = simulateHistory(apple, hourly);
    expect(history).toHaveLength(24 * 30);
    expect(history.at(-1)?.at).toEqual(start);
    for (let index = 1; index < history.length; index++) {
      expect((history[index]?.at.getTime() ?? 0) - (history[index - 1]?.at.getTime() ?? 0)).toBe(
        hourly.stepMs,
      );
    }
  });

  it('when it ends, then the last point is exactly the current price and every point is positive cents', () => {
    for (const stock of [apple, { symbol: 'PLTR', priceCents: 16_845, riskFactor: 5 }]) {
      const history = simulateHistory(stock, hourly);
      expect(history.at(-1)?.priceCents).toBe(stock.priceCents);
      for (const point of history) {
        expect(Number.isSafeInteger(point.priceCents)).toBe(true);
        expect(point.priceCents).toBeGreaterThan(0);
      }
      // A real walk, not a flat line.
      expect(new Set(history.map((point) => point.priceCents)).size).toBeGreaterThan(100);
    }
  });

  it('when asked twice, then it draws the same history; a different seed draws another', () => {
    expect(simulateHistory(apple, hourly)).toEqual(simulateHistory(apple, hourly));
    expect(simulateHistory(apple, { ...hourly, seed: 'other' })).not.toEqual(
      simulateHistory(apple, hourly),
    );
  });

  it('when a refresh steps forward from a history point, then it lands within a cent of the next point', async () => {
    const provider = createSimulatedProvider({ seed: 'club', stepMs: STEP_MS });
    const history = simulateHistory(apple, {
      end: start,
      stepMs: STEP_MS,
      count: 50,
      seed: 'club',
    });
    for (let index = 1; index < history.length; index++) {
      const from = history[index - 1];
      const to = history[index];
      if (!from || !to) throw new Error('missing point');
      const next = await provider.fetchPrices([{ ...apple, priceCents: from.priceCents }], to.at);
      expect(Math.abs((next.get('AAPL') ?? 0) - to.priceCents)).toBeLessThanOrEqual(1);
    }
  });

  it('when count is one, then the history is just the current price', () => {
    expect(simulateHistory(apple, { ...hourly, count: 1 })).toEqual([
      { at: start, priceCents: 27_149 },
    ]);
  });

  it('when count or step is not usable, then it refuses', () => {
    expect(() => simulateHistory(apple, { ...hourly, count: 0 })).toThrow(RangeError);
    expect(() => simulateHistory(apple, { ...hourly, stepMs: 0 })).toThrow(RangeError);
  });
});

describe('the seeded generator', () => {
  it('when seeded with the same key, then it repeats; its numbers are uniform in [0, 1)', () => {
    const first = createSeededRandom('key');
    const second = createSeededRandom('key');
    const values = Array.from({ length: 10_000 }, () => first());
    expect(Array.from({ length: 10_000 }, () => second())).toEqual(values);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(createSeededRandom('other')()).not.toBe(createSeededRandom('key')());
  });
});
