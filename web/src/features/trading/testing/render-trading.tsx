import type { mockFetch, MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { marketRoutes } from '@/testing/trading-fixtures';
import type { User } from '@/types/api';

export const alex = buildUser({ id: 7, firstName: 'Alex', lastName: 'Morgan' });

/** Renders /trading for `session` (Alex by default) with the market answered from the fixtures. */
export function renderTrading({
  session = alex,
  routes = {},
}: { session?: User | 'guest'; routes?: MockRoutes } = {}) {
  return renderApp('/trading', { session, routes: marketRoutes(routes) });
}

/** The URLs (with query strings) requested so far whose path starts with `prefix`. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>, prefix: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    .filter((url) => url.startsWith(prefix));
}
