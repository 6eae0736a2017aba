import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'bullmq';
import type { Logger } from '@fc/service-kit/logger';
import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import { createRedis } from '@fc/service-kit/redis';
import { STARTING_CASH_CENTS } from '@fc/contracts/market';
import type { Db, Sql } from '../db.ts';
import {
  DEPOSIT_CHECK_INTERVAL_MS,
  DEPOSIT_QUEUE,
  runDueDeposits,
} from '../deposits/deposits.service.ts';
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
  /** Taking jobs (false once closing): what the worker's /healthz answers. */
  isRunning(): boolean;
  /**
   * Stops taking jobs and lets a refresh under way finish for `graceMs` at most (all of it when
   * not given); past that the refresh is aborted (its transaction rolls back, the prices stay)
   * and BullMQ hands its job to another replica once it is seen stalled.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Refreshes every stock's price every interval, and when "Update Now" asks. The interval is a
 * BullMQ job scheduler (upserted by every replica, stored once in Redis), so N replicas still
 * refresh once per interval; one job runs at a time per replica. A failing provider fails the
 * job (logged, kept in the failed set) and the last prices stay until the next run.
 */
export async function startPriceWorker(options: {
  /** The refresh's transaction is Prisma's (price-refresh.ts); the deposits' are Kysely's. */
  prisma: Db;
  db: Sql;
  provider: PriceProvider;
  logger: Logger;
  redisUrl: string;
  redisPrefix: string;
  everyMs?: number;
  /** How often the monthly deposits due are paid (deposits/deposits.service.ts). */
  depositEveryMs?: number;
  /** The cash of a portfolio made to receive a deposit (one the student never opened). */
  startingCashCents?: number;
  /** The time a refresh runs at (the system clock; tests fix it to a slot). */
  clock?: () => Date;
}): Promise<PriceWorker> {
  const { prisma, db, provider, logger } = options;
  const connection = createRedis(options.redisUrl, { forWorker: true });
  const queue = createPriceRefreshQueue(connection, options.redisPrefix);
  queue.on('error', (error) => logger.error({ err: error }, 'price queue error'));
  const everyMs = options.everyMs ?? PRICE_REFRESH_INTERVAL_MS;
  const clock = options.clock ?? (() => new Date());
  await queue.upsertJobScheduler(
    PRICE_REFRESH_SCHEDULER_ID,
    { every: everyMs },
    { name: 'refresh-prices', opts: refreshJobOptions },
  );
  // Aborted at the shutdown deadline: the refresh under way stops and rolls back.
  const stopping = new AbortController();
  const worker = new Worker(
    PRICE_REFRESH_QUEUE,
    async () => refreshPrices(prisma, provider, logger, clock(), stopping.signal),
    { connection, prefix: options.redisPrefix, concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    logger.error({ err: error, jobId: job?.id }, 'price refresh failed: the last prices stay'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'price worker error'));
  // The monthly deposits of budget plans are paid beside the refresh, on their own
  // queue: once per interval however many replicas run, and a month is claimed under its row
  // lock, so two runs at once never pay it twice (deposits/deposits.service.ts).
  const depositEveryMs = options.depositEveryMs ?? DEPOSIT_CHECK_INTERVAL_MS;
  const startingCashCents = options.startingCashCents ?? STARTING_CASH_CENTS;
  const stopDeposits = await scheduleRecurringJob({
    queue: DEPOSIT_QUEUE,
    everyMs: depositEveryMs,
    run: async () => ({
      monthsPaid: await runDueDeposits(db, new Date(), startingCashCents, stopping.signal),
    }),
    redisUrl: options.redisUrl,
    redisPrefix: options.redisPrefix,
    logger,
  });
  logger.info({ everyMs, depositEveryMs, provider: provider.name }, 'price worker started');
  let isClosing = false;
  return {
    isRunning: () => !isClosing && worker.isRunning(),
    async close(graceMs) {
      isClosing = true;
      // A deposit run is short transactions, one month each, and stops between months when aborted.
      const closing = Promise.all([worker.close(), stopDeposits()]).then(() => true);
      const closedWithin = async (ms: number) => {
        const timer = new AbortController();
        const isClosed = await Promise.race([
          closing,
          delay(ms, false, { signal: timer.signal }).catch(() => false),
        ]);
        timer.abort();
        return isClosed;
      };
      if (graceMs === undefined) await closing;
      else if (!(await closedWithin(graceMs))) {
        logger.warn({ graceMs }, 'the price refresh under way is stopped: the last prices stay');
        stopping.abort(new Error('the worker is shutting down'));
        // The aborted refresh rolls back at once; one stuck in a call that ignores the abort is
        // let go (its transaction ends with the connection).
        if (!(await closedWithin(1_000))) logger.warn('the price refresh did not stop in time');
      }
      await queue.close();
      connection.disconnect();
    },
  };
}
