import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@fc/contracts/errors';
import {
  achievementListSchema,
  awardAchievementResultSchema,
  dailyGoalResultSchema,
  leaderboardSchema,
  rewardsSummarySchema,
  setPointsResultSchema,
  streakFreezeResultSchema,
  userAchievementListSchema,
} from '@fc/contracts/rewards';
import { expectContract } from '@fc/testkit/contract';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';
import { registerAdmin } from './fixtures/events.ts';

let rewards: RewardsServiceUnderTest;
const ADMIN_ID = 1;

beforeAll(async () => {
  rewards = await startRewardsService();
  await registerAdmin(rewards, ADMIN_ID);
  for (const userId of [11, 12, 13, 14]) await rewards.register(userId, `Name${userId}`);
});
afterAll(async () => {
  await rewards?.close();
});

const admin = () => rewards.clientAs(ADMIN_ID, 'admin');
const setPoints = (userId: number, points: unknown) =>
  admin().post(`/api/admin/users/${userId}/leaderboard`, { userId, points });

describe('achievements', () => {
  it('when the catalogue is read, then it has at least 20 achievements with every field of the spec', async () => {
    const response = await rewards.client().get('/api/achievements');
    expect(expectContract(response, achievementListSchema).length).toBeGreaterThanOrEqual(20);
    for (const achievement of response.body) {
      expect(Object.keys(achievement).sort()).toEqual(
        [
          'bonusPoints',
          'category',
          'color',
          'description',
          'icon',
          'id',
          'points',
          'requirement',
          'specialBadge',
          'title',
          'tradingBonus',
          'unlockFeature',
        ].sort(),
      );
      expect(achievement.requirement).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
    const features = new Set(
      response.body.map((a: { unlockFeature: string | null }) => a.unlockFeature),
    );
    expect(features).toEqual(
      new Set([
        null,
        'advanced_charts',
        'streak_multiplier',
        'portfolio_insights',
        'exclusive_stocks',
      ]),
    );
    expect(new Set(response.body.map((a: { category: string }) => a.category))).toEqual(
      new Set(['learning', 'quizzes', 'flashcards', 'streaks', 'trading', 'budgeting', 'points']),
    );
  });

  it('when an admin awards an achievement, then the student has it once, with its points, however often it is awarded', async () => {
    const first = await admin().post('/api/admin/users/12/achievements', {
      achievementId: 'first_trade',
    });
    expect(expectContract(first, awardAchievementResultSchema)).toEqual({
      userId: 12,
      achievementId: 'first_trade',
      awarded: true,
    });
    const again = await admin().post('/api/admin/users/12/achievements', {
      achievementId: 'first_trade',
    });
    expect(again.body.awarded).toBe(false);
    const mine = await rewards.clientAs(12).get('/api/user-achievements');
    expect(expectContract(mine, userAchievementListSchema)).toEqual([
      { achievementId: 'first_trade', earnedAt: expect.any(String), awardedBy: ADMIN_ID },
    ]);
    const seenByAdmin = await admin().get('/api/admin/users/12/achievements');
    expect(expectContract(seenByAdmin, userAchievementListSchema)).toEqual(mine.body);
    expect(
      (await rewards.outbox('achievement.earned', 12)).map((event) => event.achievementId),
    ).toEqual(['first_trade']);
  });

  it('when the award is for an unknown achievement or user, or the body is bad, then 404 or 400 and nothing changes', async () => {
    const unknown = await admin().post('/api/admin/users/12/achievements', {
      achievementId: 'no_such',
    });
    expect(unknown.status).toBe(404);
    expect(expectContract(unknown, errorBodySchema).code).toBe('ACHIEVEMENT_NOT_FOUND');
    expect(
      (await admin().post('/api/admin/users/999/achievements', { achievementId: 'first_trade' }))
        .status,
    ).toBe(404);
    expect((await admin().post('/api/admin/users/12/achievements', {})).status).toBe(400);
    expect(
      (await admin().post('/api/admin/users/abc/achievements', { achievementId: 'first_trade' }))
        .status,
    ).toBe(400);
    expect((await rewards.clientAs(12).get('/api/user-achievements')).body).toHaveLength(1);
  });

  it('when a student or a visitor calls the admin routes, then 403 and 401', async () => {
    const student = rewards.clientAs(13);
    for (const [path, body] of [
      ['/api/admin/users/13/achievements', { achievementId: 'first_trade' }],
      ['/api/admin/users/13/leaderboard', { userId: 13, points: 99999 }],
    ] as const) {
      expect((await student.post(path, body)).status).toBe(403);
      expect((await rewards.client().post(path, body)).status).toBe(401);
    }
    expect(
      (await rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId: 13 } })).points,
    ).toBe(0);
  });
});

describe('admin points', () => {
  it.each([[-1], [1.5], ['abc'], [null]])(
    'when the new total is %o, then 400 with the spec message',
    async (points) => {
      const response = await setPoints(14, points);
      expect(response.status).toBe(400);
      expect(expectContract(response, errorBodySchema).message).toBe(
        'Invalid points - Please enter a valid positive number for points.',
      );
    },
  );

  it('when the body names another user than the path, then 400', async () => {
    const response = await admin().post('/api/admin/users/14/leaderboard', {
      userId: 13,
      points: 10,
    });
    expect(response.status).toBe(400);
  });

  it('when an admin sets points, then one ledger row records the difference with the admin, and points.changed goes out', async () => {
    const response = await setPoints(14, 400);
    expect(expectContract(response, setPointsResultSchema)).toEqual({ userId: 14, points: 400 });
    const [row] = await rewards.deps.prisma.pointsEntry.findMany({ where: { userId: 14 } });
    expect(row).toMatchObject({
      delta: 400,
      balanceAfter: 400,
      reason: 'admin_set',
      createdBy: ADMIN_ID,
    });
    expect((await rewards.outbox('points.changed', 14)).at(-1)).toMatchObject({
      points: 400,
      reason: 'admin_set',
    });
  });
});

describe('leaderboard', () => {
  it('when members have points, then they are ranked by points, ties going to who got there first, admins not ranked', async () => {
    await setPoints(11, 300);
    await setPoints(13, 300);
    await setPoints(12, 900);
    const response = await rewards.clientAs(11).get('/api/leaderboard');
    expect(response.status).toBe(200);
    expectContract(response, leaderboardSchema);
    const ranked = response.body.map((entry: { id: number; rank: number }) => [
      entry.rank,
      entry.id,
    ]);
    expect(ranked.slice(0, 4)).toEqual([
      [1, 12],
      [2, 14],
      [3, 11],
      [4, 13],
    ]);
    expect(response.body.some((entry: { id: number }) => entry.id === ADMIN_ID)).toBe(false);
    expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
    expect(response.headers.get('x-caller-rank')).toBe('3');
    // A signed-in answer is no-store: no ETag is worked out for it (service-kit app.ts).
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.body[0]).toEqual({
      rank: 1,
      id: 12,
      username: 'student12',
      firstName: 'Name12',
      lastName: 'Tester',
      points: 900,
      streak: 0,
    });
  });

  it('when a page is asked for, then limit and offset apply; a bad limit is 400', async () => {
    const page = await rewards.clientAs(11).get('/api/leaderboard?limit=2&offset=1');
    expect(page.body.map((entry: { rank: number }) => entry.rank)).toEqual([2, 3]);
    expect((await rewards.clientAs(11).get('/api/leaderboard?limit=0')).status).toBe(400);
    expect((await rewards.clientAs(11).get('/api/leaderboard?limit=5000')).status).toBe(400);
    expect((await rewards.client().get('/api/leaderboard')).status).toBe(401);
  });

  it("when a student asks for their standing, then rank, members, today's points and recent activity come back", async () => {
    await rewards.deliver(
      rewards.envelope('lesson.completed', {
        userId: 13,
        lessonId: 101,
        moduleId: 1,
        points: 25,
        moduleCompleted: false,
        completedAt: new Date().toISOString(),
      }),
    );
    const summary = expectContract(
      await rewards.clientAs(13).get('/api/rewards/me'),
      rewardsSummarySchema,
    );
    expect(summary).toMatchObject({
      totalMembers: 4,
      points: 335,
      streak: 1,
      lessonsToday: 1,
      pointsToday: 335,
    });
    expect(summary.rank).toBe(3);
    expect(
      summary.recentActivity.map((entry: { description: string }) => entry.description),
    ).toEqual([
      'Earned the achievement "First Steps"',
      'Completed a lesson',
      'Points set by an admin',
    ]);
  });

  it('when Redis loses the board, then a rebuild from the database restores the same ranks', async () => {
    const before = (await rewards.clientAs(11).get('/api/leaderboard')).body;
    await rewards.deps.redis.del(
      `${rewards.deps.config.REDIS_PREFIX}:leaderboard:points`,
      `${rewards.deps.config.REDIS_PREFIX}:leaderboard:members`,
    );
    const { listLeaderboardMembers } = await import('../src/members/members.repository.ts');
    await rewards.deps.leaderboard.rebuild(await listLeaderboardMembers(rewards.deps.prisma));
    expect((await rewards.clientAs(11).get('/api/leaderboard')).body).toEqual(before);
  });
});

// Last: it adds a member, which the standing tests above count.
describe('admin points and achievements', () => {
  it('when an admin sets a total that reaches a points achievement, then the student has exactly that total and the achievement', async () => {
    await rewards.register(21, 'Name21');
    const response = await setPoints(21, 4_321);
    expect(expectContract(response, setPointsResultSchema)).toEqual({ userId: 21, points: 4_321 });
    expect(
      (await rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId: 21 } })).points,
    ).toBe(4_321);
    const earned = await rewards.deps.prisma.userAchievement.findMany({ where: { userId: 21 } });
    expect(earned.map((row) => row.achievementId)).toContain('points_1000');
    expect((await rewards.outbox('points.changed', 21)).at(-1)).toMatchObject({ points: 4_321 });
  });
});

describe('daily goal and streak freezes', () => {
  it('when a student picks a daily goal, then /api/rewards/me shows it and points toward it; other values are refused and change nothing', async () => {
    await rewards.register(31, 'Goal31');
    const student = rewards.clientAs(31);
    const before = expectContract(await student.get('/api/rewards/me'), rewardsSummarySchema);
    expect(before).toMatchObject({ dailyGoal: 20, goalPointsToday: 0, goalMetToday: false });
    const set = await student.put('/api/rewards/goal', { dailyGoal: 50 });
    expect(set.status).toBe(200);
    expect(expectContract(set, dailyGoalResultSchema)).toEqual({ dailyGoal: 50 });
    for (const dailyGoal of [0, 25, 1000, '50', null, 50.5]) {
      const refused = await student.put('/api/rewards/goal', { dailyGoal });
      expect(refused.status, String(dailyGoal)).toBe(400);
      expect(expectContract(refused, errorBodySchema).message).toContain(
        'dailyGoal must be one of 20, 50, 100',
      );
    }
    expect((await student.get('/api/rewards/me')).body.dailyGoal).toBe(50);
    expect((await rewards.client().put('/api/rewards/goal', { dailyGoal: 20 })).status).toBe(401);
  });

  it('when a student buys streak freezes, then each costs 50 points, at most 2 are held, and without the points it is refused', async () => {
    await rewards.register(32, 'Freeze32');
    expect((await setPoints(32, 120)).status).toBe(200);
    const student = rewards.clientAs(32);
    const first = await student.post('/api/rewards/streak-freeze');
    expect(expectContract(first, streakFreezeResultSchema)).toEqual({
      streakFreezes: 1,
      points: 70,
    });
    const poor = await student.post('/api/rewards/streak-freeze');
    expect(poor.body).toEqual({ streakFreezes: 2, points: 20 });
    const full = await student.post('/api/rewards/streak-freeze');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('You already hold 2 streak freezes, the most you can keep');

    await rewards.register(33, 'Freeze33');
    expect((await setPoints(33, 49)).status).toBe(200);
    const short = await rewards.clientAs(33).post('/api/rewards/streak-freeze');
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('A streak freeze costs 50 points: you have 49');
    expect((await rewards.clientAs(33).get('/api/rewards/me')).body).toMatchObject({
      points: 49,
      streakFreezes: 0,
    });
    const summary = expectContract(await student.get('/api/rewards/me'), rewardsSummarySchema);
    expect(summary.recentActivity[0]).toMatchObject({
      delta: -50,
      description: 'Bought a streak freeze',
    });
  });

  it('when two purchases race with points for one, then one freeze is bought and the points never go below zero', async () => {
    await rewards.register(34, 'Race34');
    expect((await setPoints(34, 60)).status).toBe(200);
    const student = rewards.clientAs(34);
    const answers = await Promise.all([
      student.post('/api/rewards/streak-freeze'),
      student.post('/api/rewards/streak-freeze'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await student.get('/api/rewards/me')).body).toMatchObject({
      points: 10,
      streakFreezes: 1,
    });
  });
});
