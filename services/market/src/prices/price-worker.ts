import { Worker } from 'bullmq';
import type { Logger } from '@fc/service-kit/logger';
import { createRedis } from '@fc/service-kit/redis';
import type { Db } from '../db.ts';
import type { PriceProvider } from './price-provider.ts';
import { refreshPrices } from './price-refresh.ts';
import {
  createPriceRefreshQueue,
  PRICE_REFRESH_INTERVAL_MS,
  PRICE_REFRESH_QUEUE,
  PRICE_REFRESH_SCHEDULER_ID,
  refreshJobOptions,
} from './price-refresh.queue.ts';

export interface PriceWorker {
  close(): Promise<void>;
}

/**
 * Refreshes every stock's price every interval, and when "Update Now" asks. The interval is a
 * BullMQ job scheduler (upserted by every replica, stored once in Redis), so N replicas still
 * refresh once per interval; one job runs at a time per replica. A failing provider fails the
 * job (logged, kept in the failed set) and the last prices stay until the next run.
 */
export async function startPriceWorker(options: {
  prisma: Db;
  provider: PriceProvider;
  logger: Logger;
  redisUrl: string;
  redisPrefix: string;
  everyMs?: number;
}): Promise<PriceWorker> {
  const { prisma, provider, logger } = options;
  const connection = createRedis(options.redisUrl, { forWorker: true });
  const queue = createPriceRefreshQueue(connection, options.redisPrefix);
  queue.on('error', (error) => logger.error({ err: error }, 'price queue error'));
  const everyMs = options.everyMs ?? PRICE_REFRESH_INTERVAL_MS;
  await queue.upsertJobScheduler(
    PRICE_REFRESH_SCHEDULER_ID,
    { every: everyMs },
    { name: 'refresh-prices', opts: refreshJobOptions },
  );
  const worker = new Worker(
    PRICE_REFRESH_QUEUE,
    async () => refreshPrices(prisma, provider, logger),
    { connection, prefix: options.redisPrefix, concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    logger.error({ err: error, jobId: job?.id }, 'price refresh failed: the last prices stay'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'price worker error'));
  logger.info({ everyMs, provider: provider.name }, 'price worker started');
  return {
    async close() {
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
