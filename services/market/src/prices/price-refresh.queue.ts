import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { PRICE_REFRESH_INTERVAL_MS } from '@fc/contracts/market';

export { PRICE_REFRESH_INTERVAL_MS };

/** The queue of price refresh jobs: a job scheduler adds one every interval, "Update Now" adds one too. */
export const PRICE_REFRESH_QUEUE = 'market.price-refresh';
export const PRICE_REFRESH_SCHEDULER_ID = 'refresh-prices-every-interval';
/** "Update Now" jobs share one deduplication id: while one waits or runs, another is not added. */
export const MANUAL_REFRESH_DEDUP_ID = 'refresh-prices-now';

export const refreshJobOptions = { removeOnComplete: 100, removeOnFail: 500 } as const;

export function createPriceRefreshQueue(connection: Redis, prefix: string): Queue {
  return new Queue(PRICE_REFRESH_QUEUE, { connection, prefix });
}

/** Adds a refresh unless one is already waiting or running; says whether one was added. */
export async function requestRefresh(queue: Queue, requestedBy: number): Promise<boolean> {
  if (await queue.getDeduplicationJobId(MANUAL_REFRESH_DEDUP_ID)) return false;
  await queue.add(
    'refresh-prices-now',
    { requestedBy },
    { ...refreshJobOptions, deduplication: { id: MANUAL_REFRESH_DEDUP_ID } },
  );
  return true;
}

export async function refreshStatus(
  queue: Queue,
): Promise<{ isUpdating: boolean; nextUpdateAt: Date | null }> {
  const [counts, scheduler] = await Promise.all([
    queue.getJobCounts('active', 'waiting', 'prioritized'),
    queue.getJobScheduler(PRICE_REFRESH_SCHEDULER_ID),
  ]);
  const pending = (counts.active ?? 0) + (counts.waiting ?? 0) + (counts.prioritized ?? 0);
  return {
    isUpdating: pending > 0,
    nextUpdateAt: scheduler?.next ? new Date(scheduler.next) : null,
  };
}
