import { hash } from 'node:crypto';
import { PRICE_REFRESH_INTERVAL_MS } from '@fc/contracts/market';
import { isPriceCents } from '../shared/money.ts';
import {
  assertCompletePrices,
  PriceProviderError,
  type PricedStock,
  type PriceProvider,
} from './price-provider.ts';

/**
 * The simulated market: every stock follows geometric Brownian motion,
 *
 *   S_next = S · exp((mu − sigma²/2)·dt + sigma·√dt·Z),   Z ~ N(0, 1),
 *
 * with a small yearly drift and a yearly volatility set by the stock's risk factor. Time is cut into
 * slots of one step (15 minutes): the price of a slot is the previous slot's price moved by one
 * step whose Z comes from a generator keyed by (seed, symbol, the slot's start). So the price is a
 * function of its slot: a refresh later in a slot the price has reached changes nothing, and a
 * refresh after missed slots takes each missed slot's step, arriving where refreshes in every slot
 * would have. Tests are repeatable, and "Update Now" can only catch up to the current slot.
 */

/** Yearly volatility (sigma) by risk factor: 1 Very Low (utilities) ... 5 Very High (growth). */
export const ANNUAL_VOLATILITY_BY_RISK: Readonly<Record<number, number>> = {
  1: 0.12,
  2: 0.2,
  3: 0.3,
  4: 0.45,
  5: 0.65,
};

/** Yearly drift (mu): roughly the stock market's long-run return. */
export const ANNUAL_DRIFT = 0.07;

/** The market never closes in the simulator, so a year is a calendar year. */
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

export interface SimulatedProviderOptions {
  /** Keys the random numbers: the same seed replays the same market. */
  seed: string;
  /** The length of a slot, one step of the walk: the refresh interval, 15 minutes. */
  stepMs?: number;
}

/**
 * A refresh after a long pause takes the steps of this many slots at most (a day's), so its cost
 * stays bounded: a market stopped for a week resumes as if it had moved for the last day.
 */
export const MAX_CATCH_UP_SLOTS = 96;

export function createSimulatedProvider({
  seed,
  stepMs = PRICE_REFRESH_INTERVAL_MS,
}: SimulatedProviderOptions): PriceProvider {
  if (seed === '') throw new Error('The simulated price provider needs a non-empty seed');
  if (!(stepMs > 0)) throw new Error('The simulated price provider needs a positive stepMs');
  const dtYears = stepMs / YEAR_MS;
  const name = 'simulated';

  const slotOf = (time: Date) => Math.floor(time.getTime() / stepMs);
  const slotTime = (slot: number) => new Date(slot * stepMs).toISOString();

  return {
    name,
    slotStart: (at) => new Date(slotOf(at) * stepMs),
    async fetchPrices(stocks: PricedStock[], at: Date): Promise<Map<string, number>> {
      const prices = new Map<string, number>();
      const slot = slotOf(at);
      for (const stock of stocks) {
        if (!isPriceCents(stock.priceCents)) {
          throw new PriceProviderError(
            `${name}: the last price of ${stock.symbol} is ${stock.priceCents}, not a positive whole number of cents`,
          );
        }
        const sigma = volatilityOf(stock.riskFactor, stock.symbol);
        const lastSlot = stock.pricedAt ? slotOf(stock.pricedAt) : slot - 1;
        const firstStep = Math.max(lastSlot + 1, slot - MAX_CATCH_UP_SLOTS + 1);
        let price = stock.priceCents;
        for (let step = firstStep; step <= slot; step++) {
          const z = normalForKey(randomKey(seed, stock.symbol, slotTime(step)));
          // Each slot's price in whole cents, as a refresh in that slot would have stored it.
          price = toCents(price * growthFactor(sigma, dtYears, z));
        }
        prices.set(stock.symbol, price);
      }
      assertCompletePrices(stocks, prices, name);
      return prices;
    },
  };
}

export interface SimulateHistoryOptions {
  /** The time of the last point: the time of the stock's current price. */
  end: Date;
  /** The time between points. */
  stepMs: number;
  /** How many points, the last one included. */
  count: number;
  seed: string;
}

/**
 * A made-up price history for a stock that has none yet, so charts are full from day one:
 * `count` points `stepMs` apart, oldest first, the last at `end` and exactly at the stock's
 * current price. The walk runs backwards from the current price, undoing the very step the
 * simulated provider would have taken to reach each point, so the history is continuous with the
 * current price and with the simulated refreshes that follow.
 */
export function simulateHistory(
  stock: PricedStock,
  { end, stepMs, count, seed }: SimulateHistoryOptions,
): { at: Date; priceCents: number }[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`simulateHistory: count must be a positive whole number, not ${count}`);
  if (!(stepMs > 0))
    throw new RangeError(`simulateHistory: stepMs must be positive, not ${stepMs}`);
  const sigma = volatilityOf(stock.riskFactor, stock.symbol);
  const dtYears = stepMs / YEAR_MS;
  const points: { at: Date; priceCents: number }[] = [];
  let price = stock.priceCents;
  for (let index = 0; index < count; index++) {
    const at = new Date(end.getTime() - index * stepMs);
    points.push({ at, priceCents: toCents(price) });
    // The price one step earlier: the one that grew into `price` at `at`.
    price /= growthFactor(sigma, dtYears, seededNormal(seed, stock.symbol, at));
  }
  return points.reverse();
}

/** The yearly volatility for a risk factor; an unknown factor is a data error, not a guess. */
function volatilityOf(riskFactor: number, symbol: string): number {
  const sigma = ANNUAL_VOLATILITY_BY_RISK[riskFactor];
  if (sigma === undefined) {
    throw new PriceProviderError(
      `simulated: ${symbol} has risk factor ${riskFactor}; it must be a whole number from 1 to 5`,
    );
  }
  return sigma;
}

/** One GBM step's multiplier: exp((mu − sigma²/2)·dt + sigma·√dt·z). */
function growthFactor(sigma: number, dtYears: number, z: number): number {
  return Math.exp((ANNUAL_DRIFT - (sigma * sigma) / 2) * dtYears + sigma * Math.sqrt(dtYears) * z);
}

/** Whole cents, never below one cent. */
function toCents(price: number): number {
  return Math.max(1, Math.round(price));
}

/** A standard normal number determined by (seed, symbol, at): Box-Muller over a seeded PRNG. */
export function seededNormal(seed: string, symbol: string, at: Date): number {
  return normalForKey(randomKey(seed, symbol, at.toISOString()));
}

function randomKey(seed: string, symbol: string, time: string): string {
  return `${seed}\u0000${symbol}\u0000${time}`;
}

function normalForKey(key: string): number {
  const random = createSeededRandom(key);
  const u1 = 1 - random(); // (0, 1]: the logarithm stays finite
  const u2 = random();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** sfc32 seeded with the first 128 bits of SHA-256(key): uniform numbers in [0, 1). */
export function createSeededRandom(key: string): () => number {
  // The one-shot hash: the same digest as createHash's, at half the cost per stock (a refresh
  // prices every stock, 10,000 in the benchmark).
  const digest = hash('sha256', key, 'buffer');
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
}
