// The points leaderboard at club scale: 100,000 members. One request is the top N plus the
// caller's rank (GET /api/leaderboard?limit=10, rank in X-Caller-Rank) through the gateway, at
// 50 concurrent clients, with the rewards service and the gateway in their own processes and
// logging as in production. Baseline: the raw Redis work of the same answer (ZREVRANGE +
// ZREVRANK in one round trip) at the same concurrency. Floor: that round trip behind bare Node
// HTTP, one hop and two (docs/performance.md).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { Agent, request } from 'undici';
import { applyMigrations } from '@fc/service-kit/migrations';
import { freePort } from '@fc/testkit/stack';
import { SESSION_COOKIE, signSessionToken } from '@fc/service-kit/session';
import {
  createTestDatabase,
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testRedisUrl,
} from '@fc/testkit/infrastructure';
import { measure, percentOf, printTable, times, warmUp, WARMUP_SECONDS } from './measure.ts';
import { benchProcesses, cpuPerRequest, startFloor } from './processes.ts';
import { hasWrk, measureWithWrk } from './wrk.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const TOP_N = 10;
const root = path.resolve(import.meta.dirname, '..', '..');
const secret = `bench-secret-${randomUUID()}-0123456789abcdef`;

const database = await createTestDatabase();
const prefix = createTestRedisPrefix();
let stopProcesses = async () => {};
try {
  await applyMigrations({
    databaseUrl: database.url,
    schema: 'rewards',
    migrationsDir: path.join(root, 'services', 'rewards', 'prisma', 'migrations'),
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO rewards.member (user_id, username, first_name, last_name, points, points_reached_at)
     SELECT i, 'member' || i, 'First' || i, 'Last' || i, (random() * 20000)::int, now() - (i || ' seconds')::interval
     FROM generate_series(1, $1::int) AS i`,
    [MEMBERS],
  );
  await client.end();

  const [rewardsPort, gatewayPort] = [await freePort(), await freePort()];
  const processes = benchProcesses({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    JWT_SECRET: secret,
    REWARDS_URL: `http://127.0.0.1:${rewardsPort}`,
    RATE_LIMIT_MAX: '100000000',
    USER_RATE_LIMIT_MAX: '100000000',
  });
  stopProcesses = () => processes.stop();
  processes.start('services/rewards/src/main.ts', rewardsPort);
  processes.start('gateway/src/main.ts', gatewayPort);
  await processes.waitUntilUp(rewardsPort, '/readyz');
  await processes.waitUntilUp(gatewayPort, '/healthz');

  const callerId = Math.floor(MEMBERS / 2);
  const cookie = `${SESSION_COOKIE}=${signSessionToken(secret, { userId: callerId, role: 'student', sessionId: randomUUID() })}`;
  // BENCH_DIRECT=1: straight to the rewards service, to see what the gateway adds.
  const url = `http://127.0.0.1:${process.env.BENCH_DIRECT ? rewardsPort : gatewayPort}/api/leaderboard?limit=${TOP_N}`;
  // undici's request with a pool of kept-alive connections: a load generator light enough not
  // to be what is measured (fetch costs several times more CPU per call).
  const dispatcher = new Agent({ connections: CONCURRENCY });
  /** One read of the board's top N and the caller's rank at `target`, answered as expected. */
  const readsBoard = (target: string) => async () => {
    const response = await request(target, { headers: { cookie }, dispatcher });
    const entries = (await response.body.json()) as unknown[];
    return (
      response.statusCode === 200 &&
      entries.length === TOP_N &&
      Boolean(response.headers['x-caller-rank'])
    );
  };
  const viaGateway = readsBoard(url);

  const redis = new Redis(testRedisUrl());
  const board = `${prefix}:leaderboard:points`;
  const callerMember = await redis.hget(`${prefix}:leaderboard:members`, String(callerId));
  if (!callerMember || (await redis.zcard(board)) !== MEMBERS)
    throw new Error('the leaderboard was not built from the database');
  const rawRedis = async () => {
    const results = await redis
      .pipeline()
      .zrevrange(board, 0, TOP_N - 1)
      .zrevrank(board, callerMember)
      .exec();
    return results?.every(([error]) => error === null) ?? false;
  };

  if (!(await viaGateway())) throw new Error('the leaderboard did not answer as expected');
  const useWrk = await hasWrk();
  /** The load on `target`: from wrk when it is installed, else from the Node client. */
  const measureUrl = (target: string, seconds: number) =>
    useWrk
      ? measureWithWrk({ url: target, headers: { cookie }, connections: CONCURRENCY, seconds })
      : measure(REQUESTS, CONCURRENCY, readsBoard(target));
  /** The same load as measureUrl's, untimed, for WARMUP_SECONDS (measure.ts). */
  const warmUpUrl = (target: string) =>
    useWrk
      ? measureWithWrk({
          url: target,
          headers: { cookie },
          connections: CONCURRENCY,
          seconds: WARMUP_SECONDS,
        })
      : warmUp(WARMUP_SECONDS, CONCURRENCY, readsBoard(target));
  const measureApi = (seconds: number) => measureUrl(url, seconds);
  await warmUpUrl(url);
  await warmUp(WARMUP_SECONDS, CONCURRENCY, rawRedis);
  const cpuBefore = await processes.cpu();
  const api = await measureApi(MEASURE_SECONDS);
  const cpuAfter = await processes.cpu();
  if (useWrk && !(await viaGateway()))
    throw new Error('the leaderboard stopped answering as expected');
  const raw = await measure(REQUESTS, CONCURRENCY, rawRedis);

  // The floor: the same Redis round trip behind the least an HTTP server can be in Node, alone
  // (one hop) and behind the least a proxy can be (two hops, the gateway-and-service shape), each
  // in its own process, the same client and concurrency. No product code runs in them: what they
  // cost beyond Redis is HTTP's on this machine, which no answer over HTTP avoids.
  const floor = await startFloor(processes, 'scripts/bench/leaderboard-floor-server.mjs', {
    FLOOR_BOARD_KEY: board,
    FLOOR_CALLER_MEMBER: callerMember,
    FLOOR_TOP_N: String(TOP_N),
  });
  // Measured as the API was (the floor answers X-Caller-Rank too).
  const floorUrl = (port: number) => `http://127.0.0.1:${port}/api/leaderboard?limit=${TOP_N}`;
  await warmUpUrl(floorUrl(floor.twoHops));
  const floorOneHop = await measureUrl(floorUrl(floor.oneHop), MEASURE_SECONDS);
  const floorTwoHops = await measureUrl(floorUrl(floor.twoHops), MEASURE_SECONDS);
  redis.disconnect();
  await dispatcher.close();

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  process.stdout.write(
    `\n${MEMBERS.toLocaleString('en-US')} members, ${REQUESTS} requests, ${CONCURRENCY} at a time; failures: ${api.failures} (api), ${raw.failures} (redis)\n\n`,
  );
  // A figure from every run: a latency compared as a multiple of the baseline's, a throughput as
  // a share of it.
  const row = (name: string, pick: (measured: typeof raw) => number, isThroughput = false) => {
    const format = isThroughput ? (value: number) => value.toFixed(0) : ms;
    const compare = isThroughput ? percentOf : times;
    const floorCell = (floor: typeof raw) =>
      `${format(pick(floor))} (${compare(pick(floor), pick(raw))})`;
    return [
      name,
      format(pick(api)),
      format(pick(raw)),
      compare(pick(api), pick(raw)),
      floorCell(floorOneHop),
      floorCell(floorTwoHops),
    ];
  };
  printTable(
    [
      'figure',
      'product',
      'Redis round trip (baseline)',
      'product ÷ baseline',
      'floor, one hop',
      'floor, two hops',
    ],
    [
      row(`top ${TOP_N} + caller rank p50`, (measured) => measured.p50),
      row(`top ${TOP_N} + caller rank p95`, (measured) => measured.p95),
      row('requests per second', (measured) => measured.perSecond, true),
    ],
  );
  process.stdout.write(
    `\nFailures: floor one hop ${floorOneHop.failures}, two hops ${floorTwoHops.failures}. CPU per request (user + system): ${cpuPerRequest(cpuBefore, cpuAfter, api.requests)}.\n`,
  );
  process.stdout.write(
    '\nBaseline: ZREVRANGE + ZREVRANK in one Redis round trip, same concurrency, same run. Floor (no product code): the same round trip behind a bare Node HTTP server (one hop) and a bare proxy in front of it (two hops, the gateway-and-service shape), same client, same run.\n',
  );
  // The exit code says whether every read was answered as expected, not whether a figure is good
  // enough.
  process.exitCode = api.failures === 0 ? 0 : 1;
} finally {
  await stopProcesses();
  await database.drop();
  await dropTestRedisPrefix(prefix);
}
