import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { createTestRedisPrefix } from '@fc/testkit/infrastructure';
import { serviceUrlEnv, startGateway, type GatewayUnderTest } from './fixtures/build-gateway.ts';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream.ts';

let upstreams: FakeUpstream[];
let gateway: GatewayUnderTest;

beforeAll(async () => {
  upstreams = await Promise.all(serviceNames.map((service) => startFakeUpstream(service)));
  const urls = Object.fromEntries(upstreams.map((one) => [one.service, one.url])) as Record<
    ServiceName,
    string
  >;
  // The budget service is down: nothing listens where the gateway looks for it.
  urls.budget = 'http://127.0.0.1:1';
  gateway = await startGateway({ ...serviceUrlEnv(urls), REDIS_PREFIX: createTestRedisPrefix() });
});
afterAll(async () => {
  await gateway?.close();
  await Promise.all((upstreams ?? []).map((one) => one.close()));
});

describe('gateway readiness with a service down', () => {
  it('when one service is down, then /readyz still answers 200 and only the internal status names it', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', service: 'gateway' });

    const status = await fetch(gateway.statusUrl);
    expect(status.status).toBe(503);
    expect(await status.json()).toEqual({
      status: 'degraded',
      redis: 'ok',
      services: { auth: 'ok', learning: 'ok', market: 'ok', budget: 'down', rewards: 'ok' },
    });

    // The public port shows nothing of the services behind it.
    for (const path of ['/readyz/dependencies', '/status']) {
      const response = await fetch(`${gateway.url}${path}`);
      // (The web app may answer the path: its page mentions the budget planner, not the states.)
      expect(await response.text(), path).not.toMatch(/"budget"|degraded|"redis"/);
    }
  });
});
