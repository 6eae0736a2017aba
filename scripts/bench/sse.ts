// The live stream (docs/live-updates.md): CONNECTIONS (1,000) server-sent-event streams held
// through one gateway process (to a rewards process), with heartbeats, on the whole stack as
// processes.
//   1. Memory: the gateway's and rewards' resident memory per open stream (RSS after opening them
//      minus RSS before, ÷ CONNECTIONS).
//   2. Fan-out: ROUNDS notices for everyone published to Redis as a service's relay publishes them
//      (log + channel); the time from publishing until each stream has received it, p50/p95 over
//      every (notice, stream) pair.
//   3. Every stream still open after HOLD_SECONDS, with heartbeats arriving on each.
// Baseline, same run, same Redis channel: a bare Node SSE server (sse-baseline-server.mjs) holding
// the same number of streams: no gateway, sessions or routing.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { noticeChannel, publishNotices } from '@fc/service-kit/notices';
import { createRedis } from '@fc/service-kit/redis';
import { sessionCookieName, signSessionToken } from '@fc/service-kit/session';
import { openEventStream, type EventStreamConnection } from '@fc/testkit/event-stream-client';
import { testRedisUrl } from '@fc/testkit/infrastructure';
import { startStack } from '@fc/testkit/stack';
import { randomUUID } from 'node:crypto';
import { percentile, printTable, times } from './measure.ts';

const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 20);
const HEARTBEAT_SECONDS = 2;
const HOLD_SECONDS = 5;
const JWT_SECRET = `bench-${randomUUID()}-${randomUUID()}`;

async function rssKib(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/** Opens `count` streams, 50 at a time. */
async function openAll(count: number, open: (i: number) => Promise<EventStreamConnection>) {
  const streams: EventStreamConnection[] = [];
  for (let first = 0; first < count; first += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - first) }, (_, offset) => open(first + offset)),
    );
    streams.push(...batch);
  }
  const refused = streams.filter((stream) => stream.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} of ${count} streams were refused`);
  return streams;
}

/** Publishes ROUNDS notices for everyone; answers each stream's delay for each, in ms. */
async function fanOut(
  streams: EventStreamConnection[],
  publish: (marker: string) => Promise<void>,
) {
  const delays: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const marker = `round-${round}-${randomUUID()}`;
    const sent = performance.now();
    const arrivals = streams.map((stream) =>
      stream
        .waitFor((event) => event.event === 'prices' && event.data.includes(marker), 10_000)
        .then(() => performance.now() - sent),
    );
    await publish(marker);
    delays.push(...(await Promise.all(arrivals)));
    await sleep(250);
  }
  return delays.sort((a, b) => a - b);
}

async function heartbeatsOnEvery(streams: EventStreamConnection[]) {
  const before = streams.map((stream) => stream.comments.length);
  await sleep(HOLD_SECONDS * 1_000);
  return streams.filter((stream, i) => stream.comments.length > before[i]!).length;
}

const stack = await startStack({
  JWT_SECRET,
  SSE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
  LOG_LEVEL: 'warn',
});
const redis = createRedis(testRedisUrl());
await redis.connect();
const publish = (marker: string) =>
  publishNotices(redis, stack.redisPrefix, [
    {
      type: 'prices',
      audience: { all: true },
      data: { refreshedAt: new Date().toISOString(), stocks: 0, marker },
    },
  ]);
const baseline = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'sse-baseline-server.mjs')],
  {
    env: {
      ...process.env,
      REDIS_URL: testRedisUrl(),
      CHANNEL: noticeChannel(stack.redisPrefix),
      HEARTBEAT_MS: String(HEARTBEAT_SECONDS * 1_000),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
try {
  const baselinePort = await new Promise<number>((resolve) =>
    baseline.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  const cookieName = sessionCookieName(stack.baseUrl);
  const cookieFor = (i: number) =>
    `${cookieName}=${signSessionToken(JWT_SECRET, {
      // Ten tabs per user at most: a user per stream.
      userId: 100_000 + i,
      role: 'student',
      sessionId: randomUUID(),
    })}`;

  // Warm-up: a few streams and notices through each path, then closed.
  const warm = await openAll(20, (i) =>
    openEventStream(`${stack.baseUrl}/api/events/stream`, { cookie: cookieFor(i) }),
  );
  await fanOut(warm, publish);
  for (const stream of warm) stream.close();
  await sleep(500);

  // Through the gateway.
  const gatewayPid = stack.pid('gateway');
  const rewardsPid = stack.pid('rewards');
  const gatewayBefore = await rssKib(gatewayPid);
  const rewardsBefore = await rssKib(rewardsPid);
  const streams = await openAll(CONNECTIONS, (i) =>
    openEventStream(`${stack.baseUrl}/api/events/stream`, { cookie: cookieFor(i) }),
  );
  await sleep(1_000);
  const gatewayPerStream = ((await rssKib(gatewayPid)) - gatewayBefore) / CONNECTIONS;
  const rewardsPerStream = ((await rssKib(rewardsPid)) - rewardsBefore) / CONNECTIONS;
  const delays = await fanOut(streams, publish);
  const alive = await heartbeatsOnEvery(streams);
  for (const stream of streams) stream.close();

  // The bare server.
  const baselineBefore = await rssKib(baseline.pid);
  const bare = await openAll(CONNECTIONS, () =>
    openEventStream(`http://127.0.0.1:${baselinePort}/`),
  );
  await sleep(1_000);
  const barePerStream = ((await rssKib(baseline.pid)) - baselineBefore) / CONNECTIONS;
  const bareDelays = await fanOut(bare, publish);
  const bareAlive = await heartbeatsOnEvery(bare);
  for (const stream of bare) stream.close();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kib = (value: number) => `${value.toFixed(1)} KiB`;
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  const bareP50 = percentile(bareDelays, 50);
  const bareP95 = percentile(bareDelays, 95);
  process.stdout.write(
    `${CONNECTIONS} streams, ${ROUNDS} notices to everyone, heartbeat every ${HEARTBEAT_SECONDS} s\n`,
  );
  printTable(
    ['figure', 'through the gateway', 'bare SSE server (baseline)', 'measured ÷ baseline'],
    [
      ['fan-out p50', ms(p50), ms(bareP50), times(p50, bareP50)],
      ['fan-out p95', ms(p95), ms(bareP95), times(p95, bareP95)],
      [
        'gateway RSS per stream',
        kib(gatewayPerStream),
        kib(barePerStream),
        times(gatewayPerStream, barePerStream),
      ],
      [
        'rewards RSS per stream',
        kib(rewardsPerStream),
        kib(barePerStream),
        times(rewardsPerStream, barePerStream),
      ],
      [`streams with heartbeats after ${HOLD_SECONDS} s`, String(alive), String(bareAlive)],
    ],
  );
  // The exit code says whether every stream stayed open, not whether a figure is good enough.
  process.exitCode = alive === CONNECTIONS ? 0 : 1;
} finally {
  baseline.kill('SIGTERM');
  redis.disconnect();
  await stack.stop();
}
