import { Queue, Worker } from 'bullmq';
import type { Logger } from './logger.ts';
import { createRedis } from './redis.ts';

/**
 * Runs `run` every `everyMs` through a BullMQ job scheduler: once per period however many
 * replicas of the service are up, and again on the next period if a run fails. What `run`
 * answers is kept as the job's result and logged. Answers the function that stops it.
 */
export async function scheduleRecurringJob(options: {
  /** The queue, e.g. rewards.streak-expiry (one queue per kind of job). */
  queue: string;
  everyMs: number;
  run: () => Promise<object>;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const { queue: name, logger } = options;
  const connection = createRedis(options.redisUrl, { forWorker: true });
  const queue = new Queue(name, { connection, prefix: options.redisPrefix });
  queue.on('error', (error) => logger.warn({ job: name, err: error }, 'recurring job queue error'));
  await queue.upsertJobScheduler(
    name,
    { every: options.everyMs },
    { name: 'run', opts: { removeOnComplete: 50, removeOnFail: 100 } },
  );
  const worker = new Worker(
    name,
    async () => {
      const result = await options.run();
      logger.info({ job: name, ...result }, 'recurring job done');
      return result;
    },
    { connection, prefix: options.redisPrefix },
  );
  worker.on('failed', (_job, error) =>
    logger.error({ job: name, err: error }, 'recurring job failed'),
  );
  worker.on('error', (error) =>
    logger.error({ job: name, err: error }, 'recurring job worker error'),
  );
  return async () => {
    await worker.close();
    await queue.close();
    connection.disconnect();
  };
}
