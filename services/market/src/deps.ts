import type { Queue } from 'bullmq';
import type { Platform } from '@fc/service-kit/platform';
import { createRedis } from '@fc/service-kit/redis';
import type { MarketConfig } from './config.ts';
import { createDatabase, createPrismaClient, type Db, type Sql } from './db.ts';
import { createPriceRefreshQueue } from './prices/price-refresh.queue.ts';
import { prepareStocks } from './stocks/stocks.service.ts';
import {
  createUpdateCooldownStore,
  type UpdateCooldownStore,
} from './stocks/update-cooldown.store.ts';

export interface MarketDeps extends Omit<Platform<MarketConfig>, 'name'> {
  /** Prisma's client: the price refresh's transaction (db.ts). */
  prisma: Db;
  /** Kysely on the same pool: the market's queries and its transactions (db.ts). */
  db: Sql;
  /** The price refresh queue: "Update Now" adds to it, the status reads it. */
  refreshQueue: Queue;
  /** One "Update Now" per user per cooldown, kept in Redis. */
  updateCooldowns: UpdateCooldownStore;
  /** The price source's name, for the status ('simulated' or the provider). */
  providerName: string;
  closeQueue(): Promise<void>;
}

/**
 * The service's parts: the database with the catalogue listed and its price history backfilled
 * (idempotent), and the refresh queue on its own Redis connection.
 */
export async function createMarketDeps(platform: Platform<MarketConfig>): Promise<MarketDeps> {
  const prisma = createPrismaClient(platform.pool);
  const db = createDatabase(platform.pool);
  const backfilled = await prepareStocks(db, platform.config.PRICE_SEED);
  if (backfilled > 0) platform.logger.info({ stocks: backfilled }, 'price history backfilled');
  const queueConnection = createRedis(platform.config.REDIS_URL);
  const refreshQueue = createPriceRefreshQueue(queueConnection, platform.config.REDIS_PREFIX);
  refreshQueue.on('error', (error) => platform.logger.warn({ err: error }, 'price queue error'));
  return {
    ...platform,
    prisma,
    db,
    refreshQueue,
    updateCooldowns: createUpdateCooldownStore(platform.redis, platform.config.REDIS_PREFIX),
    providerName: platform.config.MARKET_DATA_PROVIDER,
    async closeQueue() {
      await refreshQueue.close();
      queueConnection.disconnect();
    },
  };
}
