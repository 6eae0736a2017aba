// The gateway's own CPU per proxied request, whatever the upstream does. A stub upstream answers a
// small JSON body, at once or after 20 ms (BENCH_SLOW_MS); the same requests go through the
// gateway and through the least a Node reverse proxy can be (proxy-baseline-server.mjs, the floor:
// no routing, logging, limits, metrics or headers), each in its own process, 50 clients on
// kept-alive connections. The figure is the gateway's CPU per request (user + system, from /proc)
// beside the bare proxy's in the same run, and the difference: what the gateway adds.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { freePort } from '@fc/testkit/stack';
import {
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testRedisUrl,
} from '@fc/testkit/infrastructure';
import { measure, printTable, signed, warmUp, WARMUP_SECONDS } from './measure.ts';
import { benchProcesses } from './processes.ts';

const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6_000);
/** How long the slow case's service takes to answer. */
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 20);

const [stubPort, barePort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
const stubUrl = `http://127.0.0.1:${stubPort}`;
const redisPrefix = createTestRedisPrefix();
const processes = benchProcesses({
  ...process.env,
  NODE_ENV: 'test',
  REDIS_URL: testRedisUrl(),
  REDIS_PREFIX: redisPrefix,
  JWT_SECRET: `bench-secret-${randomUUID()}-0123456789abcdef`,
  AUTH_URL: stubUrl,
  LEARNING_URL: stubUrl,
  MARKET_URL: stubUrl,
  BUDGET_URL: stubUrl,
  REWARDS_URL: stubUrl,
  UPSTREAM_URL: stubUrl,
  RATE_LIMIT_MAX: '100000000',
  USER_RATE_LIMIT_MAX: '100000000',
});
try {
  processes.start('scripts/bench/proxy-stub-upstream.mjs', stubPort, 'upstream');
  processes.start('scripts/bench/proxy-baseline-server.mjs', barePort, 'bare proxy');
  processes.start('gateway/src/main.ts', gatewayPort);
  await processes.waitUntilUp(stubPort, '/');
  await processes.waitUntilUp(barePort, '/');
  await processes.waitUntilUp(gatewayPort, '/healthz');

  const dispatcher = new Agent({ connections: CONCURRENCY });
  const cases = [
    { name: 'GET, upstream answers at once', method: 'GET', path: '/api/stocks', body: undefined },
    {
      name: `GET, upstream answers in ${SLOW_MS} ms`,
      method: 'GET',
      path: `/api/stocks?delayMs=${SLOW_MS}`,
      body: undefined,
    },
    {
      name: 'POST with a JSON body, at once',
      method: 'POST',
      path: '/api/portfolios/1/trade',
      body: JSON.stringify({ stockId: 1, shares: 1, type: 'buy' }),
    },
  ] as const;
  const once = (port: number, test: (typeof cases)[number]) => async () => {
    const response = await request(`http://127.0.0.1:${port}${test.path}`, {
      method: test.method,
      headers: {
        cookie: 'fc_session=eyJhbGciOiJIUzI1NiJ9.e30.signature-of-a-typical-length-0123456789',
        ...(test.body ? { 'content-type': 'application/json' } : {}),
      },
      body: test.body,
      dispatcher,
    });
    await response.body.dump();
    return response.statusCode === 200;
  };
  /** CPU µs per request of the named process while `requests` go through `port`. */
  const cpuPerRequest = async (name: string, port: number, test: (typeof cases)[number]) => {
    await warmUp(WARMUP_SECONDS / cases.length, CONCURRENCY, once(port, test));
    const before = await processes.cpu();
    const measured = await measure(REQUESTS, CONCURRENCY, once(port, test));
    const after = await processes.cpu();
    return {
      microseconds: (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / measured.requests,
      failures: measured.failures,
    };
  };

  const us = (value: number) => `${value.toFixed(0)} µs`;
  const rows: string[][] = [];
  let failures = 0;
  for (const test of cases) {
    const bare = await cpuPerRequest('bare proxy', barePort, test);
    const gateway = await cpuPerRequest('gateway', gatewayPort, test);
    failures += bare.failures + gateway.failures;
    const added = gateway.microseconds - bare.microseconds;
    rows.push([test.name, us(gateway.microseconds), us(bare.microseconds), signed(added, us)]);
  }
  await dispatcher.close();
  process.stdout.write(
    `\n${REQUESTS} requests per case, ${CONCURRENCY} clients; CPU per request (user + system) of the gateway against a bare Node proxy; failures: ${failures}.\n\n`,
  );
  printTable(['case', 'gateway', 'bare proxy (floor)', 'added by the gateway'], rows);
  process.stdout.write(
    '\nFloor: a bare Node reverse proxy (undici, kept-alive) in its own process, same requests, same run.\n',
  );
  // The exit code says whether every request was answered, not whether a figure is good enough.
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await processes.stop();
  await dropTestRedisPrefix(redisPrefix);
}
