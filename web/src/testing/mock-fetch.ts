import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export interface MockRequest {
  method: string;
  path: string;
  /** The URL's query parameters (routes are keyed by path alone). */
  query: URLSearchParams;
  init: RequestInit;
  /** The parsed JSON body, if any. */
  json: unknown;
}

export type MockHandler = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Handlers keyed by "METHOD /path", e.g. "POST /api/auth/login". */
export type MockRoutes = Record<string, MockHandler>;

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

function toResponse({ status = 200, body }: MockAnswer): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText: statusTexts[status] ?? '',
    headers: text && typeof body !== 'string' ? { 'Content-Type': 'application/json' } : {},
  });
}

/**
 * Replaces fetch with answers from `routes`. Calls without a handler answer
 * 404 in the server's error shape. Returns the mock to inspect the calls.
 */
export function mockFetch(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const { pathname: path, searchParams: query } = new URL(url, 'http://localhost');
    const handler = routes[`${method} ${path}`];
    if (!handler) {
      return toResponse({ status: 404, body: { code: 'not_found', message: 'Not found' } });
    }
    const json: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      typeof handler === 'function' ? await handler({ method, path, query, init, json }) : handler;
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to `method path`, with their parsed bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return (
        (init?.method ?? 'GET').toUpperCase() === method &&
        new URL(url, 'http://localhost').pathname === path
      );
    })
    .map(([, init]) => ({
      init,
      json: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** Every path requested so far, in order (e.g. to check that guests make no per-user call). */
export function requestedPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://localhost').pathname;
  });
}
