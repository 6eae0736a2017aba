import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classProgressSchema,
  classStudentDetailSchema,
  type ClassStudent,
} from '@fc/contracts/class-progress';
import { errorBodySchema } from '@fc/contracts/errors';
import type { Notice } from '@fc/contracts/notices';
import { leaderboardSchema } from '@fc/contracts/rewards';
import { noticeLogKey } from '@fc/service-kit/notices';
import { sessionCookieName, signSessionToken } from '@fc/service-kit/session';
import { expectContract } from '@fc/testkit/contract';
import { TIMELINE_LENGTH } from '../src/class/class.service.ts';
import { migrationsDir } from '../src/config.ts';
import { startOfDayInZone, weekStartOf } from '../src/leagues/league-week.ts';
import {
  startRewardsService,
  type RewardsServiceUnderTest,
} from './fixtures/build-rewards-service.ts';
import { registerAdmin } from './fixtures/events.ts';

let rewards: RewardsServiceUnderTest;
const ADMIN_ID = 1;
const TEACHER_ID = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
let nextUserId = 100;

beforeAll(async () => {
  rewards = await startRewardsService();
  await registerAdmin(rewards, ADMIN_ID);
});
afterAll(async () => {
  await rewards?.close();
});

/** A signed-in teacher (the testkit's clientAs signs students and admins only). */
const teacher = () => {
  const client = rewards.client();
  client.setCookie(
    sessionCookieName(rewards.deps.config.PUBLIC_URL),
    signSessionToken(rewards.deps.config.JWT_SECRET, {
      userId: TEACHER_ID,
      role: 'teacher',
      sessionId: randomUUID(),
    }),
  );
  return client;
};
const admin = () => rewards.clientAs(ADMIN_ID, 'admin');

/** A new student, registered `daysAgo` days ago, with a last name that sorts as given. */
const newStudent = async (lastName = 'Tester', firstName = 'Sam', daysAgo = 0) => {
  nextUserId += 1;
  const registeredAt = new Date(Date.now() - daysAgo * DAY_MS);
  await rewards.deliver(
    rewards.envelope(
      'user.registered',
      {
        userId: nextUserId,
        username: `student${nextUserId}`,
        firstName,
        lastName,
        role: 'student',
        registeredAt: registeredAt.toISOString(),
      },
      registeredAt,
    ),
  );
  return nextUserId;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const lesson = (userId: number, lessonId: number, moduleId: number, at = new Date()) =>
  rewards.envelope(
    'lesson.completed',
    {
      userId,
      lessonId,
      moduleId,
      points: 25,
      moduleCompleted: false,
      completedAt: at.toISOString(),
    },
    at,
  );
const quiz = (userId: number, moduleId: number, score: number, passed: boolean, at = new Date()) =>
  rewards.envelope(
    'quiz.submitted',
    {
      userId,
      moduleId,
      score,
      totalQuestions: 10,
      pointsEarned: 0,
      passed,
      submittedAt: at.toISOString(),
    },
    at,
  );

const classList = async () => {
  const response = await teacher().get('/api/teacher/class');
  expect(response.status).toBe(200);
  return expectContract(response, classProgressSchema);
};
const rowOf = async (userId: number): Promise<ClassStudent | undefined> =>
  (await classList()).students.find((student) => student.userId === userId);
const detailOf = async (userId: number) => {
  const response = await teacher().get(`/api/teacher/students/${userId}`);
  expect(response.status).toBe(200);
  return expectContract(response, classStudentDetailSchema);
};
/** The `class` notices about this user in the live stream's log, oldest first. */
const classNotices = async (userId: number): Promise<Notice[]> => {
  const entries = await rewards.deps.redis.xrange(
    noticeLogKey(rewards.deps.config.REDIS_PREFIX),
    '-',
    '+',
  );
  return entries
    .map(([, fields]) => JSON.parse(fields[fields.indexOf('n') + 1] ?? 'null') as Notice)
    .filter((notice) => notice.type === 'class' && notice.data.userId === userId);
};

describe('the class view', () => {
  it('when a student completes lessons, takes quizzes and masters cards, then their row shows each module, the quiz best and failures, and a twice-failed quiz as stuck until it is passed', async () => {
    const userId = await newStudent();
    await rewards.deliver(lesson(userId, 105, 2, minutesAgo(50)));
    await rewards.deliver(lesson(userId, 106, 2, minutesAgo(45)));
    await rewards.deliver(lesson(userId, 101, 1, minutesAgo(40)));
    await rewards.deliver(quiz(userId, 2, 4, false, minutesAgo(35)));
    await rewards.deliver(quiz(userId, 2, 5, false, minutesAgo(30)));
    await rewards.deliver(quiz(userId, 1, 9, true, minutesAgo(25)));
    const mastered = minutesAgo(20);
    await rewards.deliver(
      rewards.envelope(
        'flashcards.mastered',
        {
          userId,
          moduleId: 2,
          masteredCount: 8,
          totalCount: 12,
          masteredAt: mastered.toISOString(),
        },
        mastered,
      ),
    );

    const row = await rowOf(userId);
    expect(row).toMatchObject({
      lessonsCompleted: 3,
      cardsMastered: 8,
      lastActiveAt: mastered.toISOString(),
      stuck: ['quiz_failed_twice'],
    });
    expect(row?.modules).toEqual([
      {
        moduleId: 1,
        lessonsCompleted: 1,
        quizBestPercent: 90,
        quizAttempts: 1,
        quizFailures: 0,
        quizPassed: true,
        cardsMastered: 0,
        cardsTotal: 0,
      },
      {
        moduleId: 2,
        lessonsCompleted: 2,
        quizBestPercent: 50,
        quizAttempts: 2,
        quizFailures: 2,
        quizPassed: false,
        cardsMastered: 8,
        cardsTotal: 12,
      },
    ]);

    await rewards.deliver(quiz(userId, 2, 8, true, minutesAgo(10)));
    const after = await rowOf(userId);
    expect(after?.stuck).toEqual([]);
    expect(after?.modules[1]).toMatchObject({
      quizBestPercent: 80,
      quizAttempts: 3,
      quizFailures: 2,
      quizPassed: true,
    });
  });

  it('when a student has done nothing for more than 7 days, or never did anything since joining more than 7 days ago, then they are stuck as inactive; a new student is not', async () => {
    const idle = await newStudent('Idle', 'Ivy', 30);
    await rewards.deliver(lesson(idle, 101, 1, new Date(Date.now() - 8 * DAY_MS)));
    const neverActive = await newStudent('Never', 'Ned', 10);
    const newcome = await newStudent('New', 'Nia', 0);
    const recent = await newStudent('Recent', 'Ray', 30);
    await rewards.deliver(lesson(recent, 101, 1, new Date(Date.now() - 6 * DAY_MS)));

    const students = (await classList()).students;
    const stuckOf = (userId: number) => students.find((s) => s.userId === userId)?.stuck;
    expect(stuckOf(idle)).toEqual(['inactive_7_days']);
    expect(stuckOf(neverActive)).toEqual(['inactive_7_days']);
    expect(stuckOf(newcome)).toEqual([]);
    expect(stuckOf(recent)).toEqual([]);
    const never = students.find((s) => s.userId === neverActive);
    expect(never?.lastActiveAt).toBeNull();
    expect(Date.now() - Date.parse(never?.joinedAt ?? '')).toBeGreaterThan(9 * DAY_MS);
  });

  it('when students are listed, then only students, by last name then first name', async () => {
    const zed = await newStudent('Zzlast', 'Amy');
    const aBob = await newStudent('Aafirst', 'Bob');
    const aAnn = await newStudent('Aafirst', 'Ann');
    const ids = (await classList()).students.map((s) => s.userId);
    expect(ids.indexOf(aAnn)).toBeLessThan(ids.indexOf(aBob));
    expect(ids.indexOf(aBob)).toBeLessThan(ids.indexOf(zed));
    expect(ids[0]).toBe(aAnn);
    expect(ids).not.toContain(ADMIN_ID);
  });

  it("when points were earned before this club week's Monday, then pointsThisWeek leaves them out", async () => {
    const userId = await newStudent();
    await rewards.deliver(lesson(userId, 101, 1));
    const progress = await classList();
    const weekStart = startOfDayInZone(
      weekStartOf(new Date(), rewards.deps.config.CLUB_TIMEZONE),
      rewards.deps.config.CLUB_TIMEZONE,
    );
    expect(progress.weekStart).toBe(weekStart.toISOString());
    // The ledger row of a week ago (written then, before this week's Monday).
    await rewards.deps.prisma.pointsEntry.create({
      data: {
        userId,
        delta: 40,
        balanceAfter: 75,
        reason: 'quiz_submitted',
        createdAt: new Date(weekStart.getTime() - 60_000),
      },
    });
    const row = await rowOf(userId);
    // 25 for the lesson, 10 for First Steps.
    expect(row?.points).toBe(35);
    expect(row?.pointsThisWeek).toBe(35);
    expect((await detailOf(userId)).student.pointsThisWeek).toBe(35);
  });

  it('when a student trades, plans, reviews and finishes a contest, then the timeline tells it in words, newest first, with the points from the ledger', async () => {
    const userId = await newStudent('Timeline', 'Tia');
    const learned = minutesAgo(60);
    await rewards.deliver(lesson(userId, 105, 2, learned));
    const traded = minutesAgo(50);
    await rewards.deliver(
      rewards.envelope(
        'trade.executed',
        {
          userId,
          portfolioId: 7,
          transactionId: 1,
          stockId: 1,
          symbol: 'AAPL',
          type: 'buy',
          shares: 5,
          priceCents: 19_000,
          totalCents: 95_000,
          executedAt: traded.toISOString(),
          orderType: 'market',
        },
        traded,
      ),
    );
    const planned = minutesAgo(40);
    await rewards.deliver(
      rewards.envelope(
        'budget.plan_completed',
        { userId, planId: 3, planName: 'Summer job', completedAt: planned.toISOString() },
        planned,
      ),
    );
    const reviewed = minutesAgo(30);
    await rewards.deliver(
      rewards.envelope(
        'review.graded',
        {
          userId,
          moduleId: 2,
          kind: 'flashcard',
          rating: 3,
          points: 1,
          reviewedAt: reviewed.toISOString(),
        },
        reviewed,
      ),
    );
    const ended = minutesAgo(20);
    await rewards.deliver(
      rewards.envelope(
        'contest.ended',
        {
          contestId: 4,
          name: 'Spring Cup',
          endedAt: ended.toISOString(),
          results: [{ userId, rank: 5 }],
        },
        ended,
      ),
    );
    const valued = minutesAgo(10);
    await rewards.deliver(
      rewards.envelope(
        'portfolio.valued',
        {
          userId,
          portfolioId: 7,
          totalValueCents: 1_012_500,
          totalReturnCents: 12_500,
          totalReturnBasisPoints: 125,
          valuedAt: valued.toISOString(),
        },
        valued,
      ),
    );

    const { student, timeline } = await detailOf(userId);
    expect(student).toMatchObject({
      trades: 1,
      plansCompleted: 1,
      reviewsDone: 1,
      returnBasisPoints: 125,
      // The valuation is not activity: the last one is the review.
      lastActiveAt: reviewed.toISOString(),
    });
    const entry = (
      at: Date,
      kind: string,
      text: string,
      points: number | null,
      about: { moduleId?: number; lessonId?: number } = {},
    ) => ({
      at: at.toISOString(),
      kind,
      text,
      moduleId: about.moduleId ?? null,
      lessonId: about.lessonId ?? null,
      points,
    });
    // One line per thing that happened, with the points it paid (doubled by no unlock here); at
    // one instant, an achievement an activity earned comes before the activity.
    expect(timeline).toEqual([
      entry(ended, 'contest', "Finished 5th in the contest 'Spring Cup'", null),
      entry(reviewed, 'achievement', 'Earned the achievement "Memory Builder"', 10),
      entry(reviewed, 'review', 'Reviewed a card (Good)', 1, { moduleId: 2 }),
      entry(planned, 'achievement', 'Earned the achievement "Planner"', 50),
      entry(planned, 'plan', "Completed the budget plan 'Summer job'", 100),
      entry(traded, 'achievement', 'Earned the achievement "Market Debut"', 25),
      entry(traded, 'trade', 'Bought 5 AAPL at $190.00', 5),
      entry(learned, 'achievement', 'Earned the achievement "First Steps"', 10),
      entry(learned, 'lesson', 'Completed a lesson', 25, { moduleId: 2, lessonId: 105 }),
    ]);
    expect(student.points).toBe(226);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when a lesson earns First Steps, then the timeline has one lesson line with its points and one achievement line with its points, and no separate points lines for them; an admin setting points is a points line of its own', async () => {
    const userId = await newStudent('Once', 'Olga');
    const learned = minutesAgo(30);
    await rewards.deliver(lesson(userId, 105, 1, learned));
    expect((await detailOf(userId)).timeline).toEqual([
      {
        at: learned.toISOString(),
        kind: 'achievement',
        text: 'Earned the achievement "First Steps"',
        moduleId: null,
        lessonId: null,
        points: 10,
      },
      {
        at: learned.toISOString(),
        kind: 'lesson',
        text: 'Completed a lesson',
        moduleId: 1,
        lessonId: 105,
        points: 25,
      },
    ]);

    const set = await admin().post(`/api/admin/users/${userId}/leaderboard`, { points: 100 });
    expect(set.status).toBe(200);
    const { student, timeline } = await detailOf(userId);
    expect(student.points).toBe(100);
    expect(timeline).toHaveLength(3);
    expect(timeline[0]).toEqual({
      at: expect.any(String),
      kind: 'points',
      text: 'Points set by an admin',
      moduleId: null,
      lessonId: null,
      points: 65,
    });
    expect(Date.parse(timeline[0]?.at ?? '')).toBeGreaterThan(learned.getTime());
    expect(timeline.slice(1).map((item) => [item.kind, item.points])).toEqual([
      ['achievement', 10],
      ['lesson', 25],
    ]);
  });

  it('when an admin awards an achievement, then the timeline shows it once, with its points', async () => {
    const userId = await newStudent('Awarded', 'Abe');
    const awarded = await admin().post(`/api/admin/users/${userId}/achievements`, {
      achievementId: 'first_trade',
    });
    expect(awarded.status).toBe(200);
    const { timeline } = await detailOf(userId);
    expect(timeline).toEqual([
      {
        at: expect.any(String),
        kind: 'achievement',
        text: 'Earned the achievement "Market Debut"',
        moduleId: null,
        lessonId: null,
        points: 25,
      },
    ]);
  });

  it('when a student learns, then each timeline entry names the module and lesson it was about by id, for the page to show their titles, and its words carry no ids', async () => {
    const userId = await newStudent('Titles', 'Theo');
    await rewards.deliver(lesson(userId, 302, 3, minutesAgo(40)));
    await rewards.deliver(quiz(userId, 3, 4, false, minutesAgo(30)));
    await rewards.deliver(quiz(userId, 3, 9, true, minutesAgo(20)));
    await rewards.deliver(
      rewards.envelope(
        'flashcards.mastered',
        {
          userId,
          moduleId: 3,
          masteredCount: 8,
          totalCount: 8,
          masteredAt: minutesAgo(10).toISOString(),
        },
        minutesAgo(10),
      ),
    );
    const { timeline } = await detailOf(userId);
    const learning = timeline
      .filter((item) => item.kind !== 'achievement')
      .map(({ kind, text, moduleId, lessonId }) => ({ kind, text, moduleId, lessonId }));
    expect(learning).toEqual([
      {
        kind: 'flashcards',
        text: 'Mastered the flashcards (8/8 cards)',
        moduleId: 3,
        lessonId: null,
      },
      { kind: 'quiz', text: 'Passed the quiz: 9/10 (90%)', moduleId: 3, lessonId: null },
      { kind: 'quiz', text: 'Failed the quiz: 4/10 (40%)', moduleId: 3, lessonId: null },
      { kind: 'lesson', text: 'Completed a lesson', moduleId: 3, lessonId: 302 },
    ]);
  });

  it('when the timeline migration runs over entries written before it, then their ids move out of the words into the entry', async () => {
    const userId = await newStudent('Older', 'Olive');
    const { prisma } = rewards.deps;
    const at = minutesAgo(5);
    await prisma.activity.createMany({
      data: [
        'Completed lesson 101 (module 1)',
        'Failed the module 12 quiz: 1/5 (20%)',
        'Mastered the module 4 flashcards (8/8 cards)',
      ].map((text, i) => ({
        userId,
        at: new Date(at.getTime() + i * 1000),
        kind: ['lesson', 'quiz', 'flashcards'][i] ?? 'lesson',
        text,
      })),
    });
    const migration = await readFile(
      path.join(migrationsDir, '20261128140000_timeline_subjects', 'migration.sql'),
      'utf8',
    );
    // Its backfill, run again over the rows written the old way (the columns exist already).
    for (const statement of migration.split(';').filter((sql) => /^\s*UPDATE/m.test(sql)))
      await prisma.$executeRawUnsafe(statement.replace(/^\s*--.*$/gm, ''));
    const { timeline } = await detailOf(userId);
    expect(timeline.map(({ text, moduleId, lessonId }) => ({ text, moduleId, lessonId }))).toEqual([
      { text: 'Mastered the flashcards (8/8 cards)', moduleId: 4, lessonId: null },
      { text: 'Failed the quiz: 1/5 (20%)', moduleId: 12, lessonId: null },
      { text: 'Completed a lesson', moduleId: 1, lessonId: 101 },
    ]);
  });

  it('when the activity that paid points is older than the latest 200 entries, then its points still do not show as a line of their own', async () => {
    const userId = await newStudent('Busy', 'Bea');
    // A lesson that happened two hours ago and was handled now: its ledger rows are the newest.
    await rewards.deliver(lesson(userId, 101, 1, minutesAgo(120)));
    const newer = minutesAgo(60);
    await rewards.deps.prisma.activity.createMany({
      data: Array.from({ length: TIMELINE_LENGTH }, (_, i) => ({
        userId,
        at: new Date(newer.getTime() + i * 1000),
        kind: 'contest',
        text: `Finished 9th in the contest 'Cup ${i}'`,
      })),
    });
    const { timeline } = await detailOf(userId);
    expect(timeline).toHaveLength(TIMELINE_LENGTH);
    expect(timeline.every((item) => item.kind === 'contest' && item.points === null)).toBe(true);
    expect(timeline[0]?.text).toBe(`Finished 9th in the contest 'Cup ${TIMELINE_LENGTH - 1}'`);
  });

  it('when a progress reset is handled, then the row and timeline are empty again, and activity from before the reset that arrives late stays ignored', async () => {
    const userId = await newStudent();
    const before = minutesAgo(5);
    await rewards.deliver(lesson(userId, 101, 1, before));
    await rewards.deliver(quiz(userId, 1, 3, false, before));
    await rewards.deliver(
      rewards.envelope('portfolio.valued', {
        userId,
        portfolioId: 9,
        totalValueCents: 990_000,
        totalReturnCents: -10_000,
        totalReturnBasisPoints: -100,
        valuedAt: before.toISOString(),
      }),
    );
    expect((await detailOf(userId)).timeline.length).toBeGreaterThan(0);

    await rewards.deliver(rewards.envelope('user.progress_reset', { userId, resetBy: ADMIN_ID }));
    await rewards.deliver(lesson(userId, 102, 1, minutesAgo(4)));
    const { student, timeline } = await detailOf(userId);
    expect(student).toMatchObject({
      lessonsCompleted: 0,
      modules: [],
      points: 0,
      pointsThisWeek: 0,
      lastActiveAt: null,
      returnBasisPoints: null,
    });
    expect(timeline).toEqual([]);
  });
});

describe('who may see it', () => {
  it('when a teacher or an admin asks, then 200; a student 403; a visitor 401', async () => {
    const userId = await newStudent();
    for (const path of ['/api/teacher/class', `/api/teacher/students/${userId}`]) {
      expect((await teacher().get(path)).status).toBe(200);
      expect((await admin().get(path)).status).toBe(200);
      const student = await rewards.clientAs(userId).get(path);
      expect(student.status).toBe(403);
      expect(expectContract(student, errorBodySchema).message).toBe('Teachers and admins only');
      expect((await rewards.client().get(path)).status).toBe(401);
    }
  });

  it('when the id is unknown or not a student, then 404 with its message; when it is not a number, then 400', async () => {
    const unknown = await teacher().get('/api/teacher/students/999999');
    expect(unknown.status).toBe(404);
    expect(expectContract(unknown, errorBodySchema).message).toBe('There is no student 999999');
    const notStudent = await teacher().get(`/api/teacher/students/${ADMIN_ID}`);
    expect(notStudent.status).toBe(404);
    expect(notStudent.body).toMatchObject({ message: `There is no student ${ADMIN_ID}` });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await teacher().get(`/api/teacher/students/${bad}`);
      expect(response.status).toBe(400);
      expect(expectContract(response, errorBodySchema).code).toBe('INVALID_ID');
    }
  });
});

describe('role changes', () => {
  const changeRole = (userId: number, role: 'student' | 'teacher') =>
    rewards.deliver(
      rewards.envelope('user.role_changed', {
        userId,
        role,
        changedBy: ADMIN_ID,
        changedAt: new Date().toISOString(),
      }),
    );
  const leaderboardIds = async () => {
    const response = await admin().get('/api/leaderboard?limit=100');
    return expectContract(response, leaderboardSchema).map((entry) => entry.id);
  };

  it('when a student becomes a teacher, then they leave the leaderboard and the class list; made a student again, they come back', async () => {
    const userId = await newStudent('Role', 'Rita');
    await rewards.deliver(lesson(userId, 101, 1));
    expect(await leaderboardIds()).toContain(userId);
    expect((await classList()).students.map((s) => s.userId)).toContain(userId);

    await changeRole(userId, 'teacher');
    expect(await leaderboardIds()).not.toContain(userId);
    expect((await classList()).students.map((s) => s.userId)).not.toContain(userId);
    expect((await teacher().get(`/api/teacher/students/${userId}`)).status).toBe(404);

    await changeRole(userId, 'student');
    expect(await leaderboardIds()).toContain(userId);
    expect((await rowOf(userId))?.points).toBe(35);
  });
});

describe('live notices', () => {
  it("when a student's activity is handled, then one class notice for teachers is in the live stream's log; a valuation sends none", async () => {
    const userId = await newStudent();
    const afterRegistering = (await classNotices(userId)).length;
    await rewards.deliver(lesson(userId, 101, 1));
    const notices = await classNotices(userId);
    expect(notices.length).toBe(afterRegistering + 1);
    expect(notices.at(-1)).toEqual({ type: 'class', audience: { staff: true }, data: { userId } });

    await rewards.deliver(
      rewards.envelope('portfolio.valued', {
        userId,
        portfolioId: 5,
        totalValueCents: 1_000_000,
        totalReturnCents: 0,
        totalReturnBasisPoints: 0,
        valuedAt: new Date().toISOString(),
      }),
    );
    expect((await classNotices(userId)).length).toBe(afterRegistering + 1);
  });
});
