import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireLapsedStreaks } from '../src/points/streak-expiry.ts';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';
import { quizSubmitted, tradeExecuted } from './fixtures/events.ts';

let rewards: RewardsServiceUnderTest;
let nextUserId = 100;
const newMember = async () => {
  nextUserId += 1;
  await rewards.register(nextUserId);
  return nextUserId;
};
const trade = (userId: number, transactionId: number) =>
  tradeExecuted(rewards, userId, transactionId);
const member = (userId: number) =>
  rewards.deps.prisma.member.findUniqueOrThrow({ where: { userId } });
const earnedIds = async (userId: number) =>
  (await rewards.deps.prisma.userAchievement.findMany({ where: { userId } }))
    .map((row) => row.achievementId)
    .sort();
const lesson = (userId: number, at = new Date(), lessonId = 101, moduleCompleted = false) =>
  rewards.envelope(
    'lesson.completed',
    { userId, lessonId, moduleId: 1, points: 25, moduleCompleted, completedAt: at.toISOString() },
    at,
  );
/** A deck of 12 cards mastered now; events from before decks paid by the card carry no points. */
const deckMastered = (userId: number, paid: { pointsEarned?: number } = {}) =>
  rewards.envelope('flashcards.mastered', {
    userId,
    moduleId: 2,
    masteredCount: 12,
    totalCount: 12,
    masteredAt: new Date().toISOString(),
    ...paid,
  });
/** Noon in New York on the given day of March 2026. */
const march = (day: number, hour = 12) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${String(hour + 4).padStart(2, '0')}:00:00Z`);

beforeAll(async () => {
  rewards = await startRewardsService();
});
afterAll(async () => {
  await rewards?.close();
});

describe('points from events', () => {
  it('when lesson.completed is delivered twice, then its points are paid once', async () => {
    const userId = await newMember();
    const event = lesson(userId);
    expect(await rewards.deliver(event)).toBe('handled');
    expect(await rewards.deliver(event)).toBe('duplicate');
    // 25 for the lesson, 10 for the "First Steps" achievement.
    expect((await member(userId)).points).toBe(35);
    const ledger = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
    });
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ['lesson_completed', 25, 25],
      ['achievement:first_lesson', 10, 35],
    ]);
    expect(ledger.every((row) => row.eventId === event.id)).toBe(true);
  });

  it('when a quiz is submitted with a perfect passing score, then its points and two achievements are paid', async () => {
    const userId = await newMember();
    await rewards.deliver(
      quizSubmitted(rewards, userId, { moduleId: 1, score: 10, pointsEarned: 100, passed: true }),
    );
    expect(await earnedIds(userId)).toEqual(['first_quiz_passed', 'perfect_quiz']);
    // 100 + first_quiz_passed 25 + perfect_quiz 50 + 25 bonus
    expect((await member(userId)).points).toBe(200);
  });

  it('when a quiz is failed, then no quiz achievement fires', async () => {
    const userId = await newMember();
    await rewards.deliver(
      quizSubmitted(rewards, userId, { moduleId: 1, score: 5, pointsEarned: 50, passed: false }),
    );
    expect(await earnedIds(userId)).toEqual([]);
    expect((await member(userId)).points).toBe(50);
  });

  it('when a flashcard deck is mastered with its points in the event, then those points and Card Shark', async () => {
    const userId = await newMember();
    await rewards.deliver(deckMastered(userId, { pointsEarned: 2 }));
    expect(await earnedIds(userId)).toEqual(['first_deck']);
    expect((await member(userId)).points).toBe(2 + 25);
  });

  it('when a flashcard deck event from before decks were paid by the card arrives, then 50 points and Card Shark', async () => {
    const userId = await newMember();
    await rewards.deliver(deckMastered(userId));
    expect(await earnedIds(userId)).toEqual(['first_deck']);
    expect((await member(userId)).points).toBe(75);
  });

  it('when a review card is graded, then its points (already capped by learning) are paid, and they count toward the daily goal like any points; the first review earns Memory Builder', async () => {
    const userId = await newMember();
    const review = (points: number, at: Date) =>
      rewards.envelope(
        'review.graded',
        {
          userId,
          moduleId: 1,
          kind: 'flashcard',
          rating: 3,
          points,
          reviewedAt: at.toISOString(),
        },
        at,
      );
    await rewards.deliver(review(1, march(9)));
    await rewards.deliver(review(0, march(10)));
    const entries = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId, reason: 'card_reviewed' },
    });
    expect(entries.map((entry) => entry.delta)).toEqual([1]);
    // 1 point, and Memory Builder's 10 for the first review. 1 is short of the default goal (20):
    // reviews alone keep no streak; the 0-point review of the 10th counted nothing toward that day.
    // Two days in a row with a review: the review streak (Steady Recall counts it) is 2.
    expect(await member(userId)).toMatchObject({
      points: 11,
      streak: 0,
      pointsDay: '2026-03-10',
      pointsOnDay: 0,
      reviewsDone: 2,
      reviewStreak: 2,
      lastReviewDay: '2026-03-10',
    });
    expect(await earnedIds(userId)).toEqual(['first_review']);
  });

  it('when a member trades more than ten times a day, then only the first ten trades pay', async () => {
    const userId = await newMember();
    for (let transactionId = 1; transactionId <= 12; transactionId += 1) {
      await rewards.deliver(trade(userId, transactionId));
    }
    const trades = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId, reason: 'trade_executed' },
    });
    expect(trades).toHaveLength(10);
    expect((await member(userId)).trades).toBe(12);
    expect(await earnedIds(userId)).toEqual(['first_trade']);
  });

  it('when a portfolio reaches a 5 % return, then In the Green fires and announces its unlock', async () => {
    const userId = await newMember();
    const valued = (basisPoints: number) =>
      rewards.envelope('portfolio.valued', {
        userId,
        portfolioId: 1,
        totalValueCents: 1_000_000,
        totalReturnCents: 0,
        totalReturnBasisPoints: basisPoints,
        valuedAt: new Date().toISOString(),
      });
    await rewards.deliver(valued(499));
    expect(await earnedIds(userId)).toEqual([]);
    await rewards.deliver(valued(500));
    expect(await earnedIds(userId)).toEqual(['profit_5']);
    const [earned] = await rewards.outbox('achievement.earned', userId);
    expect(earned).toMatchObject({
      achievementId: 'profit_5',
      unlockFeature: 'portfolio_insights',
      tradingBonusCents: 0,
    });
  });

  it('when a budget plan is completed, then 100 points, Planner, and its trading bonus is announced in cents', async () => {
    const userId = await newMember();
    await rewards.deliver(
      rewards.envelope('budget.plan_completed', {
        userId,
        planId: 1,
        planName: 'Life at 25',
        completedAt: new Date().toISOString(),
      }),
    );
    expect((await member(userId)).points).toBe(150);
    const [earned] = await rewards.outbox('achievement.earned', userId);
    expect(earned).toMatchObject({ achievementId: 'first_budget', tradingBonusCents: 10_000 });
  });

  it('when a student completes four budget plans, then only the first pays its points (and each achievement pays once)', async () => {
    const userId = await newMember();
    for (const planId of [1, 2, 3, 4]) {
      await rewards.deliver(
        rewards.envelope('budget.plan_completed', {
          userId,
          planId,
          planName: `Plan ${planId}`,
          completedAt: new Date().toISOString(),
        }),
      );
    }
    const ledger = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
    });
    expect(ledger.map((row) => [row.reason, row.delta])).toEqual([
      ['budget_plan_completed', 100],
      ['achievement:first_budget', 50],
      ['achievement:budgets_3', 125],
    ]);
    expect(await member(userId)).toMatchObject({ points: 275, plansCompleted: 4 });
  });

  it('when points change, then points.changed carries the total and a growing sequence', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId));
    await rewards.deliver(lesson(userId, new Date(), 102));
    const changes = await rewards.outbox('points.changed', userId);
    expect(changes.map((change) => [change.points, change.sequence])).toEqual([
      [35, 1],
      [60, 2],
    ]);
  });

  it('when an event arrives before user.registered, then the member is made and named later', async () => {
    nextUserId += 1;
    const userId = nextUserId;
    await rewards.deliver(lesson(userId));
    await rewards.register(userId, 'Late');
    expect(await member(userId)).toMatchObject({ firstName: 'Late', points: 35 });
  });
});

describe('streaks', () => {
  it('when a member learns on three consecutive club days, then the streak is 3 and On a Roll fires', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId, march(9), 101));
    await rewards.deliver(lesson(userId, march(9, 18), 102));
    await rewards.deliver(lesson(userId, march(10), 103));
    expect((await member(userId)).streak).toBe(2);
    // 23:30 in New York on March 11 is already March 12 in UTC: the club day decides.
    await rewards.deliver(lesson(userId, new Date('2026-03-12T03:30:00Z'), 104));
    expect(await member(userId)).toMatchObject({ streak: 3, lastActivityDay: '2026-03-11' });
    expect(await earnedIds(userId)).toContain('streak_3');
  });

  it('when a day is missed, then the next activity starts the streak again at 1', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId, march(9), 101));
    await rewards.deliver(lesson(userId, march(10), 102));
    await rewards.deliver(lesson(userId, march(12), 103));
    expect((await member(userId)).streak).toBe(1);
  });

  it("when the day's points reach the daily goal, whatever earned them, then the streak moves; below the goal it does not", async () => {
    const planner = await newMember();
    await rewards.deliver(
      rewards.envelope(
        'budget.plan_completed',
        { userId: planner, planId: 1, planName: 'P', completedAt: march(9).toISOString() },
        march(9),
      ),
    );
    expect(await member(planner)).toMatchObject({ streak: 1, lastActivityDay: '2026-03-09' });
    const trader = await newMember();
    await rewards.deliver(trade(trader, 1));
    expect((await member(trader)).streak).toBe(0);
  });

  it('when the daily goal is 50, then one 25-point lesson does not extend the streak and the second one that day does, once', async () => {
    const userId = await newMember();
    await rewards.deps.prisma.member.update({ where: { userId }, data: { dailyGoal: 50 } });
    await rewards.deliver(lesson(userId, march(12, 9), 101));
    expect(await member(userId)).toMatchObject({ streak: 0, pointsOnDay: 25 });
    await rewards.deliver(lesson(userId, march(12, 10), 102));
    expect(await member(userId)).toMatchObject({
      streak: 1,
      pointsOnDay: 50,
      lastActivityDay: '2026-03-12',
    });
    await rewards.deliver(lesson(userId, march(12, 11), 103));
    expect((await member(userId)).streak).toBe(1);
    // The next day starts from nothing.
    await rewards.deliver(lesson(userId, march(13, 9), 104));
    expect(await member(userId)).toMatchObject({ streak: 1, pointsOnDay: 25 });
  });

  it('when a seven-day streak unlocks the 2x multiplier, then later lessons pay double', async () => {
    const userId = await newMember();
    for (let day = 1; day <= 7; day += 1)
      await rewards.deliver(lesson(userId, march(day), 100 + day));
    expect(await earnedIds(userId)).toEqual(expect.arrayContaining(['streak_7']));
    // The achievement's streak freeze and its points are written with the lesson's own change:
    // the member's total is the ledger's, and each of the seven paying changes was numbered.
    const ledger = await rewards.deps.prisma.pointsEntry.aggregate({
      where: { userId },
      _sum: { delta: true },
    });
    expect(await member(userId)).toMatchObject({
      streak: 7,
      streakFreezes: 1,
      points: ledger._sum.delta,
      lastActivityDay: '2026-03-07',
    });
    expect((await member(userId)).pointsSequence).toBeGreaterThanOrEqual(7);
    await rewards.deliver(lesson(userId, march(8), 110));
    const last = await rewards.deps.prisma.pointsEntry.findFirstOrThrow({
      where: { userId, reason: 'lesson_completed' },
      orderBy: { id: 'desc' },
    });
    expect(last.delta).toBe(50);
  });

  it('when a member holding streak freezes misses days, then the hourly job uses one a day, keeps the streak and says so in the activity; with too few it ends the streak', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId, march(20)));
    await rewards.deliver(lesson(userId, march(21), 102));
    await rewards.deps.prisma.member.update({ where: { userId }, data: { streakFreezes: 2 } });
    // March 22 missed: on the 23rd the job uses one freeze.
    await expireLapsedStreaks(rewards.deps, march(23, 3));
    expect(await member(userId)).toMatchObject({
      streak: 2,
      streakFreezes: 1,
      lastActivityDay: '2026-03-22',
    });
    const used = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId, reason: 'streak_freeze_used' },
    });
    expect(used.map((entry) => entry.delta)).toEqual([0]);
    // Running again the same day changes nothing more.
    await expireLapsedStreaks(rewards.deps, march(23, 9));
    expect((await member(userId)).streakFreezes).toBe(1);
    // The goal met on the 23rd continues the streak the freeze kept.
    await rewards.deliver(lesson(userId, march(23, 12), 103));
    expect((await member(userId)).streak).toBe(3);
    // Two days missed (24th, 25th) with one freeze: the streak ends, the freeze stays.
    await expireLapsedStreaks(rewards.deps, march(26, 3));
    expect(await member(userId)).toMatchObject({ streak: 0, streakFreezes: 1 });
  });

  it('when a streak lapses, then the hourly expiry ends it and says so in points.changed', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId, march(1)));
    await rewards.deliver(lesson(userId, march(2), 102));
    expect((await member(userId)).streak).toBe(2);
    await expireLapsedStreaks(rewards.deps, march(3, 20));
    expect((await member(userId)).streak).toBe(2);
    expect((await expireLapsedStreaks(rewards.deps, march(4, 1))).ended).toBeGreaterThanOrEqual(1);
    expect((await member(userId)).streak).toBe(0);
    expect((await rewards.outbox('points.changed', userId)).at(-1)).toMatchObject({
      streak: 0,
      reason: 'streak_ended',
    });
  });
});

describe('achievement rules', () => {
  it('when a member crosses 1,000 points, then High Achiever fires exactly once', async () => {
    const userId = await newMember();
    await rewards.deliver(
      quizSubmitted(rewards, userId, { moduleId: 3, score: 9, pointsEarned: 980, passed: true }),
    );
    expect(await earnedIds(userId)).toEqual(['first_quiz_passed', 'points_1000']);
    await rewards.deliver(
      quizSubmitted(rewards, userId, { moduleId: 4, score: 9, pointsEarned: 90, passed: true }),
    );
    expect((await earnedIds(userId)).filter((id) => id === 'points_1000')).toHaveLength(1);
  });

  it('when the same quiz is passed again, then it counts once toward Test Taker', async () => {
    const userId = await newMember();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await rewards.deliver(
        quizSubmitted(rewards, userId, { moduleId: 1, score: 8, pointsEarned: 0, passed: true }),
      );
    }
    expect((await member(userId)).passedQuizModules).toEqual([1]);
    expect(await earnedIds(userId)).not.toContain('quizzes_5');
  });

  it('when a module is completed, then Module Master fires', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId, new Date(), 105, true));
    expect(await earnedIds(userId)).toEqual(['first_lesson', 'first_module']);
  });
});

describe('user.progress_reset', () => {
  it('when a reset arrives, then points, streak, stats and achievements are back to a new account', async () => {
    const userId = await newMember();
    await rewards.deliver(lesson(userId));
    await rewards.deliver(rewards.envelope('user.progress_reset', { userId, resetBy: 1 }));
    expect(await member(userId)).toMatchObject({
      points: 0,
      streak: 0,
      lessonsCompleted: 0,
      completedModules: [],
    });
    expect(await earnedIds(userId)).toEqual([]);
    expect((await rewards.outbox('points.changed', userId)).at(-1)).toMatchObject({
      points: 0,
      reason: 'progress_reset',
    });
    await rewards.deliver(lesson(userId));
    expect(await earnedIds(userId)).toEqual(['first_lesson']);
  });

  it('when activity from before a reset is delivered after it, then it does not count', async () => {
    const userId = await newMember();
    const before = new Date(Date.now() - 60_000);
    await rewards.deliver(rewards.envelope('user.progress_reset', { userId, resetBy: 1 }));
    await rewards.deliver(lesson(userId, before));
    expect(await member(userId)).toMatchObject({ points: 0, lessonsCompleted: 0 });
    expect(await earnedIds(userId)).toEqual([]);
  });
});

describe('event versions', () => {
  /** trade.executed as a producer still on v1 sends it: no orderType. */
  const tradeV1 = (userId: number, transactionId: number) => {
    const { orderType: _, ...v1 } = trade(userId, transactionId).payload;
    return { ...trade(userId, transactionId), version: 1, payload: v1 };
  };

  it('when trade.executed arrives as v1 and as v2 (a rolling deploy), then both are understood and paid', async () => {
    const userId = await newMember();
    expect(await rewards.deliver(tradeV1(userId, 1) as never)).toBe('handled');
    expect(await rewards.deliver(trade(userId, 2))).toBe('handled');
    expect((await member(userId)).trades).toBe(2);
    const paid = await rewards.deps.prisma.pointsEntry.findMany({
      where: { userId, reason: 'trade_executed' },
    });
    expect(paid).toHaveLength(2);
  });

  it('when an event comes in a version newer than this service knows, then it fails to be tried again, not as malformed, and changes nothing', async () => {
    const userId = await newMember();
    const fromTheFuture = { ...trade(userId, 1), version: 3 };
    const attempt = rewards.deliver(fromTheFuture);
    await expect(attempt).rejects.toThrow(
      'trade.executed v3 is newer than this consumer understands (v2)',
    );
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect((await member(userId)).trades).toBe(0);
    // Once deployed as v3's consumer would be, the same event id is still new to the inbox.
    expect(await rewards.deps.prisma.inboxEvent.count({ where: { id: fromTheFuture.id } })).toBe(0);
  });

  it('when a v1 payload is malformed, then it fails for good with what is wrong', async () => {
    const userId = await newMember();
    const broken = {
      ...tradeV1(userId, 1),
      payload: { ...tradeV1(userId, 1).payload, shares: -1 },
    };
    const attempt = rewards.deliver(broken as never);
    await expect(attempt).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(attempt).rejects.toThrow('Malformed trade.executed v1 payload: shares');
  });
});

describe('review and league achievements', () => {
  it('when a member reviews cards seven days in a row, then Steady Recall fires; a missed day starts the count again', async () => {
    const userId = await newMember();
    const review = (at: Date) =>
      rewards.envelope(
        'review.graded',
        { userId, moduleId: 1, kind: 'quiz', rating: 3, points: 1, reviewedAt: at.toISOString() },
        at,
      );
    for (const day of [1, 2, 3, 5, 6, 7, 8, 9, 10]) await rewards.deliver(review(march(day)));
    expect((await member(userId)).reviewStreak).toBe(6);
    expect(await earnedIds(userId)).not.toContain('review_streak_7');
    await rewards.deliver(review(march(11)));
    expect(await earnedIds(userId)).toContain('review_streak_7');
  });
});
