// The market at load, beside the raw database and the least HTTP can be (docs/performance.md).
// (1) Trades through the gateway: 50 clients, each its own student with its own portfolio, buying
// and selling one share back and forth (POST /api/portfolios/:id/trade), market and gateway in
// their own processes: trades a second at 50 clients (each sending its next trade when the last
// is answered), latency at an offered load of half the baseline's throughput (open loop), CPU per
// trade. Baseline: the same database work (lock the portfolio row, move cash, upsert the holding,
// insert the trade, in one transaction) sent raw with pg at the same load. Floor: that SQL behind
// a bare Node HTTP server, alone (one hop) and behind a bare proxy (two hops).
// (2) A refresh of 10,000 stocks through refreshPrices with the simulated provider, with 10,000
// portfolios holding stocks to value: the prices' part (read, price, store with history, orders,
// club index) beside one raw UPDATE of the same 10,000 prices, and the valuation of the 10,000
// portfolios apart.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { Agent, request } from 'undici';
import { PRICE_REFRESH_INTERVAL_MS } from '@fc/contracts/market';
import { applyMigrations } from '@fc/service-kit/migrations';
import { freePort } from '@fc/testkit/stack';
import { createLogger } from '@fc/service-kit/logger';
import { createPool } from '@fc/service-kit/db';
import { SESSION_COOKIE, signSessionToken } from '@fc/service-kit/session';
import {
  createTestDatabase,
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testRedisUrl,
} from '@fc/testkit/infrastructure';
import { createPrismaClient } from '../../services/market/src/db.ts';
import { refreshPrices } from '../../services/market/src/prices/price-refresh.ts';
import { createSimulatedProvider } from '../../services/market/src/prices/simulated-provider.ts';
import {
  measure,
  measureAtRate,
  percentOf,
  printTable,
  times,
  warmUp,
  WARMUP_SECONDS,
} from './measure.ts';
import { benchProcesses, cpuPerRequest, startFloor } from './processes.ts';

const CONCURRENCY = 50;
const TRADES = Number(process.env.BENCH_TRADES ?? 6_000);
const REFRESH_STOCKS = 10_000;
const VALUED_PORTFOLIOS = 10_000;
const RATE_SECONDS = 10;
const root = path.resolve(import.meta.dirname, '..', '..');
const secret = `bench-secret-${randomUUID()}-0123456789abcdef`;
const migrationsDir = path.join(root, 'services', 'market', 'prisma', 'migrations');

const ms = (value: number) => `${value.toFixed(2)} ms`;
const database = await createTestDatabase();
const redisPrefix = createTestRedisPrefix();
let stopProcesses = async () => {};
try {
  await applyMigrations({ databaseUrl: database.url, schema: 'market', migrationsDir });
  const [marketPort, gatewayPort] = [await freePort(), await freePort()];
  const processes = benchProcesses({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: secret,
    MARKET_URL: `http://127.0.0.1:${marketPort}`,
    RATE_LIMIT_MAX: '100000000',
    USER_RATE_LIMIT_MAX: '100000000',
  });
  stopProcesses = () => processes.stop();
  processes.start('services/market/src/main.ts', marketPort);
  processes.start('gateway/src/main.ts', gatewayPort);
  await processes.waitUntilUp(marketPort, '/readyz');
  await processes.waitUntilUp(gatewayPort, '/healthz');

  // One student per client, each with a portfolio; the cheapest stock keeps cash plentiful.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('SET search_path TO market');
  const stock = (
    await client.query<{ id: number }>('SELECT id FROM stock ORDER BY price_cents ASC LIMIT 1')
  ).rows[0];
  if (!stock) throw new Error('no stocks were listed');
  const portfolios = (
    await client.query<{ id: number; user_id: number }>(
      `INSERT INTO portfolio (user_id, cash_cents, invested_cents)
       SELECT 1000 + i, 100000000, 100000000 FROM generate_series(1, $1::int) AS i
       RETURNING id, user_id`,
      [CONCURRENCY * 2],
    )
  ).rows;
  const apiUsers = portfolios.slice(0, CONCURRENCY);
  const rawUsers = portfolios.slice(CONCURRENCY);

  const dispatcher = new Agent({ connections: CONCURRENCY });
  const clients = apiUsers.map((portfolio) => ({
    url: `http://127.0.0.1:${gatewayPort}/api/portfolios/${portfolio.id}/trade`,
    cookie: `${SESSION_COOKIE}=${signSessionToken(secret, { userId: portfolio.user_id, role: 'student', sessionId: randomUUID() })}`,
    next: 'buy',
  }));
  let turn = 0;
  // Closed loop: each client alternates buy and sell. Open loop: buys only, so overlapping
  // requests of one client never try to sell a share not bought yet.
  const trade = async (mode: 'alternate' | 'buy' = 'alternate') => {
    const me = clients[turn++ % clients.length];
    if (!me) return false;
    const type = mode === 'buy' ? 'buy' : me.next;
    if (mode === 'alternate') me.next = type === 'buy' ? 'sell' : 'buy';
    const response = await request(me.url, {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ stockId: stock.id, shares: 1, type }),
      dispatcher,
    });
    await response.body.dump();
    return response.statusCode === 201;
  };

  const pool = createPool({ databaseUrl: database.url, schema: 'market', max: 10 });
  let rawTurn = 0;
  const rawTrade = async () => {
    const portfolio = rawUsers[rawTurn++ % rawUsers.length];
    if (!portfolio) return false;
    const connection = await pool.connect();
    try {
      await connection.query('BEGIN');
      await connection.query('SELECT id, cash_cents FROM portfolio WHERE id = $1 FOR UPDATE', [
        portfolio.id,
      ]);
      await connection.query('UPDATE portfolio SET cash_cents = cash_cents - 100 WHERE id = $1', [
        portfolio.id,
      ]);
      await connection.query(
        `INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents) VALUES ($1, $2, 1, 100)
         ON CONFLICT (portfolio_id, stock_id) DO UPDATE SET shares = holding.shares + 1`,
        [portfolio.id, stock.id],
      );
      await connection.query(
        `INSERT INTO trade (portfolio_id, stock_id, type, shares, price_cents, total_cents)
         VALUES ($1, $2, 'buy', 1, 100, 100)`,
        [portfolio.id, stock.id],
      );
      await connection.query('COMMIT');
      return true;
    } catch {
      await connection.query('ROLLBACK');
      return false;
    } finally {
      connection.release();
    }
  };

  await warmUp(WARMUP_SECONDS, CONCURRENCY, trade);
  await warmUp(WARMUP_SECONDS, CONCURRENCY, rawTrade);
  const cpuBefore = await processes.cpu();
  const api = await measure(TRADES, CONCURRENCY, trade);
  const cpuAfter = await processes.cpu();
  const raw = await measure(TRADES, CONCURRENCY, rawTrade);
  // Half the raw baseline's throughput, offered open loop to both.
  const offeredRate = Math.round(raw.perSecond / 2);
  const apiAtRate = await measureAtRate(offeredRate, RATE_SECONDS, () => trade('buy'));
  const rawAtRate = await measureAtRate(offeredRate, RATE_SECONDS, rawTrade);

  // The floor: the baseline's SQL behind the least an HTTP server can be in Node, alone (one hop)
  // and behind the least a proxy can be (two hops, the gateway-and-market shape), each in its own
  // process, the same client and load. No product code runs in them: what they cost beyond the raw
  // SQL is HTTP's on this machine, which no trade over HTTP avoids.
  const floor = await startFloor(processes, 'scripts/bench/trade-floor-server.mjs', {
    FLOOR_STOCK_ID: String(stock.id),
  });
  let floorTurn = 0;
  const floorTrade = (port: number) => async () => {
    const portfolio = rawUsers[floorTurn++ % rawUsers.length];
    if (!portfolio) return false;
    const response = await request(
      `http://127.0.0.1:${port}/api/portfolios/${portfolio.id}/trade`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The floor server runs the baseline's fixed trade whatever the body says.
        body: JSON.stringify({ stockId: stock.id, shares: 1, type: 'buy' }),
        dispatcher,
      },
    );
    await response.body.dump();
    return response.statusCode === 201;
  };
  await warmUp(WARMUP_SECONDS, CONCURRENCY, floorTrade(floor.twoHops));
  const floorOneHop = await measure(TRADES, CONCURRENCY, floorTrade(floor.oneHop));
  const floorCpuBefore = await processes.cpu();
  const floorTwoHops = await measure(TRADES, CONCURRENCY, floorTrade(floor.twoHops));
  const floorCpuAfter = await processes.cpu();
  // The open loop on the floor: what two bare hops answer at the rate the product is offered.
  const floorAtRate = await measureAtRate(offeredRate, RATE_SECONDS, floorTrade(floor.twoHops));
  await dispatcher.close();
  await stopProcesses();

  // (2) 10,000 stocks refreshed in-process.
  await client.query(
    `INSERT INTO stock (symbol, name, sector, market_cap, risk_factor, price_cents, previous_price_cents, price_updated_at)
     SELECT 'B' || i, 'Bench ' || i, 'Bench', 1000000, 1 + i % 5, 1000 + i, 1000 + i, now()
     FROM generate_series(1, $1::int) AS i`,
    [REFRESH_STOCKS],
  );
  const stockCount = Number(
    (await client.query<{ count: string }>('SELECT count(*) FROM stock')).rows[0]?.count,
  );
  // 10,000 portfolios, each holding three stocks, to value at every refresh.
  await client.query(
    `WITH p AS (
       INSERT INTO portfolio (user_id, cash_cents, invested_cents)
       SELECT 500000 + i, 100000000, 100000000 FROM generate_series(1, $1::int) AS i
       RETURNING id
     ), s AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM stock)
     INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents)
     SELECT p.id, s.id, 10, 10000 FROM p JOIN s ON s.n IN (p.id % 60 + 1, p.id % 60 + 2, p.id % 60 + 3)`,
    [VALUED_PORTFOLIOS],
  );
  const prisma = createPrismaClient(pool);
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const provider = createSimulatedProvider({ seed: 'bench' });
  // The simulated market moves once per 15-minute slot: each refresh is timed in a later slot.
  const inSlot = (n: number) =>
    new Date((Math.floor(Date.now() / PRICE_REFRESH_INTERVAL_MS) + n) * PRICE_REFRESH_INTERVAL_MS);
  await refreshPrices(prisma, provider, logger, inSlot(1)); // warm-up
  // The median of three refreshes and of three UPDATEs, alternated.
  const refreshRuns: { totalMs: number; valuationMs: number }[] = [];
  const rawRuns: number[] = [];
  for (let run = 1; run <= 3; run += 1) {
    const t0 = performance.now();
    const result = await refreshPrices(prisma, provider, logger, inSlot(1 + run));
    refreshRuns.push({ totalMs: performance.now() - t0, valuationMs: result.valuationMs ?? 0 });
    const t1 = performance.now();
    await client.query(
      `UPDATE stock SET previous_price_cents = price_cents, price_cents = price_cents + 1, price_updated_at = now()`,
    );
    rawRuns.push(performance.now() - t1);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? Number.NaN;
  const refreshMs = median(refreshRuns.map((run) => run.totalMs));
  const valuationMs = median(refreshRuns.map((run) => run.valuationMs));
  const pricesMs = median(refreshRuns.map((run) => run.totalMs - run.valuationMs));
  const rawRefreshMs = median(rawRuns);
  await prisma.$disconnect();
  await pool.end();
  await client.end();

  /** CPU µs per request of the named process between two readings. */
  const cpuUs = (
    before: Record<string, number>,
    after: Record<string, number>,
    requests: number,
    name: string,
  ) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / requests;
  const us = (value: number) => `${value.toFixed(0)} µs`;
  const [marketCpu, gatewayCpu] = ['market', 'gateway'].map((name) =>
    cpuUs(cpuBefore, cpuAfter, api.requests, name),
  ) as [number, number];
  const [floorServerCpu, floorProxyCpu] = ['floor server', 'floor proxy'].map((name) =>
    cpuUs(floorCpuBefore, floorCpuAfter, floorTwoHops.requests, name),
  ) as [number, number];
  process.stdout.write(
    `\n${TRADES} trades, ${CONCURRENCY} clients, then ${offeredRate}/s (half the baseline's throughput) for ${RATE_SECONDS} s; failures: ${api.failures + apiAtRate.failures} (api), ${raw.failures + rawAtRate.failures} (raw), ${floorOneHop.failures + floorTwoHops.failures + floorAtRate.failures} (floor). Refresh: ${stockCount.toLocaleString('en-US')} stocks.\n\n`,
  );
  const perSecond = (value: number) => value.toFixed(0);
  // A floor's figure beside how it compares with the baseline's.
  const floorCell = (value: number, baseline: number, isThroughput = false) =>
    isThroughput
      ? `${perSecond(value)} (${percentOf(value, baseline)})`
      : `${ms(value)} (${times(value, baseline)})`;
  printTable(
    ['figure', 'product', 'baseline', 'product vs baseline', 'floor, one hop', 'floor, two hops'],
    [
      [
        'trades per second, 50 clients',
        perSecond(api.perSecond),
        perSecond(raw.perSecond),
        percentOf(api.perSecond, raw.perSecond),
        floorCell(floorOneHop.perSecond, raw.perSecond, true),
        floorCell(floorTwoHops.perSecond, raw.perSecond, true),
      ],
      ...(['p50', 'p95'] as const).map((p) => [
        `trade ${p}, 50 clients`,
        ms(api[p]),
        ms(raw[p]),
        times(api[p], raw[p]),
        floorCell(floorOneHop[p], raw[p]),
        floorCell(floorTwoHops[p], raw[p]),
      ]),
      ...(['p50', 'p95'] as const).map((p) => [
        `trade ${p} at ${offeredRate}/s offered`,
        ms(apiAtRate[p]),
        ms(rawAtRate[p]),
        times(apiAtRate[p], rawAtRate[p]),
        '',
        floorCell(floorAtRate[p], rawAtRate[p]),
      ]),
      [
        'CPU per trade (market + gateway; floor: server + proxy)',
        `${us(marketCpu)} + ${us(gatewayCpu)} = ${us(marketCpu + gatewayCpu)}`,
        '',
        '',
        '',
        `${us(floorServerCpu)} + ${us(floorProxyCpu)} = ${us(floorServerCpu + floorProxyCpu)}`,
      ],
      [
        `refresh of ${stockCount.toLocaleString('en-US')} stocks, the prices' part`,
        ms(pricesMs),
        ms(rawRefreshMs),
        times(pricesMs, rawRefreshMs),
      ],
      [`valuing ${VALUED_PORTFOLIOS.toLocaleString('en-US')} portfolios`, ms(valuationMs)],
      ['the whole refresh', ms(refreshMs)],
    ],
  );
  process.stdout.write(
    `\nCPU per trade, 50 clients (user + system): ${cpuPerRequest(cpuBefore, cpuAfter, api.requests)}.\n`,
  );
  process.stdout.write(
    "\nBaselines, same run: the trade's SQL sent raw with pg at the same load; one UPDATE of every price. Floor (no product code): the baseline's SQL behind a bare Node HTTP server (one hop) and a bare proxy in front of it (two hops, the gateway-and-market shape), same client, same load.\n",
  );
  // The exit code says whether every trade was answered as expected, not whether a figure is good
  // enough.
  process.exitCode = api.failures + apiAtRate.failures === 0 ? 0 : 1;
} finally {
  await stopProcesses();
  await database.drop();
  await dropTestRedisPrefix(redisPrefix);
}
