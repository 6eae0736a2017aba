import { consumeEvent } from '@fc/service-kit/events/consumer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardsEventHandling } from '../src/events/handlers.ts';
import { reconcileLeaderboard } from '../src/leaderboard/leaderboard.service.ts';
import { listLeaderboardMembers } from '../src/members/members.repository.ts';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';

let rewards: RewardsServiceUnderTest;
let nextUserId = 500;
const newMember = async () => {
  nextUserId += 1;
  await rewards.register(nextUserId);
  return nextUserId;
};
const lesson = (userId: number, lessonId = 101) =>
  rewards.envelope('lesson.completed', {
    userId,
    lessonId,
    moduleId: 1,
    points: 25,
    moduleCompleted: false,
    completedAt: new Date().toISOString(),
  });
const key = (name: string) => `${rewards.deps.config.REDIS_PREFIX}:leaderboard:${name}`;
/** The whole board as a student sees it. */
const board = async () => (await rewards.clientAs(1).get('/api/leaderboard?limit=100')).body;
const pointsOnBoard = async (userId: number) => {
  const entries = (await board()) as { id: number; points: number }[];
  return entries.find((entry) => entry.id === userId)?.points ?? null;
};
const pointsInDatabase = async (userId: number) =>
  (await rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId } })).points;

beforeAll(async () => {
  rewards = await startRewardsService();
});
afterAll(async () => {
  await rewards?.close();
});

describe('the leaderboard follows commits', () => {
  it('when the transaction that paid a lesson rolls back, then the leaderboard shows nothing of it', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId));
    expect(await pointsOnBoard(userId)).toBe(35);
    const real = rewardsEventHandling(rewards.deps);
    const failingLater = {
      ...real,
      handlers: {
        ...real.handlers,
        'lesson.completed': async (
          ...args: Parameters<NonNullable<(typeof real.handlers)['lesson.completed']>>
        ) => {
          await real.handlers['lesson.completed']?.(...args);
          throw new Error('the database went away before the commit');
        },
      },
    };
    await expect(consumeEvent(failingLater, lesson(userId, 102))).rejects.toThrow('went away');
    expect(await pointsInDatabase(userId)).toBe(35);
    expect(await pointsOnBoard(userId)).toBe(35);
  });

  it('when Redis fails just after the commit, then the points stand and the reconciler puts the board right', async () => {
    const userId = await newMember();
    const redisDown = rewardsEventHandling({
      ...rewards.deps,
      context: {
        ...rewards.deps.context,
        leaderboard: {
          ...rewards.deps.leaderboard,
          update: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
        },
      },
    });
    const failures: unknown[] = [];
    expect(await consumeEvent(redisDown, lesson(userId), (e) => failures.push(e))).toBe('handled');
    expect(failures).toHaveLength(1);
    expect(await pointsInDatabase(userId)).toBe(35);
    expect(await pointsOnBoard(userId)).toBe(0);

    expect(await reconcileLeaderboard(rewards.deps)).toMatchObject({ fixed: 1 });
    expect(await pointsOnBoard(userId)).toBe(35);
  });

  it('when an older write arrives after a newer one, then the board keeps the newer', async () => {
    const userId = await newMember();
    const [before] = await listLeaderboardMembers(rewards.deps.prisma, [userId]);
    await rewards.deliver(lesson(userId));
    expect(await rewards.deps.leaderboard.update(before!)).toBe(false);
    expect(await pointsOnBoard(userId)).toBe(35);
  });
});

describe('reconciling the board with the database', () => {
  it('when the board has drifted, then reconcile repairs every kind of drift, reports it and then finds none', async () => {
    const wrongScore = await newMember();
    const missing = await newMember();
    const renamed = await newMember();
    for (const userId of [wrongScore, missing, renamed]) await rewards.deliver(lesson(userId));
    const expected = await board();

    const redis = rewards.deps.redis;
    const placed = await redis.hget(key('members'), String(wrongScore));
    await redis.zadd(key('points'), 99_999, placed!);
    await redis.hdel(key('members'), String(missing));
    await redis.hset(
      key('profiles'),
      String(renamed),
      JSON.stringify({ userId: renamed, points: 35, username: 'x', firstName: 'Wrong' }),
    );
    // A user the database has never heard of, and a sorted-set entry nobody owns.
    await redis.zadd(key('points'), 5_000, '0000000000001:999999');
    await redis.hset(key('members'), '999999', '0000000000001:999999');
    await redis.zadd(key('points'), 4_000, '0000000000002:888888');
    expect(await board()).not.toEqual(expected);

    const report = await reconcileLeaderboard(rewards.deps);
    expect(report.fixed).toBeGreaterThanOrEqual(5);
    expect(report.checked).toBe((await listLeaderboardMembers(rewards.deps.prisma)).length);
    expect(await board()).toEqual(expected);
    expect(await reconcileLeaderboard(rewards.deps)).toMatchObject({ fixed: 0 });
  });
});
