import { Queue, Worker } from 'bullmq';
import { createRedis } from '@fc/service-kit/redis';
import type { RewardsDeps } from '../deps.ts';
import {
  findLapsedStreaks,
  lockMember,
  updateMemberStanding,
} from '../members/members.repository.ts';
import { publishPointsChanged } from './rewards.engine.ts';
import { dayInZone, previousDay } from './streak.ts';

const QUEUE = 'rewards.streak-expiry';

/**
 * Ends streaks that lapsed (no learning yesterday or today) and says so in points.changed, so
 * the projections (the header, /api/auth/me) stop showing them. Answers how many ended.
 */
export async function expireLapsedStreaks(deps: RewardsDeps, now = new Date()): Promise<number> {
  const yesterday = previousDay(dayInZone(now, deps.config.CLUB_TIMEZONE));
  const lapsed = await findLapsedStreaks(deps.prisma, yesterday);
  for (const { userId } of lapsed) {
    await deps.prisma.$transaction(async (tx) => {
      const member = await lockMember(tx, userId);
      if (member.streak === 0 || (member.lastActivityDay ?? '') >= yesterday) return;
      const updated = await updateMemberStanding(tx, userId, { streak: 0 });
      await publishPointsChanged(tx, updated, { streak: 0, delta: 0, reason: 'streak_ended' });
    });
  }
  if (lapsed.length > 0) deps.relay.kick();
  return lapsed.length;
}

/** Runs the expiry every hour through a BullMQ job scheduler: once per hour however many replicas. */
export async function scheduleStreakExpiry(deps: RewardsDeps): Promise<() => Promise<void>> {
  const connection = createRedis(deps.config.REDIS_URL, { forWorker: true });
  const queue = new Queue(QUEUE, { connection, prefix: deps.config.REDIS_PREFIX });
  await queue.upsertJobScheduler(
    'expire-lapsed-streaks',
    { every: 60 * 60 * 1000 },
    { name: 'expire', opts: { removeOnComplete: 50, removeOnFail: 100 } },
  );
  const worker = new Worker(QUEUE, async () => ({ ended: await expireLapsedStreaks(deps) }), {
    connection,
    prefix: deps.config.REDIS_PREFIX,
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'streak expiry worker error'));
  return async () => {
    await worker.close();
    await queue.close();
    connection.disconnect();
  };
}
