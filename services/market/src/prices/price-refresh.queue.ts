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

/**
 * Adds a refresh unless one is already waiting or running; says whether one was added, and which
 * job to follow (the one added, or the one already there).
 */
export async function requestRefresh(
  queue: Queue,
  requestedBy: number,
): Promise<{ queued: boolean; jobId: string }> {
  const existing = await queue.getDeduplicationJobId(MANUAL_REFRESH_DEDUP_ID);
  if (existing) return { queued: false, jobId: existing };
  // Two requests at once: BullMQ answers the second with the first one's job.
  const job = await queue.add(
    'refresh-prices-now',
    { requestedBy },
    { ...refreshJobOptions, deduplication: { id: MANUAL_REFRESH_DEDUP_ID } },
  );
  if (!job.id) throw new Error('the price refresh job was given no id');
  return { queued: true, jobId: job.id };
}

export type RefreshJobState = 'waiting' | 'running' | 'completed' | 'failed';

/**
 * Where an "Update Now" job is, read from Redis (so any replica answers it), or null when there is
 * no such job (never added, or removed long after it finished: refreshJobOptions).
 */
export async function refreshJobState(
  queue: Queue,
  jobId: string,
): Promise<RefreshJobState | null> {
  const job = await queue.getJob(jobId);
  if (!job || job.name !== 'refresh-prices-now') return null;
  const state = await job.getState();
  switch (state) {
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'active':
      return 'running';
    case 'unknown':
      return null;
    default:
      return 'waiting';
  }
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
