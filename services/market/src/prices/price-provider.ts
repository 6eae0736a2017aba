import { isPriceCents } from '../shared/money.ts';

/** A stock as a price provider sees it: its symbol, its last price and how volatile it is. */
export interface PricedStock {
  symbol: string;
  /** The last known price, integer cents. */
  priceCents: number;
  /** 1 Very Low ... 5 Very High. */
  riskFactor: number;
  /** When the last price was set; without it a slotted provider takes one slot's step. */
  pricedAt?: Date;
}

/** Where new stock prices come from: the simulator or a market-data API. */
export interface PriceProvider {
  /** 'simulated' | 'finnhub': shown to members as the price source. */
  readonly name: string;
  /**
   * For a provider whose prices are a function of time slots (the simulator: one price per slot
   * of the refresh interval, 15 minutes), the start of the slot a time falls in. A refresh in a slot every price has
   * reached already changes nothing (docs/architecture.md, "The simulated market"). A live
   * provider has none: every refresh fetches new quotes.
   */
  slotStart?(at: Date): Date;
  /**
   * New prices for every stock given, in cents, or throws. Never returns a partial set, zero,
   * negative or non-integer price. An aborted `signal` stops it between requests (it throws).
   */
  fetchPrices(stocks: PricedStock[], at: Date, signal?: AbortSignal): Promise<Map<string, number>>;
}

/**
 * A refresh that produced no usable prices. The caller keeps the last prices and tries again at
 * the next refresh; the message names the provider and the stock at fault.
 */
export class PriceProviderError extends Error {
  override name = 'PriceProviderError';
}

/**
 * Throws a PriceProviderError unless `prices` holds a positive whole number of cents for every
 * stock: the last check before a provider answers, so that a refresh is all or nothing.
 */
export function assertCompletePrices(
  stocks: readonly Pick<PricedStock, 'symbol'>[],
  prices: ReadonlyMap<string, number>,
  providerName: string,
): void {
  for (const { symbol } of stocks) {
    const price = prices.get(symbol);
    if (price === undefined) {
      throw new PriceProviderError(`${providerName}: no price for ${symbol}`);
    }
    if (!isPriceCents(price)) {
      throw new PriceProviderError(
        `${providerName}: the price for ${symbol} is ${price}, not a positive whole number of cents`,
      );
    }
  }
}
