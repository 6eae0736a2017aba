import { createPool } from '@fc/service-kit/db';
import { loadConfig } from '@fc/service-kit/config';
import { runMain } from '@fc/service-kit/lifecycle';
import { createLogger } from '@fc/service-kit/logger';
import { applyMigrations } from '@fc/service-kit/migrations';
import { marketConfigShape, migrationsDir } from './config.ts';
import { createPrismaClient } from './db.ts';
import { createPriceProvider } from './prices/price-providers.ts';
import { startPriceWorker } from './prices/price-worker.ts';

/** The market worker process: the price refresh every 15 minutes (prices/price-worker.ts). */
runMain('market-worker', async () => {
  const config = loadConfig(marketConfigShape);
  const logger = createLogger({ name: 'market-worker', level: config.LOG_LEVEL });
  // The worker may start before the service: the tables it writes must exist first.
  await applyMigrations({
    databaseUrl: config.DATABASE_URL,
    schema: 'market',
    migrationsDir,
    logger,
  });
  const pool = createPool({ databaseUrl: config.DATABASE_URL, schema: 'market' });
  // An idle connection the server closed (a restart, pg_terminate_backend) is dropped, not fatal.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  const prisma = createPrismaClient(pool);
  const worker = await startPriceWorker({
    prisma,
    provider: createPriceProvider(config),
    everyMs: config.PRICE_REFRESH_SECONDS * 1000,
    logger,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await worker.close();
    await prisma.$disconnect();
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
});
