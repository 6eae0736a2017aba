import { Queue, Worker } from 'bullmq';
import { loadConfig } from '@fc/service-kit/config';
import { runMain } from '@fc/service-kit/lifecycle';
import { createLogger } from '@fc/service-kit/logger';
import { createRedis } from '@fc/service-kit/redis';
import {
  PRICE_REFRESH_INTERVAL_MS,
  PRICE_REFRESH_QUEUE,
  PRICE_REFRESH_SCHEDULER_ID,
} from './prices/price-refresh.queue.ts';

/**
 * The market worker: refreshes stock prices every 15 minutes. The interval is a BullMQ job
 * scheduler (upserted by every replica, stored once in Redis), so N replicas still refresh once
 * per interval. The market issue gives the refresh its price model.
 */
runMain('market-worker', async () => {
  const config = loadConfig();
  const logger = createLogger({ name: 'market-worker', level: config.LOG_LEVEL });
  const connection = createRedis(config.REDIS_URL, { forWorker: true });
  const queue = new Queue(PRICE_REFRESH_QUEUE, { connection, prefix: config.REDIS_PREFIX });
  queue.on('error', (error) => logger.error({ err: error }, 'price queue error'));
  await queue.upsertJobScheduler(
    PRICE_REFRESH_SCHEDULER_ID,
    { every: PRICE_REFRESH_INTERVAL_MS },
    { name: 'refresh-prices', opts: { removeOnComplete: 100, removeOnFail: 500 } },
  );
  const worker = new Worker(
    PRICE_REFRESH_QUEUE,
    async (job) => {
      logger.info({ jobId: job.id }, 'price refresh ran: no stocks are listed yet');
      return { refreshed: 0 };
    },
    { connection, prefix: config.REDIS_PREFIX, concurrency: 1 },
  );
  worker.on('error', (error) => logger.error({ err: error }, 'price worker error'));
  logger.info({ everyMs: PRICE_REFRESH_INTERVAL_MS }, 'market worker started');

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await worker.close();
    await queue.close();
    connection.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
});
