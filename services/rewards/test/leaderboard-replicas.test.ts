import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, type Redis } from '@fc/service-kit/redis';
import { createTestRedisPrefix, testRedisUrl } from '@fc/testkit/infrastructure';
import {
  createLeaderboardStore,
  type LeaderboardMember,
} from '../src/leaderboard/leaderboard.store.ts';

const prefix = createTestRedisPrefix();
const connections: Redis[] = [];
/** One rewards replica's view of the board: its own Redis connection, the shared prefix. */
async function replica() {
  const redis = createRedis(testRedisUrl());
  await redis.connect();
  connections.push(redis);
  return createLeaderboardStore(redis, prefix);
}

afterAll(async () => {
  const [first] = connections;
  if (first) {
    const keys = await first.keys(`${prefix}:*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const redis of connections) redis.disconnect();
});

const members = (count: number, round: number): LeaderboardMember[] =>
  Array.from({ length: count }, (_, index) => ({
    userId: index + 1,
    points: (index * 7 + round) % 500,
    pointsReachedAt: new Date(1_700_000_000_000 + index * 1_000),
    role: index === 0 ? 'admin' : 'student',
    username: `member${index + 1}`,
    firstName: 'First',
    lastName: `Last${index + 1}`,
    streak: index % 5,
    lastActivityDay: '2025-01-01',
    pointsSequence: round,
  }));

describe('the leaderboard with two rewards replicas', () => {
  it('when two replicas rebuild the board at once, then it is complete and right every time', async () => {
    const [first, second, checker] = await Promise.all([replica(), replica(), replica()]);
    for (let trial = 1; trial <= 10; trial += 1) {
      const all = members(300, trial);
      await Promise.all([first.rebuild(all), second.rebuild(all)]);

      const ranked = all.filter((member) => member.role !== 'admin');
      expect(await checker.count(), `trial ${trial}`).toBe(ranked.length);
      const page = await checker.pageFor(0, 500, 2);
      const expected = [...ranked].sort(
        (a, b) => b.points - a.points || a.pointsReachedAt.getTime() - b.pointsReachedAt.getTime(),
      );
      expect(
        page.rows.map((row) => [row.userId, row.points]),
        `trial ${trial}`,
      ).toEqual(expected.map((member) => [member.userId, member.points]));
      expect(await checker.rankOf(1), `trial ${trial}: the admin is not ranked`).toBeNull();
    }
    // Nothing of the runs is left behind: no staging keys, no lock.
    const left = (await connections[0]?.keys(`${prefix}:leaderboard:*`))?.sort();
    expect(left).toEqual(
      ['members', 'points', 'profiles', 'sequences'].map((name) => `${prefix}:leaderboard:${name}`),
    );
  });
});
