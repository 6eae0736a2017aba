// `npm run bench`: speed and memory of the foundation's hot paths, each beside a baseline measured
// in the same run on the same machine (these machines are shared and noisy: compare, don't trust
// absolute numbers).
//   1. GET /api/auth/me through the gateway, against the same call straight to the auth service:
//      the gateway's cost per request (target: adds at most 3 ms at p50 and 10 ms at p95).
//   2. Memory of the gateway process under that load, against its memory when idle
//      (target: grows by at most 64 MiB).
import { startAuthService } from '../../services/auth/test/fixtures/build-auth-service.ts';
import { startInProcessGateway } from './in-process-gateway.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load(url: string, cookie: string) {
  const timings: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(url, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    rps: REQUESTS / seconds,
    failures,
  };
}

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
const rows = [
  [
    'GET /api/auth/me p50',
    ms(viaGateway.p50),
    ms(direct.p50),
    ms(viaGateway.p50 - direct.p50),
    viaGateway.p50 - direct.p50 <= 3,
  ],
  [
    'GET /api/auth/me p95',
    ms(viaGateway.p95),
    ms(direct.p95),
    ms(viaGateway.p95 - direct.p95),
    viaGateway.p95 - direct.p95 <= 10,
  ],
  [
    'requests per second',
    viaGateway.rps.toFixed(0),
    direct.rps.toFixed(0),
    `${((viaGateway.rps / direct.rps) * 100).toFixed(0)} % of direct`,
    true,
  ],
  [
    'process RSS (MiB)',
    (loadedRss / 2 ** 20).toFixed(1),
    (idleRss / 2 ** 20).toFixed(1),
    `+${((loadedRss - idleRss) / 2 ** 20).toFixed(1)} MiB`,
    loadedRss - idleRss <= 64 * 2 ** 20,
  ],
] as const;
process.stdout.write(
  `\n${REQUESTS} requests, ${CONCURRENCY} at a time; failures: gateway ${viaGateway.failures}, direct ${direct.failures}\n\n`,
);
process.stdout.write(
  `${'figure'.padEnd(24)}${'measured'.padStart(14)}${'baseline'.padStart(14)}${'difference'.padStart(20)}  target\n`,
);
for (const [name, measured, baseline, difference, isMet] of rows) {
  process.stdout.write(
    `${name.padEnd(24)}${String(measured).padStart(14)}${String(baseline).padStart(14)}${difference.padStart(20)}  ${isMet ? 'met' : 'MISSED'}\n`,
  );
}
process.stdout.write(
  '\nBaselines: the same call straight to the auth service; RSS before the measured load.\n',
);

await gateway.close();
await auth.close();
process.exit(rows.every((row) => row[4]) && viaGateway.failures === 0 ? 0 : 1);
