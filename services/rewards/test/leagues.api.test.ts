import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@fc/contracts/errors';
import { leagueResultSeenSchema, myLeagueSchema, type MyLeague } from '@fc/contracts/leagues';
import { createPool } from '@fc/service-kit/db';
import { expectContract } from '@fc/testkit/contract';
import { createDatabase, createPrismaClient, type Db } from '../src/db.ts';
import type { RewardsDeps } from '../src/deps.ts';
import { addDays, startOfDayInZone, weekStartOf } from '../src/leagues/league-week.ts';
import { closePastWeeks, closeWeek, runLeagueWeeks } from '../src/leagues/leagues.service.ts';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';

const TZ = 'America/New_York';
let rewards: RewardsServiceUnderTest;

beforeAll(async () => {
  rewards = await startRewardsService({ CLUB_TIMEZONE: TZ });
});
afterAll(async () => {
  await rewards?.close();
});

/** The Monday `weeksAgo` weeks before this one. */
const pastWeek = (weeksAgo: number) => addDays(weekStartOf(new Date(), TZ), -7 * weeksAgo);
/** A moment in a week: `day` days after its Monday 00:00 (club time), plus `minutes`. */
const inWeek = (weekStart: string, day: number, minutes = 12 * 60) =>
  new Date(startOfDayInZone(addDays(weekStart, day), TZ).getTime() + minutes * 60_000);

async function registerAll(userIds: number[]): Promise<void> {
  for (const userId of userIds) await rewards.register(userId);
}
/** Points earned at a moment (a ledger row, as the engine writes it). */
const earn = (userId: number, delta: number, createdAt = new Date(), reason = 'lesson_completed') =>
  rewards.deps.prisma.pointsEntry.create({
    data: { userId, delta, balanceAfter: delta, reason, createdAt },
  });
const setTier = (userId: number, tier: number) =>
  rewards.deps.prisma.leagueTier.upsert({
    where: { userId },
    create: { userId, tier },
    update: { tier },
  });
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

async function myLeague(userId: number): Promise<MyLeague> {
  return expectContract(await rewards.clientAs(userId).get('/api/rewards/league'), myLeagueSchema);
}
const resultsOf = (weekStart: string) =>
  rewards.deps.prisma.leagueResult.findMany({ where: { weekStart }, orderBy: { rank: 'asc' } });
const weekClosedEvents = (weekStart: string) =>
  rewards.deps.prisma.outboxEvent.findMany({
    where: { name: 'league.week_closed', payload: { path: ['weekStart'], equals: weekStart } },
  });

describe('access and input', () => {
  it('when a visitor calls the league routes, then 401', async () => {
    expect((await rewards.client().get('/api/rewards/league')).status).toBe(401);
    const seen = await rewards
      .client()
      .post('/api/rewards/league/result/seen', { weekStart: pastWeek(1) });
    expect(seen.status).toBe(401);
  });

  it.each([[{}], [{ weekStart: 'monday' }], [{ weekStart: '2026-13-01' }], [{ weekStart: 5 }]])(
    'when the seen body is %j, then 400',
    async (body) => {
      await rewards.register(90);
      const answer = await rewards.clientAs(90).post('/api/rewards/league/result/seen', body);
      expect(answer.status).toBe(400);
      expectContract(answer, errorBodySchema);
    },
  );

  it('when a student marks a week seen that they have no result for, then 404', async () => {
    await rewards.register(91);
    const answer = await rewards
      .clientAs(91)
      .post('/api/rewards/league/result/seen', { weekStart: pastWeek(1) });
    expect(answer.status).toBe(404);
    expect(expectContract(answer, errorBodySchema).code).toBe('LEAGUE_RESULT_NOT_FOUND');
  });
});

describe('placement', () => {
  it('when a student has no points this week, then they are not placed yet and see their tier', async () => {
    await rewards.register(92);
    await earn(92, 40, inWeek(pastWeek(20), 2)); // an old week does not count
    const league = await myLeague(92);
    expect(league).toMatchObject({
      weekStart: weekStartOf(new Date(), TZ),
      tier: 0,
      tierName: 'Bronze',
      placed: false,
      table: [],
      myRank: null,
      myWeekPoints: 0,
      unseenResult: null,
    });
    expect(new Date(league.weekEndsAt).getTime()).toBe(
      startOfDayInZone(addDays(league.weekStart, 7), TZ).getTime(),
    );
  });

  it('when 31 students who earned points open the league at once, then 30 share one league and the 31st starts a second; a mid-week joiner fills that one', async () => {
    const students = range(101, 31);
    await registerAll(students);
    for (const [index, userId] of students.entries()) {
      await earn(userId, 100 - index);
      await earn(userId, 5, new Date(), 'admin_set'); // admin changes are not week points
    }
    // Placed at once (the first time each opens it), then read when everyone is in.
    await Promise.all(students.map((userId) => myLeague(userId)));
    const leagues: MyLeague[] = [];
    for (const userId of students) leagues.push(await myLeague(userId));
    expect(leagues.every((league) => league.placed && league.tierName === 'Bronze')).toBe(true);
    const sizes = leagues.map((league) => league.table.length).sort((a, b) => a - b);
    expect(sizes).toEqual([1, ...Array<number>(30).fill(30)]);
    const memberships = await rewards.deps.prisma.leagueMembership.groupBy({
      by: ['leagueNo'],
      where: { weekStart: weekStartOf(new Date(), TZ), userId: { in: students } },
      _count: true,
    });
    expect(memberships.map((row) => row._count).sort((a, b) => a - b)).toEqual([1, 30]);

    // A full league's table: ranked by week points, top 7 in the promotion zone, no demotion
    // zone in Bronze.
    const full = leagues.find((league) => league.table.length === 30);
    expect(full?.table.map((row) => row.weekPoints)).toEqual(
      [...(full?.table ?? [])].map((row) => row.weekPoints).sort((a, b) => b - a),
    );
    expect(full?.table.map((row) => row.zone)).toEqual([
      ...Array<string>(7).fill('promotion'),
      ...Array<string>(23).fill('safe'),
    ]);
    const first = leagues[0];
    expect(first?.myWeekPoints).toBe(100);

    // Registered mid-week, earns points, opens the screen: placed now, in the league with a seat.
    await rewards.register(140, 'Late');
    await earn(140, 3);
    const late = await myLeague(140);
    expect(late.placed).toBe(true);
    expect(late.table.map((row) => row.firstName)).toHaveLength(2);
    expect(late.table.find((row) => row.id === 140)).toMatchObject({
      firstName: 'Late',
      weekPoints: 3,
      rank: late.myRank,
    });
    // Placement is once a week: opening it again keeps the same league.
    expect((await myLeague(140)).table.map((row) => row.id)).toEqual(
      late.table.map((row) => row.id),
    );
  });
});

describe('closing a week', () => {
  it('when a full Silver league closes, then the top 7 go up and the bottom 5 down, ties going to who got there first', async () => {
    const week = pastWeek(4);
    const students = range(201, 30);
    await registerAll(students);
    for (const [index, userId] of students.entries()) {
      await setTier(userId, 1);
      let at = inWeek(week, 2);
      if (userId === 207) at = inWeek(week, 1, 12 * 60); // 240, reached later
      if (userId === 208) at = inWeek(week, 1, 10 * 60); // 240, reached first
      if (userId === 225) at = inWeek(week, 3, 9 * 60); // 50, reached later
      if (userId === 226) at = inWeek(week, 3, 8 * 60); // 50, reached first
      const points = userId === 208 ? 240 : userId === 225 ? 50 : 300 - 10 * index;
      await earn(userId, points - 1, inWeek(week, 0, 60));
      await earn(userId, 1, at);
    }
    // Outside the week, or not week points: ignored.
    await earn(230, 1_000, inWeek(week, 7, 1));
    await earn(230, 1_000, inWeek(week, 3), 'admin_set');
    await earn(230, -100, inWeek(week, 4));

    const closed = await closeWeek(rewards.deps, week);
    expect(closed).toEqual({ weekStart: week, placed: 30, students: 30, leagues: 1 });

    const results = await resultsOf(week);
    const byRank = results.map((row) => [row.rank, row.userId, row.weekPoints, row.outcome]);
    expect(byRank.slice(5, 9)).toEqual([
      [6, 206, 250, 'promoted'],
      [7, 208, 240, 'promoted'],
      [8, 207, 240, 'stayed'],
      [9, 209, 220, 'stayed'],
    ]);
    expect(byRank.slice(23, 27)).toEqual([
      [24, 224, 70, 'stayed'],
      [25, 226, 50, 'stayed'],
      [26, 225, 50, 'demoted'],
      [27, 227, 40, 'demoted'],
    ]);
    expect(results.filter((row) => row.outcome === 'promoted').map((row) => row.newTier)).toEqual(
      Array<number>(7).fill(2),
    );
    expect(results.filter((row) => row.outcome === 'demoted').map((row) => row.userId)).toEqual([
      225, 227, 228, 229, 230,
    ]);
    expect(results.find((row) => row.userId === 230)?.weekPoints).toBe(10);

    // The student sees the result once, and their new tier.
    const league = await myLeague(208);
    expect(league.tierName).toBe('Gold');
    expect(league.unseenResult).toEqual({
      weekStart: week,
      tier: 1,
      tierName: 'Silver',
      newTier: 2,
      newTierName: 'Gold',
      rank: 7,
      weekPoints: 240,
      outcome: 'promoted',
    });
    const seen = await rewards
      .clientAs(208)
      .post('/api/rewards/league/result/seen', { weekStart: week });
    expect(expectContract(seen, leagueResultSeenSchema)).toEqual({ weekStart: week, seen: 1 });
    expect((await myLeague(208)).unseenResult).toBeNull();
    const again = await rewards
      .clientAs(208)
      .post('/api/rewards/league/result/seen', { weekStart: week });
    expect(again.body).toEqual({ weekStart: week, seen: 0 });
    // A promotion seen earns Moving Up, once, however often it is marked seen.
    const moving = await rewards.deps.prisma.userAchievement.findMany({
      where: { userId: 208, achievementId: 'league_promoted' },
    });
    expect(moving).toHaveLength(1);
    expect(
      (await rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId: 208 } }))
        .leaguePromotions,
    ).toBe(1);
    expect((await myLeague(225)).unseenResult).toMatchObject({
      outcome: 'demoted',
      newTierName: 'Bronze',
    });
    expect((await myLeague(215)).unseenResult).toMatchObject({
      outcome: 'stayed',
      tierName: 'Silver',
      newTierName: 'Silver',
    });
    expect(await weekClosedEvents(week)).toHaveLength(1);
  });

  it('when small leagues close, then the top third (at least one) go up and the bottom quarter down; nobody above Diamond', async () => {
    const week = pastWeek(5);
    const gold = range(301, 4);
    const diamond = range(311, 3);
    await registerAll([...gold, ...diamond]);
    for (const [index, userId] of [...gold.entries(), ...diamond.entries()]) {
      await setTier(userId, userId < 310 ? 2 : 4);
      await earn(userId, 40 - index, inWeek(week, 1));
    }
    const closed = await closeWeek(rewards.deps, week);
    expect(closed).toMatchObject({ students: 7, leagues: 2 });
    const outcomes = Object.fromEntries(
      (await resultsOf(week)).map((row) => [row.userId, [row.outcome, row.newTier]]),
    );
    expect(outcomes).toEqual({
      301: ['promoted', 3],
      302: ['promoted', 3],
      303: ['stayed', 2],
      304: ['demoted', 1],
      311: ['stayed', 4],
      312: ['stayed', 4],
      313: ['stayed', 4],
    });
  });

  it('when a student earned points in the week but never opened the league, then the close places them in the fullest league with a seat', async () => {
    const week = pastWeek(6);
    const firstLeague = range(401, 29);
    const secondLeague = range(431, 2);
    await registerAll([...firstLeague, ...secondLeague, 440]);
    await rewards.deps.prisma.leagueMembership.createMany({
      data: [
        ...firstLeague.map((userId) => ({ weekStart: week, userId, tier: 0, leagueNo: 1 })),
        ...secondLeague.map((userId) => ({ weekStart: week, userId, tier: 0, leagueNo: 2 })),
      ],
    });
    for (const userId of [...firstLeague, ...secondLeague]) await earn(userId, 10, inWeek(week, 0));
    await earn(440, 500, inWeek(week, 4)); // joined on Friday
    const closed = await closeWeek(rewards.deps, week);
    expect(closed).toMatchObject({ placed: 1, students: 32, leagues: 2 });
    const joiner = await rewards.deps.prisma.leagueMembership.findUniqueOrThrow({
      where: { weekStart_userId: { weekStart: week, userId: 440 } },
    });
    expect(joiner.leagueNo).toBe(1);
    expect((await resultsOf(week)).find((row) => row.userId === 440)).toMatchObject({
      rank: 1,
      outcome: 'promoted',
      weekPoints: 500,
    });
  });

  it('when two workers close the same weeks at once, then each week closes exactly once with one event', async () => {
    const pool = createPool({ databaseUrl: rewards.env.DATABASE_URL ?? '', schema: 'rewards' });
    const otherPrisma: Db = createPrismaClient(pool);
    const other: RewardsDeps = { ...rewards.deps, prisma: otherPrisma, db: createDatabase(pool) };
    try {
      for (const [trial, weeksAgo] of [8, 9, 10].entries()) {
        const week = pastWeek(weeksAgo);
        const students = range(1000 + trial * 100, 45);
        await registerAll(students);
        for (const [index, userId] of students.entries()) {
          await earn(userId, 10 + index, inWeek(week, index % 7));
        }
        const afterIt = inWeek(week, 8);
        const [first, second] = await Promise.all([
          closePastWeeks(rewards.deps, afterIt),
          closePastWeeks(other, afterIt),
        ]);
        expect([...first, ...second], `trial ${trial}`).toEqual([
          { weekStart: week, placed: 45, students: 45, leagues: 2 },
        ]);
        expect(await resultsOf(week)).toHaveLength(45);
        expect(await weekClosedEvents(week)).toHaveLength(1);
        expect(
          (await rewards.deps.prisma.leagueWeek.findUniqueOrThrow({ where: { weekStart: week } }))
            .students,
        ).toBe(45);
        // Promoted once: nobody is two tiers up.
        const tiers = await rewards.deps.prisma.leagueTier.findMany({
          where: { userId: { in: students } },
        });
        expect(tiers.every((row) => row.tier === 1)).toBe(true);
        expect(tiers).toHaveLength(7 + 5); // leagues of 30 and 15
        // And later runs find nothing to do.
        expect(await closePastWeeks(other, afterIt)).toEqual([]);
      }
    } finally {
      await otherPrisma.$disconnect();
      await pool.end();
    }
  });
});

describe('who is in a league', () => {
  const membershipsIn = (weekStart: string, userIds: number[]) =>
    rewards.deps.prisma.leagueMembership.findMany({
      where: { weekStart, userId: { in: userIds } },
      orderBy: { userId: 'asc' },
    });
  const activeAt = (userId: number, lastActiveAt: Date) =>
    rewards.deps.prisma.member.update({ where: { userId }, data: { lastActiveAt } });

  it('when a week starts, then every student active in the two weeks before it is placed, points or not; the long inactive, the never active and teachers are not', async () => {
    const week = pastWeek(2);
    await registerAll(range(601, 6));
    await activeAt(601, inWeek(week, -1)); // Sunday, the day before
    await activeAt(602, inWeek(week, -13));
    await activeAt(603, inWeek(week, -15)); // too long ago
    // 604 never did anything.
    await activeAt(605, inWeek(week, -3));
    await setTier(605, 1);
    await activeAt(606, inWeek(week, -2));
    await rewards.deps.prisma.member.update({ where: { userId: 606 }, data: { role: 'teacher' } });

    // The league job's first run in the week (Monday 00:05) is the week's start.
    const started = await runLeagueWeeks(rewards.deps, inWeek(week, 0, 5));
    expect(started.placed).toBe(3);
    const placed = await membershipsIn(week, range(601, 6));
    expect(placed.map((row) => [row.userId, row.tier])).toEqual([
      [601, 0],
      [602, 0],
      [605, 1],
    ]);
    // The two Bronze students share a league.
    expect(placed[0]?.leagueNo).toBe(placed[1]?.leagueNo);

    // Later runs in the week place nobody twice.
    expect((await runLeagueWeeks(rewards.deps, inWeek(week, 0, 10))).placed).toBe(0);
    // At the close, a student placed without points stays where they are (a Bronze one cannot
    // go lower).
    await closeWeek(rewards.deps, week);
    const results = await resultsOf(week);
    expect(results.find((row) => row.userId === 601)).toMatchObject({
      weekPoints: 0,
      outcome: 'stayed',
    });
  });

  it("when a new student earns their first points, then they are in this week's league before they ever open it", async () => {
    await rewards.register(650, 'Newcomer');
    const thisWeek = weekStartOf(new Date(), TZ);
    expect(await membershipsIn(thisWeek, [650])).toEqual([]);
    await rewards.deliver(
      rewards.envelope('lesson.completed', {
        userId: 650,
        lessonId: 101,
        moduleId: 1,
        points: 25,
        moduleCompleted: false,
        completedAt: new Date().toISOString(),
      }),
    );
    expect(await membershipsIn(thisWeek, [650])).toHaveLength(1);
    const league = await myLeague(650);
    expect(league.placed).toBe(true);
    expect(league.table.find((row) => row.id === 650)).toMatchObject({
      firstName: 'Newcomer',
      weekPoints: league.myWeekPoints,
    });
    expect(league.myWeekPoints).toBeGreaterThanOrEqual(25);
  });
});
