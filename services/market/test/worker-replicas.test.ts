import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@fc/service-kit/logger';
import { createRedis, type Redis } from '@fc/service-kit/redis';
import { createTestDatabase, testRedisUrl } from '@fc/testkit/infrastructure';
import { freePort } from '@fc/testkit/stack';
import { createFinnhubProvider } from '../src/prices/finnhub-provider.ts';
import type { PricedStock, PriceProvider } from '../src/prices/price-provider.ts';
import { requestRefresh } from '../src/prices/price-refresh.queue.ts';
import { startPriceWorker } from '../src/prices/price-worker.ts';
import { createRedisPacer } from '../src/prices/provider-pacing.ts';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const workerEntry = path.join(root, 'services', 'market', 'src', 'worker.ts');
const logger = createLogger({ name: 'market-test', level: 'silent' });

let market: MarketServiceUnderTest;
let redis: Redis;
beforeAll(async () => {
  market = await startMarketService();
  redis = createRedis(testRedisUrl());
  await redis.connect();
}, 120_000);
afterAll(async () => {
  redis?.disconnect();
  await market?.close();
});

const pricePoints = () => market.deps.prisma.pricePoint.count();
const lastPriceUpdate = async () =>
  (await market.client().get('/api/stocks/status')).body.lastUpdatedAt as string | null;
const updateState = async (jobId: string) =>
  (await market.clientAs(300).get(`/api/stocks/update/${jobId}`)).body as {
    state: string;
    lastUpdatedAt: string | null;
  };
const currentPrices = async () =>
  (await market.deps.prisma.stock.findMany({ orderBy: { id: 'asc' } })).map((s) => s.priceCents);

/** A provider as slow as a paced market-data API, counting the refreshes under way at once. */
function slowProvider(shared: { active: number; maxActive: number; calls: number }): PriceProvider {
  return {
    name: 'slow',
    async fetchPrices(stocks: PricedStock[]) {
      shared.calls += 1;
      shared.active += 1;
      shared.maxActive = Math.max(shared.maxActive, shared.active);
      try {
        await delay(1_500);
        return new Map(stocks.map((stock) => [stock.symbol, stock.priceCents + 1]));
      } finally {
        shared.active -= 1;
      }
    },
  };
}

/** A stand-in for Finnhub: every quote is $100.50 at once; it counts the quotes asked for. */
async function startFakeFinnhub(): Promise<{ url: string; quotes: () => number; server: Server }> {
  let quotes = 0;
  const server = createServer((_req, res) => {
    quotes += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"c":100.5}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, quotes: () => quotes, server };
}

interface WorkerProcess {
  child: ChildProcess;
  healthUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

let spawned = 0;
async function spawnWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const port = await freePort();
  let output = '';
  // Node itself with tsx's loader, not the tsx command: that one runs the worker in a child
  // process of its own, which a SIGKILL of the command would leave running after the test.
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...market.env,
      LOG_LEVEL: 'info',
      WORKER_HEALTH_PORT: String(port),
      PRICE_REFRESH_SECONDS: '3600',
      // A queue of its own, so its scheduler's first run starts at once.
      REDIS_PREFIX: `${market.env.REDIS_PREFIX}-worker${++spawned}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, healthUrl: `http://127.0.0.1:${port}/healthz`, output: () => output, exited };
}

async function untilHealthy(worker: WorkerProcess): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
    const response = await fetch(worker.healthUrl).catch(() => undefined);
    if (response) return response;
    if (Date.now() > deadline) throw new Error(`no /healthz within 30 s:\n${worker.output()}`);
    await delay(200);
  }
}

describe('the market worker with two replicas', () => {
  it('when "Update Now" comes while another replica runs the scheduled refresh, then the two never overlap', async () => {
    const shared = { active: 0, maxActive: 0, calls: 0 };
    const options = {
      prisma: market.deps.prisma,
      db: market.deps.db,
      logger,
      redisUrl: market.env.REDIS_URL as string,
      redisPrefix: market.env.REDIS_PREFIX as string,
    };
    const pointsBefore = await pricePoints();
    const first = await startPriceWorker({ ...options, provider: slowProvider(shared) });
    const second = await startPriceWorker({ ...options, provider: slowProvider(shared) });
    try {
      // The scheduler's first run starts at once on one replica; "Update Now" is then taken by
      // the other, which is idle.
      await expect.poll(() => shared.calls, { timeout: 10_000, interval: 20 }).toBe(1);
      const before = await lastPriceUpdate();
      const asked = await requestRefresh(market.deps.refreshQueue, 300);
      expect(asked.queued).toBe(true);
      // "Update Now" is done only once the refresh under way has stored its prices.
      await expect
        .poll(async () => (await updateState(asked.jobId)).state, {
          timeout: 15_000,
          interval: 20,
        })
        .toBe('completed');
      expect(shared.active).toBe(0);
      const done = await updateState(asked.jobId);
      expect(done.lastUpdatedAt).not.toBe(before);
      expect(done.lastUpdatedAt).toBe(await lastPriceUpdate());
      await expect
        .poll(async () => (await market.deps.refreshQueue.getJobCounts('completed')).completed, {
          timeout: 15_000,
          interval: 100,
        })
        .toBe(2);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    expect(shared.maxActive).toBe(1);
    // Each refresh that ran stored one price per stock, once.
    const stocks = await market.deps.prisma.stock.count();
    expect(await pricePoints()).toBe(pointsBefore + shared.calls * stocks);
  }, 60_000);

  it('when two replicas pace the same provider, then their requests keep the pace together', async () => {
    const requestedAt: number[] = [];
    const fetch = (async () => {
      requestedAt.push(Date.now());
      return new Response('{"c":12.34}', { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const key = `${market.env.REDIS_PREFIX}:market:provider-pacing`;
    const replica = () =>
      createFinnhubProvider({
        apiKey: 'test',
        fetch,
        maxRequestsPerMinute: 600, // one request every 100 ms
        createPacer: (intervalMs) => createRedisPacer(redis, key, intervalMs),
      });
    const stocks = ['AAA', 'BBB', 'CCC', 'DDD'].map((symbol) => ({
      symbol,
      priceCents: 100,
      riskFactor: 1,
    }));
    await Promise.all([
      replica().fetchPrices(stocks, new Date()),
      replica().fetchPrices(stocks, new Date()),
    ]);
    // The n-th request of the two comes no sooner than n slots after the first (a late timer
    // may bring two closer together, never ahead of their slots; the first may itself be a little late).
    const sorted = requestedAt.sort((a, b) => a - b);
    expect(sorted.length).toBe(8);
    const first = sorted[0] as number;
    sorted.forEach((at, index) =>
      expect(at - first, `request ${index}`).toBeGreaterThanOrEqual(index * 100 - 20),
    );
  });
});

describe('the market worker process', () => {
  it('when it runs, then /healthz answers on WORKER_HEALTH_PORT; on SIGTERM during a paced refresh it stops within WORKER_SHUTDOWN_SECONDS and writes nothing', async () => {
    const finnhub = await startFakeFinnhub();
    const pointsBefore = await pricePoints();
    const pricesBefore = await currentPrices();
    const worker = await spawnWorker({
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: 'test-key',
      FINNHUB_BASE_URL: finnhub.url,
      WORKER_SHUTDOWN_SECONDS: '3',
    });
    try {
      const health = await untilHealthy(worker);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', service: 'market-worker' });
      // Paced at 55 a minute, the refresh of every stock takes more than a minute.
      await expect
        .poll(finnhub.quotes, { timeout: 20_000, interval: 100, message: worker.output() })
        .toBeGreaterThan(2);
      const signalledAt = Date.now();
      worker.child.kill('SIGTERM');
      const { code, at } = await worker.exited;
      expect(code, worker.output()).toBe(0);
      expect(at - signalledAt).toBeLessThan(3_000 + 1_000);
      expect(await pricePoints()).toBe(pointsBefore);
      expect(await currentPrices()).toEqual(pricesBefore);
    } finally {
      worker.child.kill('SIGKILL');
      finnhub.server.close();
    }
  }, 60_000);

  it('when it starts on a new database before the service, then every stock is listed with its history before the first refresh', async () => {
    const database = await createTestDatabase();
    const worker = await spawnWorker({ DATABASE_URL: database.url, MIGRATE_ON_START: 'true' });
    const client = new pg.Client({ connectionString: database.url });
    try {
      expect((await untilHealthy(worker)).status).toBe(200);
      // Its own queue: the first refresh runs at once (and skips when the backfill's prices are
      // of the current 15-minute slot already).
      await expect
        .poll(() => worker.output(), { timeout: 30_000, interval: 200 })
        .toMatch(/prices refreshed|this refresh is skipped/);
      await client.connect();
      const { rows } = await client.query<{ stocks: number; fewest: number }>(
        `SELECT count(*)::int AS stocks, coalesce(min(points), 0)::int AS fewest
         FROM (SELECT s.id, count(p.stock_id) AS points FROM market.stock s
               LEFT JOIN market.price_point p ON p.stock_id = s.id GROUP BY s.id) AS each_stock`,
      );
      expect(rows[0]?.stocks).toBeGreaterThan(0);
      // 31 days of 15-minute prices: a chart, not a single candle.
      expect(rows[0]?.fewest).toBeGreaterThanOrEqual(31 * 24 * 4);
    } finally {
      await client.end().catch(() => undefined);
      worker.child.kill('SIGKILL');
      await worker.exited;
      await database.drop();
    }
  }, 60_000);

  it('when MIGRATE_ON_START is false on a database nobody migrated, then it stops saying so and leaves the database as it is', async () => {
    const database = await createTestDatabase();
    const worker = await spawnWorker({ DATABASE_URL: database.url, MIGRATE_ON_START: 'false' });
    try {
      const { code } = await worker.exited;
      expect(code).not.toBe(0);
      expect(worker.output()).toMatch(/stock.*does not exist/);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'market'",
        );
        expect(rows).toEqual([]);
      } finally {
        await client.end();
      }
    } finally {
      worker.child.kill('SIGKILL');
      await worker.exited;
      await database.drop();
    }
  }, 60_000);
});
