// The gateway's cost per request and its memory under load, each beside a baseline measured in
// the same run on the same machine (these machines are shared and noisy: compare, don't trust
// absolute numbers).
//   1. GET /api/auth/me through the gateway, against the same call straight to the auth service:
//      what the gateway adds to a request's time.
//   2. Memory of this process (the gateway and the auth service both run in it) under that load,
//      against its memory before it.
import { startAuthService } from '../../services/auth/test/fixtures/build-auth-service.ts';
import { startInProcessGateway } from './in-process-gateway.ts';
import { measure, percentOf, printTable, signed } from './measure.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

/** REQUESTS GETs of `url` with the session, CONCURRENCY at a time; a success is a 200. */
const load = (url: string, cookie: string) =>
  measure(REQUESTS, CONCURRENCY, async () => {
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    return response.status === 200;
  });

const auth = await startAuthService();
const { client } = await auth.registerStudent();
const cookie = client.cookieHeader;
const gateway = await startInProcessGateway(auth.baseUrl);
const gatewayUrl = gateway.url;

// Warm both paths up (JIT, connection pools) before measuring.
await load(`${auth.baseUrl}/api/auth/me`, cookie);
global.gc?.();
const idleRss = process.memoryUsage().rss;
const direct = await load(`${auth.baseUrl}/api/auth/me`, cookie);
const viaGateway = await load(`${gatewayUrl}/api/auth/me`, cookie);
const loadedRss = process.memoryUsage().rss;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
process.stdout.write(
  `\n${REQUESTS} requests, ${CONCURRENCY} at a time; failures: gateway ${viaGateway.failures}, direct ${direct.failures}\n\n`,
);
printTable(
  ['figure', 'through the gateway', 'straight to auth (baseline)', 'difference'],
  [
    [
      'GET /api/auth/me p50',
      ms(viaGateway.p50),
      ms(direct.p50),
      signed(viaGateway.p50 - direct.p50, ms),
    ],
    [
      'GET /api/auth/me p95',
      ms(viaGateway.p95),
      ms(direct.p95),
      signed(viaGateway.p95 - direct.p95, ms),
    ],
    [
      'requests per second',
      viaGateway.perSecond.toFixed(0),
      direct.perSecond.toFixed(0),
      `${percentOf(viaGateway.perSecond, direct.perSecond)} of direct`,
    ],
    [
      'process RSS (baseline: idle)',
      mib(loadedRss),
      mib(idleRss),
      signed(loadedRss - idleRss, mib),
    ],
  ],
);
process.stdout.write(
  '\nBaselines: the same call straight to the auth service; RSS before the measured load.\n',
);

await gateway.close();
await auth.close();
// The exit code says whether every request was answered, not whether a figure is good enough.
process.exit(viaGateway.failures + direct.failures === 0 ? 0 : 1);
