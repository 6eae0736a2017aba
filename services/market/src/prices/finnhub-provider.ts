import { setTimeout as delay } from 'node:timers/promises';
import { dollarsToCents } from '../shared/money.ts';
import {
  assertCompletePrices,
  PriceProviderError,
  type PricedStock,
  type PriceProvider,
} from './price-provider.ts';
import { createLocalPacer, type CreatePacer } from './provider-pacing.ts';

/**
 * Real prices from Finnhub's quote API (https://finnhub.io/docs/api/quote):
 *
 *   GET {baseUrl}/api/v1/quote?symbol=AAPL&token=KEY  →  {c, d, dp, h, l, o, pc, t}
 *
 * where `c` is the current price in dollars. The API has one symbol per request, and the free
 * tier allows 30 calls a second and 60 a minute, so a refresh of the 78 listed stocks and funds is paced
 * over a little more than a minute (55 a minute by default: about 80 s). The worker runs it in
 * the background, well inside the 15-minute refresh interval.
 *
 * A refresh is all or nothing: any failed quote (HTTP error, timeout, bad JSON, no price) aborts
 * the rest and throws a PriceProviderError naming the symbol, so the caller keeps the last prices.
 */
export interface FinnhubProviderOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The free tier allows 30 a second; the default leaves some room. */
  maxRequestsPerSecond?: number;
  /** The free tier allows 60 a minute; the default leaves some room for clock skew. */
  maxRequestsPerMinute?: number;
  /** Requests in flight at once, so that one slow answer does not hold back the pacing. */
  maxConcurrentRequests?: number;
  /** Per quote, the answer's body included. */
  timeoutMs?: number;
  /** The clock and the wait the pacing uses: tests pass a virtual clock so they never wait. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Where the request slots come from: by default this process alone; the worker shares them
   * across its replicas through Redis (provider-pacing.ts), as the limit is per API key.
   */
  createPacer?: CreatePacer;
}

export function createFinnhubProvider({
  apiKey,
  baseUrl = 'https://finnhub.io',
  fetch = globalThis.fetch,
  maxRequestsPerSecond = 25,
  maxRequestsPerMinute = 55,
  maxConcurrentRequests = 4,
  timeoutMs = 10_000,
  now = Date.now,
  sleep = (ms) => delay(ms),
  createPacer = (intervalMs) => createLocalPacer(intervalMs, now, sleep),
}: FinnhubProviderOptions): PriceProvider {
  if (apiKey.trim() === '') throw new Error('The Finnhub price provider needs an API key');
  for (const [option, value] of Object.entries({
    maxRequestsPerSecond,
    maxRequestsPerMinute,
    maxConcurrentRequests,
    timeoutMs,
  })) {
    if (!(value > 0)) throw new Error(`The Finnhub price provider needs a positive ${option}`);
  }
  const name = 'finnhub';
  const quoteUrl = `${baseUrl.replace(/\/+$/, '')}/api/v1/quote`;
  // Evenly spaced requests satisfy both budgets whatever window Finnhub counts in. Whole
  // milliseconds, rounded up: 55 × (60000 / 55) ms falls a hair short of a minute in floating point.
  const pacer = createPacer(
    Math.ceil(Math.max(1000 / maxRequestsPerSecond, 60_000 / maxRequestsPerMinute)),
  );

  async function fetchQuoteCents(symbol: string, cancel: AbortSignal): Promise<number> {
    const url = new URL(quoteUrl);
    url.searchParams.set('symbol', symbol);
    url.searchParams.set('token', apiKey);
    const timeout = AbortSignal.timeout(timeoutMs);
    // Messages name the symbol but never the URL: it carries the API key.
    const fail = (problem: string, cause?: unknown): never => {
      throw new PriceProviderError(
        `${name}: the quote for ${symbol} ${timeout.aborted ? `timed out after ${timeoutMs} ms` : problem}`,
        { cause },
      );
    };

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([cancel, timeout]),
      });
    } catch (error) {
      return fail(`could not be fetched: ${(error as Error).message}`, error);
    }
    if (!response.ok) {
      const detail = await readErrorDetail(response);
      return fail(`failed: HTTP ${response.status}${statusHint(response.status)}${detail}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return fail(`is not valid JSON (HTTP ${response.status})`, error);
    }
    const price = typeof body === 'object' && body !== null && 'c' in body ? body.c : undefined;
    if (typeof price !== 'number' || !Number.isFinite(price)) {
      return fail(`has no current price (c) (HTTP ${response.status})`);
    }
    if (price <= 0) {
      // Finnhub answers c: 0 for a symbol it does not know.
      return fail(`has a current price of ${price} (HTTP ${response.status}; unknown symbol?)`);
    }
    const cents = dollarsToCents(price);
    return cents > 0 ? cents : fail(`has a current price of ${price}, less than a cent`);
  }

  return {
    name,
    async fetchPrices(
      stocks: PricedStock[],
      _at: Date,
      signal?: AbortSignal,
    ): Promise<Map<string, number>> {
      const prices = new Map<string, number>();
      const cancel = new AbortController();
      const inFlight = new Set<Promise<void>>();
      let failure: unknown;
      // A shutdown stops the refresh between symbols and cancels the quotes in flight.
      const stop = () => {
        if (failure === undefined) {
          failure = new PriceProviderError(`${name}: the refresh was stopped`, {
            cause: signal?.reason,
          });
        }
        cancel.abort();
      };
      if (signal?.aborted) stop();
      signal?.addEventListener('abort', stop, { once: true });

      for (const { symbol } of stocks) {
        while (inFlight.size >= maxConcurrentRequests) await Promise.race(inFlight);
        if (failure === undefined) {
          await pacer.wait(cancel.signal).catch((error: unknown) => {
            failure ??= error;
            cancel.abort();
          });
        }
        if (failure !== undefined) break;
        const request: Promise<void> = fetchQuoteCents(symbol, cancel.signal)
          .then(
            (cents) => {
              prices.set(symbol, cents);
            },
            (error: unknown) => {
              // The first failure decides the refresh; the requests it cancels fail after it.
              if (failure === undefined) {
                failure = error;
                cancel.abort();
              }
            },
          )
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      await Promise.all(inFlight);
      signal?.removeEventListener('abort', stop);

      if (failure !== undefined) {
        throw failure instanceof PriceProviderError
          ? failure
          : new PriceProviderError(`${name}: the refresh failed`, { cause: failure });
      }
      assertCompletePrices(stocks, prices, name);
      return prices;
    },
  };
}

function statusHint(status: number): string {
  if (status === 401 || status === 403) return ' (the API key was refused)';
  if (status === 429) return ' (the rate limit was reached)';
  if (status >= 500) return ' (Finnhub had a server error)';
  return '';
}

/** Finnhub explains errors as {"error": "..."}; a short excerpt helps whoever reads the log. */
async function readErrorDetail(response: Response): Promise<string> {
  try {
    const text = (await response.text()).trim();
    let detail = text;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
        detail = String(parsed.error);
      }
    } catch {
      // Not JSON: the text itself is the detail.
    }
    return detail === '' ? '' : `: ${detail.slice(0, 200)}`;
  } catch {
    return '';
  }
}
