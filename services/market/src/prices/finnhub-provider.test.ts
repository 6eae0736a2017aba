import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFinnhubProvider, type FinnhubProviderOptions } from './finnhub-provider.ts';
import { PriceProviderError, type PricedStock } from './price-provider.ts';

const API_KEY = 'test-key';

/** What the fake Finnhub answers for each symbol: a price in dollars or a misbehaviour. */
const quotes: Record<string, number | 'rate-limited' | 'server-error' | 'malformed' | 'hang'> = {
  AAPL: 271.49,
  MSFT: 478.43,
  'BRK.B': 509.2,
  CENTS: 0.29,
  UNKNOWN: 0,
  LIMIT: 'rate-limited',
  BOOM: 'server-error',
  JUNK: 'malformed',
  HANG: 'hang',
};
for (let index = 0; index < 72; index++) quotes[`S${index}`] = 10 + index / 4;

/** The requests the fake Finnhub received: which symbol, with which token. */
let received: { symbol: string | null; token: string | null }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const symbol = url.searchParams.get('symbol');
    const token = url.searchParams.get('token');
    received.push({ symbol, token });
    const answer = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);

    if (url.pathname !== '/api/v1/quote') return answer(404, '{"error":"Not found"}');
    if (token !== API_KEY) return answer(401, '{"error":"Invalid API key."}');
    const quote = quotes[symbol ?? ''];
    if (quote === 'rate-limited') return answer(429, '{"error":"API limit reached."}');
    if (quote === 'server-error') return answer(500, 'Internal Server Error');
    if (quote === 'malformed') return answer(200, '{"c": 12.3, "d"');
    if (quote === 'hang') return; // never answers
    if (quote === undefined || quote === 0) {
      // Finnhub's answer for a symbol it does not know.
      return answer(200, '{"c":0,"d":null,"dp":null,"h":0,"l":0,"o":0,"pc":0,"t":0}');
    }
    answer(
      200,
      JSON.stringify({
        c: quote,
        d: 1.25,
        dp: 0.46,
        h: quote + 1,
        l: quote - 1,
        o: quote,
        pc: quote - 1.25,
        t: 1763740800,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** A virtual clock: sleeping moves it forward at once, so pacing costs the tests no time. */
function createVirtualClock() {
  let time = 1_000_000;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

const stocksOf = (...symbols: string[]): PricedStock[] =>
  symbols.map((symbol) => ({ symbol, priceCents: 100, riskFactor: 3 }));
const at = new Date('2025-11-21T15:00:00.000Z');

function createProvider(options: Partial<FinnhubProviderOptions> = {}) {
  const clock = createVirtualClock();
  /** The virtual time at which each quote was requested, in request order. */
  const requests: { symbol: string | null; at: number }[] = [];
  const provider = createFinnhubProvider({
    apiKey: API_KEY,
    baseUrl,
    now: clock.now,
    sleep: clock.sleep,
    fetch: (input, init) => {
      requests.push({
        symbol: new URL(input instanceof Request ? input.url : input).searchParams.get('symbol'),
        at: clock.now(),
      });
      return fetch(input, init);
    },
    ...options,
  });
  return { provider, requests };
}

describe('the Finnhub price provider', () => {
  it('when every quote answers, then each price comes back in whole cents, asked with the token', async () => {
    const { provider } = createProvider();
    const prices = await provider.fetchPrices(stocksOf('AAPL', 'MSFT', 'BRK.B', 'CENTS'), at);
    expect(provider.name).toBe('finnhub');
    expect(prices).toEqual(
      new Map([
        ['AAPL', 27_149],
        ['MSFT', 47_843],
        ['BRK.B', 50_920],
        ['CENTS', 29],
      ]),
    );
    expect(received.map((request) => request.token)).toEqual(Array(4).fill(API_KEY));
    expect(received.map((request) => request.symbol).sort()).toEqual([
      'AAPL',
      'BRK.B',
      'CENTS',
      'MSFT',
    ]);
  });

  it.each([
    [
      'the rate limit is hit',
      'LIMIT',
      'finnhub: the quote for LIMIT failed: HTTP 429 (the rate limit was reached): API limit reached.',
    ],
    [
      'Finnhub has a server error',
      'BOOM',
      'finnhub: the quote for BOOM failed: HTTP 500 (Finnhub had a server error): Internal Server Error',
    ],
    [
      'the symbol is unknown (c is 0)',
      'UNKNOWN',
      'finnhub: the quote for UNKNOWN has a current price of 0',
    ],
    ['the answer is not JSON', 'JUNK', 'finnhub: the quote for JUNK is not valid JSON (HTTP 200)'],
  ])('when %s, then the whole refresh fails naming the symbol', async (_, symbol, message) => {
    const { provider } = createProvider();
    const refresh = provider.fetchPrices(stocksOf('AAPL', symbol, 'MSFT'), at);
    await expect(refresh).rejects.toBeInstanceOf(PriceProviderError);
    await expect(refresh).rejects.toThrow(message);
  });

  it('when the API key is refused, then the refresh fails with the 401 and the first symbol', async () => {
    const { provider } = createProvider({ apiKey: 'wrong-key' });
    const refresh = provider.fetchPrices(stocksOf('AAPL', 'MSFT'), at);
    await expect(refresh).rejects.toBeInstanceOf(PriceProviderError);
    await expect(refresh).rejects.toThrow(
      'finnhub: the quote for AAPL failed: HTTP 401 (the API key was refused): Invalid API key.',
    );
  });

  it('when a quote never answers, then the refresh fails with a timeout naming the symbol', async () => {
    const { provider } = createProvider({ timeoutMs: 150 });
    const refresh = provider.fetchPrices(stocksOf('AAPL', 'HANG'), at);
    await expect(refresh).rejects.toBeInstanceOf(PriceProviderError);
    await expect(refresh).rejects.toThrow('finnhub: the quote for HANG timed out after 150 ms');
  });

  it('when Finnhub cannot be reached, then the refresh fails naming the symbol', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { provider } = createProvider({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(provider.fetchPrices(stocksOf('AAPL'), at)).rejects.toThrow(
      /^finnhub: the quote for AAPL could not be fetched: /,
    );
  });

  it('when a quote fails, then no further symbols are requested', async () => {
    const { provider, requests } = createProvider({ maxConcurrentRequests: 1 });
    await expect(
      provider.fetchPrices(stocksOf('AAPL', 'BOOM', 'MSFT', 'BRK.B'), at),
    ).rejects.toThrow('BOOM');
    expect(requests.map((request) => request.symbol)).toEqual(['AAPL', 'BOOM']);
  });

  it('when 72 stocks refresh with the default budget, then at most 55 quotes go out in any minute, in stock order', async () => {
    const { provider, requests } = createProvider();
    const stocks = stocksOf(...Array.from({ length: 72 }, (_, index) => `S${index}`));
    const prices = await provider.fetchPrices(stocks, at);

    expect(prices.size).toBe(72);
    expect(prices.get('S0')).toBe(1000);
    expect(prices.get('S71')).toBe(2775);
    expect(requests.map((request) => request.symbol)).toEqual(stocks.map((stock) => stock.symbol));
    expect(received).toHaveLength(72);
    const first = requests[0]?.at ?? 0;
    const inWindow = (from: number, ms: number) =>
      requests.filter((request) => request.at >= from && request.at < from + ms).length;
    expect(inWindow(first, 60_000)).toBe(55);
    for (const { at: start } of requests) {
      expect(inWindow(start, 60_000)).toBeLessThanOrEqual(55);
      expect(inWindow(start, 1000)).toBeLessThanOrEqual(25);
    }
  });

  it('when the minute budget is loose, then the per-second budget paces the quotes', async () => {
    const { provider, requests } = createProvider({
      maxRequestsPerSecond: 10,
      maxRequestsPerMinute: 10_000,
    });
    await provider.fetchPrices(
      stocksOf(...Array.from({ length: 30 }, (_, index) => `S${index}`)),
      at,
    );
    const first = requests[0]?.at ?? 0;
    const inWindow = (from: number, ms: number) =>
      requests.filter((request) => request.at >= from && request.at < from + ms).length;
    expect(requests).toHaveLength(30);
    expect(inWindow(first, 1000)).toBe(10);
    for (const { at: start } of requests) expect(inWindow(start, 1000)).toBeLessThanOrEqual(10);
  });

  it('when two refreshes follow each other, then they share one budget', async () => {
    const { provider, requests } = createProvider({ maxRequestsPerMinute: 6 });
    await provider.fetchPrices(stocksOf('AAPL', 'MSFT', 'BRK.B'), at);
    await provider.fetchPrices(stocksOf('AAPL', 'MSFT', 'BRK.B', 'CENTS'), at);
    const first = requests[0]?.at ?? 0;
    expect(requests).toHaveLength(7);
    expect(requests.filter((request) => request.at < first + 60_000)).toHaveLength(6);
  });

  it('when created without an API key, then it refuses', () => {
    expect(() => createFinnhubProvider({ apiKey: ' ' })).toThrow(
      'The Finnhub price provider needs an API key',
    );
  });
});
