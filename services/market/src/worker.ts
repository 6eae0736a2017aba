import { createServer, type Server } from 'node:http';
import { createPool } from '@fc/service-kit/db';
import { loadConfig } from '@fc/service-kit/config';
import { runMain } from '@fc/service-kit/lifecycle';
import { createLogger } from '@fc/service-kit/logger';
import { applyMigrations } from '@fc/service-kit/migrations';
import { redactUrl } from '@fc/service-kit/platform';
import { createRedis } from '@fc/service-kit/redis';
import { marketWorkerConfigShape, migrationsDir } from './config.ts';
import { createDatabase, createPrismaClient } from './db.ts';
import { createPriceProvider } from './prices/price-providers.ts';
import { prepareStocks } from './stocks/stocks.service.ts';
import { startPriceWorker, type PriceWorker } from './prices/price-worker.ts';
import { createRedisPacer } from './prices/provider-pacing.ts';
import {
  defaultMetricsPorts,
  metrics,
  metricsPortFrom,
  serveMetrics,
} from '@fc/service-kit/metrics';
import { flushTraces } from '@fc/service-kit/tracing';

/** Closing the connections after the refresh is let go takes well under this. */
const CLOSING_MS = 2_000;

/**
 * The market worker process: the price refresh every 15 minutes (prices/price-worker.ts), a
 * liveness check on WORKER_HEALTH_PORT, and a stop within WORKER_SHUTDOWN_SECONDS on SIGTERM.
 */
runMain('market-worker', async () => {
  const config = loadConfig(marketWorkerConfigShape);
  const logger = createLogger({ name: 'market-worker', level: config.LOG_LEVEL });
  // The worker may start before the service: the tables it writes must exist first.
  if (config.MIGRATE_ON_START) {
    await applyMigrations({
      databaseUrl: config.DATABASE_URL,
      schema: 'market',
      migrationsDir,
      logger,
    });
  }
  const pool = createPool({
    databaseUrl: config.DATABASE_URL,
    schema: 'market',
    max: config.DATABASE_POOL_SIZE,
  });
  // An idle connection the server closed (a restart, pg_terminate_backend) is dropped, not fatal.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  const prisma = createPrismaClient(pool);
  const db = createDatabase(pool);
  // Listed and backfilled before the first refresh (stocks.service.ts prepareStocks).
  const backfilled = await prepareStocks(db, config.PRICE_SEED);
  if (backfilled > 0) logger.info({ stocks: backfilled }, 'price history backfilled');
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(
      `cannot reach Redis at ${redactUrl(config.REDIS_URL)}: ${(error as Error).message}`,
    );
  });
  const worker = await startPriceWorker({
    prisma,
    db,
    // Every replica uses the same API key: its rate limit is paced in Redis, for all of them.
    provider: createPriceProvider(config, {
      createPacer: (intervalMs) =>
        createRedisPacer(redis, `${config.REDIS_PREFIX}:market:provider-pacing`, intervalMs),
    }),
    everyMs: config.PRICE_REFRESH_SECONDS * 1000,
    logger,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
  const health = await serveHealth(worker, config.WORKER_HEALTH_PORT, config.HOST ?? '127.0.0.1');
  metrics.watchPool('market-worker', pool);
  const metricsServer = await serveMetrics({
    port: metricsPortFrom(process.env, defaultMetricsPorts['market-worker']),
    host: config.HOST ?? '127.0.0.1',
    logger,
  });
  const address = health.address();
  logger.info(
    { port: typeof address === 'object' && address ? address.port : config.WORKER_HEALTH_PORT },
    'liveness check at /healthz',
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    const shutdownMs = config.WORKER_SHUTDOWN_SECONDS * 1000;
    logger.info({ signal, shutdownMs }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownMs).unref();
    await worker.close(Math.max(0, shutdownMs - CLOSING_MS));
    health.close();
    health.closeAllConnections();
    await metricsServer?.close();
    await flushTraces().catch(() => undefined);
    await prisma.$disconnect();
    await pool.end();
    redis.disconnect();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
});

/** GET /healthz: 200 while the worker takes jobs, 503 once it is stopping. */
function serveHealth(worker: PriceWorker, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/healthz') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"not found"}');
      return;
    }
    const isUp = worker.isRunning();
    res
      .writeHead(isUp ? 200 : 503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: isUp ? 'ok' : 'stopping', service: 'market-worker' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
