import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeEvent } from '@fc/service-kit/events/consumer';
import { errorBodySchema } from '@fc/contracts/errors';
import {
  answerFeedbackSchema,
  attemptSchema,
  completeLessonResultSchema,
  flashcardListSchema,
  lessonSchema,
  lessonSummaryListSchema,
  masteryResultSchema,
  POINTS_PER_CORRECT_ANSWER,
  moduleAccessMapSchema,
  moduleAccessSchema,
  moduleListSchema,
  moduleProgressSchema,
  moduleSchema,
  progressRecordListSchema,
  quizResultSchema,
  quizSchema,
} from '@fc/contracts/learning';
import { expectBodyContract, expectContract } from '@fc/testkit/contract';
import { learningEventHandling } from '../src/events/handlers.ts';
import {
  startLearningService,
  type LearningServiceUnderTest,
} from './fixtures/build-learning-service.ts';

let learning: LearningServiceUnderTest;
/**
 * Module 1 as the access of the course's second module (16, Inflation: content/course.yaml)
 * describes it, before the student's own counts.
 */
const moduleOneStanding = {
  moduleId: 1,
  title: 'Budgeting Basics',
  isOpen: true,
  totalLessons: 5,
  hasQuiz: true,
};
let nextUserId = 1000;
/** A new student id for each test, so tests never share progress. */
const newStudent = () => {
  nextUserId += 1;
  return { id: nextUserId, client: learning.clientAs(nextUserId) };
};

beforeAll(async () => {
  learning = await startLearningService();
});
afterAll(async () => {
  await learning?.close();
});

describe('modules and lessons', () => {
  it('when anyone lists the modules, then totals come from the real content', async () => {
    const response = await learning.client().get('/api/modules');
    expect(response.status).toBe(200);
    expectContract(response, moduleListSchema);
    expect(response.body.map((module: { id: number }) => module.id).slice(0, 3)).toEqual([
      1, 16, 3,
    ]);
    const lessonCount = await learning.deps.prisma.lesson.count({ where: { moduleId: 1 } });
    expect(response.body[0]).toMatchObject({
      id: 1,
      category: 'personal',
      track: 'personal-finance',
      totalLessons: lessonCount,
      totalPoints: lessonCount * 25,
      flashcardCount: 12,
      quizQuestionCount: 10,
    });
    const one = await learning.client().get('/api/modules/1');
    expect(one.status).toBe(200);
    expect(expectContract(one, moduleSchema)).toEqual(response.body[0]);
  });

  it('when a module does not exist or its id is not a number, then 404 and 400', async () => {
    const missing = await learning.client().get('/api/modules/99');
    expect(missing.status).toBe(404);
    expect(expectContract(missing, errorBodySchema).message).toBe('Module not found');
    const bad = await learning.client().get('/api/modules/abc');
    expect(bad.status).toBe(400);
    expect(expectContract(bad, errorBodySchema).message).toBe(
      'moduleId must be a positive whole number',
    );
  });

  it("when a module's lessons are listed, then they come in order without their text", async () => {
    const response = await learning.client().get('/api/modules/1/lessons');
    expectContract(response, lessonSummaryListSchema);
    expect(response.body.map((lesson: { id: number }) => lesson.id)).toEqual([
      101, 102, 103, 104, 105,
    ]);
    expect(response.body[0]).not.toHaveProperty('content');
  });

  it('when a lesson is opened, then its text and its minimum reading time come back', async () => {
    const response = await learning.client().get('/api/lessons/101');
    expect(response.status).toBe(200);
    expect(expectContract(response, lessonSchema).content).toContain('**Key Takeaways**');
    const { wordCount } = await learning.deps.prisma.lesson.findUniqueOrThrow({
      where: { id: 101 },
    });
    expect(response.body.minReadingSeconds).toBe(Math.ceil(wordCount * 0.075));
    expect(response.body.completableAt).toBeNull();
    expect(Math.abs(Date.parse(response.body.serverTime) - Date.now())).toBeLessThan(60_000);
    expect((await learning.client().get('/api/lessons/9999')).status).toBe(404);
  });

  it('when a lesson is opened, then it comes with its objectives first and its checks for understanding apart from the text', async () => {
    const response = await learning.client().get('/api/lessons/101');
    expect(response.status).toBe(200);
    const lesson = expectContract(response, lessonSchema);
    expect(lesson.content.startsWith('**You will be able to:**')).toBe(true);
    expect(lesson.content).not.toContain('Check your understanding');
    expect(lesson.checks).toEqual([
      {
        question: "Sam takes home $300 a month and spends $340. What is Sam's net cash flow?",
        options: [
          'Positive $40, so Sam can save',
          'Negative $40, so the gap must come from savings or borrowing',
          'Zero, because spending and income are close',
        ],
        correctIndex: 1,
        explanation: expect.stringContaining('$300 − $340 = −$40'),
      },
    ]);
  });

  it('when a student opens a lesson, then it says when it can be completed, and opening it again keeps that time', async () => {
    const { id, client } = newStudent();
    const first = await client.get('/api/lessons/101');
    const { completableAt, minReadingSeconds, serverTime } = expectContract(first, lessonSchema);
    const { openedAt } = await learning.deps.prisma.lessonOpen.findUniqueOrThrow({
      where: { userId_lessonId: { userId: id, lessonId: 101 } },
    });
    expect(completableAt).toBe(
      new Date(openedAt.getTime() + minReadingSeconds * 1000).toISOString(),
    );
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(openedAt.getTime());
    const again = await client.get('/api/lessons/101');
    expect(again.body.completableAt).toBe(completableAt);
    expect(Date.parse(again.body.serverTime)).toBeGreaterThanOrEqual(Date.parse(serverTime));
    // A lesson not yet open to the student has no clock.
    expect((await client.get('/api/lessons/102')).body.completableAt).toBeNull();
  });
});

describe('completing lessons', () => {
  it('when a student completes too soon, then it is refused with the spec message and nothing is saved', async () => {
    const { id, client } = newStudent();
    await client.get('/api/lessons/101');
    const response = await client.post('/api/lessons/101/complete', { readingTimeSeconds: 900 });
    expect(response.status).toBe(409);
    const { minReadingSeconds } = (await client.get('/api/lessons/101')).body;
    expect(expectContract(response, errorBodySchema).message).toMatch(
      new RegExp(
        `^Keep reading: you have read for \\d+ seconds? of the ${minReadingSeconds} needed\\.$`,
      ),
    );
    expect(await learning.deps.prisma.lessonProgress.count({ where: { userId: id } })).toBe(0);
  });

  it('when a student never opened the lesson, then completing it is refused', async () => {
    const { client } = newStudent();
    const response = await client.post('/api/lessons/101/complete', { readingTimeSeconds: 900 });
    expect(response.status).toBe(409);
    const { minReadingSeconds } = (await learning.client().get('/api/lessons/101')).body;
    expect(response.body.message).toBe(
      `Open the lesson and read it first: it needs ${minReadingSeconds} seconds of reading.`,
    );
  });

  it('when a student read long enough, then completing pays the lesson points once and writes one event', async () => {
    const { id, client } = newStudent();
    const eventsBefore = await learning.outboxCount('lesson.completed');
    await learning.readLesson(client, id, 101);
    const first = await client.post('/api/lessons/101/complete', { readingTimeSeconds: 300 });
    expect(first.status).toBe(200);
    expect(expectContract(first, completeLessonResultSchema)).toEqual({
      pointsEarned: 25,
      alreadyCompleted: false,
      moduleCompleted: false,
    });
    const second = await client.post('/api/lessons/101/complete', { readingTimeSeconds: 300 });
    expect(second.body).toEqual({
      pointsEarned: 0,
      alreadyCompleted: true,
      moduleCompleted: false,
    });
    expect(await learning.outboxCount('lesson.completed')).toBe(eventsBefore + 1);
    const event = await learning.deps.prisma.outboxEvent.findFirstOrThrow({
      where: { name: 'lesson.completed' },
      orderBy: { occurredAt: 'desc' },
    });
    expect(event.payload).toMatchObject({
      userId: id,
      lessonId: 101,
      moduleId: 1,
      points: 25,
      moduleCompleted: false,
    });
  });

  it('when the same completion arrives twice at once, then it pays once', async () => {
    const { id, client } = newStudent();
    await learning.readLesson(client, id, 101);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => client.post('/api/lessons/101/complete', {})),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.pointsEarned, 0)).toBe(25);
    expect(
      await learning.deps.prisma.outboxEvent.count({
        where: { name: 'lesson.completed', payload: { path: ['userId'], equals: id } },
      }),
    ).toBe(1);
  });

  it('when the previous lesson is not completed, then completing is refused', async () => {
    const { id, client } = newStudent();
    await learning.readLesson(client, id, 102);
    const response = await client.post('/api/lessons/102/complete', {});
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Complete the previous lesson first');
  });

  it("when the lesson's module is locked, then completing is refused", async () => {
    const { id, client } = newStudent();
    await learning.readLesson(client, id, 1601);
    const response = await client.post('/api/lessons/1601/complete', {});
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'This module is locked: to unlock it, complete the lessons of Budgeting Basics (0 of 5 done) and pass the Budgeting Basics quiz',
    );
  });

  it('when a student opens lessons that are locked to them, then their reading clocks do not start', async () => {
    const { id, client } = newStudent();
    const opened = await Promise.all(
      [101, 102, 103, 201].map((lessonId) => client.get(`/api/lessons/${lessonId}`)),
    );
    expect(opened.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const clocks = await learning.deps.prisma.lessonOpen.findMany({ where: { userId: id } });
    expect(clocks.map((row) => row.lessonId)).toEqual([101]);
    await learning.readLesson(client, id, 101);
    expect((await client.post('/api/lessons/101/complete', {})).status).toBe(200);
    const next = await client.post('/api/lessons/102/complete', {});
    expect(next.status).toBe(409);
    expect(next.body.message).toMatch(
      /^Open the lesson and read it first: it needs \d+ seconds? of reading\.$/,
    );
  });

  it('when a visitor completes, or the body is malformed, then 401 and 400 and nothing changes', async () => {
    expect((await learning.client().post('/api/lessons/101/complete', {})).status).toBe(401);
    const { id, client } = newStudent();
    await learning.readLesson(client, id, 101);
    const bad = await client.post('/api/lessons/101/complete', { readingTimeSeconds: 'long' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('readingTimeSeconds');
    expect(await learning.deps.prisma.lessonProgress.count({ where: { userId: id } })).toBe(0);
  });
});

describe('progress and access', () => {
  it('when lessons are completed, then progress and module progress show them', async () => {
    const { id, client } = newStudent();
    for (const lessonId of [101, 102]) {
      await learning.readLesson(client, id, lessonId);
      await client.post(`/api/lessons/${lessonId}/complete`, {});
    }
    const progress = await client.get(`/api/users/${id}/progress`);
    expectContract(progress, progressRecordListSchema);
    expect(progress.body.map((record: { lessonId: number }) => record.lessonId)).toEqual([
      101, 102,
    ]);
    expect(progress.body[0]).toMatchObject({
      completed: true,
      pointsEarned: 25,
      lesson: { id: 101, moduleId: 1 },
    });
    const moduleProgress = await client.get(`/api/users/${id}/progress/module/1`);
    expect(expectContract(moduleProgress, moduleProgressSchema)).toEqual({
      moduleId: 1,
      percentage: 40,
      completed: 2,
      totalLessons: 5,
      quizPassed: false,
      bestQuizScore: null,
    });
  });

  it("when a student reads another student's progress, then 403; an admin may; a visitor gets 401", async () => {
    const owner = newStudent();
    const other = newStudent();
    for (const path of [
      `/api/users/${owner.id}/progress`,
      `/api/users/${owner.id}/module-access`,
      `/api/users/${owner.id}/progress/module/1`,
      `/api/users/${owner.id}/modules/1/access`,
    ]) {
      expect((await other.client.get(path)).status).toBe(403);
      expect((await learning.client().get(path)).status).toBe(401);
      expect((await learning.clientAs(1, 'admin').get(path)).status).toBe(200);
      expect((await owner.client.get(path)).status).toBe(200);
    }
  });

  it('when a new student asks, then only module 1 is open; after its lessons and a passed quiz, the next module in the course (16) opens', async () => {
    const { id, client } = newStudent();
    const access = expectContract(
      await client.get(`/api/users/${id}/module-access`),
      moduleAccessMapSchema,
    );
    expect(access['1']).toEqual({ canAccess: true, reason: 'first_module', previousModule: null });
    expect(
      Object.entries(access)
        .filter(([moduleId]) => moduleId !== '1')
        .map(([moduleId, entry]) => [moduleId, entry.canAccess, entry.reason]),
    ).toEqual(
      Object.keys(access)
        .filter((moduleId) => moduleId !== '1')
        .map((moduleId) => [moduleId, false, 'locked']),
    );
    await learning.completeModuleLessons(client, id, 1);
    expect(
      expectContract(await client.get(`/api/users/${id}/modules/16/access`), moduleAccessSchema),
    ).toEqual({
      canAccess: false,
      reason: 'locked',
      previousModule: { ...moduleOneStanding, lessonsCompleted: 5, quizPassed: false },
    });
    const failed = await learning.takeQuiz(client, 1, 6);
    expect(failed).toMatchObject({ score: 6, percentage: 60, passed: false });
    expect((await client.get(`/api/users/${id}/modules/16/access`)).body).toMatchObject({
      canAccess: false,
      reason: 'locked',
    });
    const passed = await learning.takeQuiz(client, 1, 7);
    expect(passed).toMatchObject({ score: 7, percentage: 70, passed: true });
    expect((await client.get(`/api/users/${id}/modules/16/access`)).body).toEqual({
      canAccess: true,
      reason: 'quiz_passed',
      previousModule: { ...moduleOneStanding, lessonsCompleted: 5, quizPassed: true },
    });
    expect((await client.get(`/api/users/${id}/progress/module/1`)).body).toMatchObject({
      percentage: 100,
      quizPassed: true,
      bestQuizScore: 7,
    });
  });

  it("when a locked module's access is asked, then it says where the student stands with the previous module", async () => {
    const { id, client } = newStudent();
    for (const lessonId of [101, 102]) {
      await learning.readLesson(client, id, lessonId);
      await client.post(`/api/lessons/${lessonId}/complete`, {});
    }
    const access = expectContract(
      await client.get(`/api/users/${id}/module-access`),
      moduleAccessMapSchema,
    );
    expect(access['16']).toEqual({
      canAccess: false,
      reason: 'locked',
      previousModule: { ...moduleOneStanding, lessonsCompleted: 2, quizPassed: false },
    });
    // Module 16 is locked, so module 3's checklist (it comes after 16) says its quiz cannot be
    // taken yet.
    expect(access['3']?.previousModule).toMatchObject({
      moduleId: 16,
      title: 'Inflation, the Fed, and the Economy',
      isOpen: false,
      lessonsCompleted: 0,
      quizPassed: false,
    });
  });

  it('when an admin asks for their own access, then every module is open', async () => {
    const admin = learning.clientAs(1, 'admin');
    expect((await admin.get('/api/users/1/module-access')).body['2']).toMatchObject({
      canAccess: true,
      reason: 'admin',
    });
  });
});

describe('quiz', () => {
  it('when the quiz is fetched, then no answers or explanations are in it', async () => {
    const response = await learning.client().get('/api/lessons/1/quiz');
    expect(response.status).toBe(200);
    expectContract(response, quizSchema);
    expect(response.body).toMatchObject({ moduleId: 1, timeLimitSeconds: 300, passPercentage: 70 });
    expect(response.body.questions).toHaveLength(10);
    expect(JSON.stringify(response.body)).not.toMatch(/correctAnswer|explanation/);
  });

  it('when a student improves, then points are paid only for the improvement over their best', async () => {
    const { client } = newStudent();
    expect((await learning.takeQuiz(client, 1, 5)).pointsEarned).toBe(
      5 * POINTS_PER_CORRECT_ANSWER,
    );
    expect((await learning.takeQuiz(client, 1, 5)).pointsEarned).toBe(0);
    expect((await learning.takeQuiz(client, 1, 3)).pointsEarned).toBe(0);
    const better = await learning.takeQuiz(client, 1, 8);
    expect(better).toMatchObject({
      pointsEarned: 3 * POINTS_PER_CORRECT_ANSWER,
      previousBestScore: 5,
      score: 8,
      totalQuestions: 10,
    });
  });

  it('when two attempts are submitted at once, then the improvement is paid once', async () => {
    const { client } = newStudent();
    const attempts = await Promise.all(
      [1, 2].map(() => client.post('/api/quiz/attempts', { moduleId: 1 })),
    );
    for (const attempt of attempts) {
      for (const question of await learning.answerKey(1, attempt.body.questions)) {
        await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
          questionId: question.id,
          answerIndex: question.correctAnswer,
        });
      }
    }
    const results = await Promise.all(
      attempts.map((attempt) =>
        client.post('/api/quiz/submit', { attemptId: attempt.body.attemptId }),
      ),
    );
    expect(results.map((result) => result.body.pointsEarned).sort()).toEqual([
      0,
      10 * POINTS_PER_CORRECT_ANSWER,
    ]);
  });

  it('when a question is answered, then the feedback comes back and the answer is final', async () => {
    const { client } = newStudent();
    const attempt = await client.post('/api/quiz/attempts', { moduleId: 1 });
    expect(attempt.status).toBe(201);
    expectContract(attempt, attemptSchema);
    const [question] = await learning.answerKey(1, attempt.body.questions);
    const answered = await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
      questionId: question!.id,
      answerIndex: question!.correctAnswer,
    });
    expect(expectContract(answered, answerFeedbackSchema)).toMatchObject({
      isCorrect: true,
      correctAnswer: question!.correctAnswer,
      explanation: expect.any(String),
    });
    const again = await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
      questionId: question!.id,
      answerIndex: 0,
    });
    expect(again.status).toBe(409);
    expect(expectContract(again, errorBodySchema).message).toBe(
      'This question was already answered',
    );
  });

  it.each([
    [{ questionId: 999999, answerIndex: 0 }, 400, 'That question is not part of this quiz'],
    [{ questionId: 'one', answerIndex: 0 }, 400, 'questionId'],
    [{ answerIndex: 0 }, 400, 'questionId'],
  ])('when an answer is %o, then %i', async (body, status, message) => {
    const { client } = newStudent();
    const attempt = await client.post('/api/quiz/attempts', { moduleId: 1 });
    const response = await client.post(
      `/api/quiz/attempts/${attempt.body.attemptId}/answers`,
      body,
    );
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('when the answer index is past the options, then 400 names the range', async () => {
    const { client } = newStudent();
    const [question] = await learning.answerKey(1);
    const attempt = await client.post('/api/quiz/attempts', { moduleId: 1 });
    const response = await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
      questionId: question!.id,
      answerIndex: 4,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('answerIndex must be one of the options (0 to 3)');
  });

  it('when a submission is malformed, not yours, or repeated, then it is refused and nothing is paid', async () => {
    const owner = newStudent();
    const other = newStudent();
    const attempt = await owner.client.post('/api/quiz/attempts', { moduleId: 1 });
    const { attemptId } = attempt.body;
    expect(
      (
        await owner.client.post('/api/quiz/submit', {
          moduleId: 1,
          score: 10,
          totalQuestions: 10,
          pointsEarned: 100,
        })
      ).status,
    ).toBe(400);
    expect((await owner.client.post('/api/quiz/submit', { attemptId: 'not-a-uuid' })).status).toBe(
      400,
    );
    expect((await other.client.post('/api/quiz/submit', { attemptId })).status).toBe(404);
    const claimed = await owner.client.post('/api/quiz/submit', { attemptId, userId: other.id });
    expect(claimed.status).toBe(403);
    expect((await owner.client.post('/api/quiz/submit', { attemptId, moduleId: 2 })).status).toBe(
      400,
    );
    const graded = await owner.client.post('/api/quiz/submit', {
      attemptId,
      userId: owner.id,
      moduleId: 1,
      score: 10,
    });
    expect(graded.status).toBe(200);
    expect(expectContract(graded, quizResultSchema)).toMatchObject({
      score: 0,
      totalQuestions: 10,
      pointsEarned: 0,
      passed: false,
    });
    const repeated = await owner.client.post('/api/quiz/submit', { attemptId });
    expect(repeated.status).toBe(409);
    expect(repeated.body.message).toBe('This quiz attempt is already submitted');
  });

  it('when the time is up, then answers are refused but the attempt can still be submitted', async () => {
    const { client } = newStudent();
    const [question] = await learning.answerKey(1);
    const attempt = await client.post('/api/quiz/attempts', { moduleId: 1 });
    await learning.deps.prisma.quizAttempt.update({
      where: { id: attempt.body.attemptId },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const late = await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
      questionId: question!.id,
      answerIndex: 0,
    });
    expect(late.status).toBe(409);
    expect(
      (await client.post('/api/quiz/submit', { attemptId: attempt.body.attemptId })).status,
    ).toBe(200);
  });

  it('when the module is locked, then its quiz cannot be started; a missing module has no quiz', async () => {
    const { id, client } = newStudent();
    const locked = await client.post('/api/quiz/attempts', { moduleId: 16 });
    expect(locked.status).toBe(403);
    expect(expectContract(locked, errorBodySchema).message).toBe(
      'This quiz is locked: to unlock its module, complete the lessons of Budgeting Basics (0 of 5 done) and pass the Budgeting Basics quiz',
    );
    await learning.completeModuleLessons(client, id, 1);
    expect((await client.post('/api/quiz/attempts', { moduleId: 16 })).body.message).toBe(
      'This quiz is locked: to unlock its module, pass the Budgeting Basics quiz',
    );
    expect((await client.post('/api/quiz/attempts', { moduleId: 99 })).status).toBe(404);
    expect((await client.post('/api/quiz/attempts', { moduleId: 'one' })).status).toBe(400);
    for (const moduleId of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect((await client.post('/api/quiz/attempts', { moduleId })).status).toBe(400);
    }
  });

  it('when a guest takes a quiz, then it is graded but nothing is saved or paid', async () => {
    const guest = learning.client();
    const eventsBefore = await learning.outboxCount('quiz.submitted');
    const result = await learning.takeQuiz(guest, 2, 10);
    expectBodyContract(result, quizResultSchema, "a guest's POST /api/quiz/submit");
    expect(result).toMatchObject({
      score: 10,
      passed: true,
      pointsEarned: 0,
      isSaved: false,
      previousBestScore: null,
    });
    expect(result.results[0]).toMatchObject({ isCorrect: true, explanation: expect.any(String) });
    expect(await learning.outboxCount('quiz.submitted')).toBe(eventsBefore);
  });

  it('when a signed-in student submits, then quiz.submitted carries the graded result', async () => {
    const { id, client } = newStudent();
    await learning.takeQuiz(client, 1, 9);
    const event = await learning.deps.prisma.outboxEvent.findFirstOrThrow({
      where: { name: 'quiz.submitted', payload: { path: ['userId'], equals: id } },
    });
    expect(event.payload).toMatchObject({
      userId: id,
      moduleId: 1,
      score: 9,
      totalQuestions: 10,
      pointsEarned: 9 * POINTS_PER_CORRECT_ANSWER,
      passed: true,
    });
  });
});

describe('flashcards', () => {
  it('when a guest lists flashcards, then nothing is mastered; a missing module is 404', async () => {
    const response = await learning.client().get('/api/lessons/1/flashcards');
    expect(expectContract(response, flashcardListSchema)).toHaveLength(12);
    expect(response.body.every((card: { isMastered: boolean }) => !card.isMastered)).toBe(true);
    expect((await learning.client().get('/api/lessons/99/flashcards')).status).toBe(404);
  });

  it('when a student masters every card, then flashcards.mastered is written once', async () => {
    const { id, client } = newStudent();
    const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    const results = [];
    for (const card of cards) {
      const mastered = await client.post(`/api/lessons/1/flashcards/${card.id}/mastery`);
      results.push(expectContract(mastered, masteryResultSchema));
    }
    expect(results.at(-1)).toMatchObject({ mastered: 12, total: 12, allMastered: true });
    expect(results.filter((result) => result.allMastered)).toHaveLength(1);
    await client.post(`/api/lessons/1/flashcards/${cards[0]!.id}/mastery`);
    expect(
      await learning.deps.prisma.outboxEvent.count({
        where: { name: 'flashcards.mastered', payload: { path: ['userId'], equals: id } },
      }),
    ).toBe(1);
    const listed = (await client.get('/api/lessons/1/flashcards')).body as {
      isMastered: boolean;
    }[];
    expect(listed.every((card) => card.isMastered)).toBe(true);
  });

  it('when the last two cards are mastered at once, then the event is still written exactly once', async () => {
    const { id, client } = newStudent();
    const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    for (const card of cards.slice(0, -2))
      await client.post(`/api/lessons/1/flashcards/${card.id}/mastery`);
    await Promise.all(
      cards.slice(-2).map((card) => client.post(`/api/lessons/1/flashcards/${card.id}/mastery`)),
    );
    expect(
      await learning.deps.prisma.outboxEvent.count({
        where: { name: 'flashcards.mastered', payload: { path: ['userId'], equals: id } },
      }),
    ).toBe(1);
  });

  it('when a student masters a card of a module that is locked to them, then 403 and nothing is saved or paid', async () => {
    const { id, client } = newStudent();
    const cards = (await client.get('/api/lessons/16/flashcards')).body as { id: number }[];
    const eventsBefore = await learning.outboxCount('flashcards.mastered');
    for (const card of cards) {
      const response = await client.post(`/api/lessons/16/flashcards/${card.id}/mastery`);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(
        'This module is locked: to unlock it, complete the lessons of Budgeting Basics (0 of 5 done) and pass the Budgeting Basics quiz',
      );
    }
    expect(await learning.deps.prisma.flashcardMastery.count({ where: { userId: id } })).toBe(0);
    expect(await learning.outboxCount('flashcards.mastered')).toBe(eventsBefore);
  });

  it("when a card is mastered by a visitor, or through another module's path, then 401 and 404", async () => {
    const cards = (await learning.client().get('/api/lessons/1/flashcards')).body as {
      id: number;
    }[];
    expect(
      (await learning.client().post(`/api/lessons/1/flashcards/${cards[0]!.id}/mastery`)).status,
    ).toBe(401);
    const { client } = newStudent();
    expect((await client.post(`/api/lessons/2/flashcards/${cards[0]!.id}/mastery`)).status).toBe(
      404,
    );
  });
});

describe('user.progress_reset', () => {
  it('when a reset arrives, then the student is back to a new account state', async () => {
    const { id, client } = newStudent();
    await learning.completeModuleLessons(client, id, 1);
    await learning.takeQuiz(client, 1, 10);
    const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    await client.post(`/api/lessons/1/flashcards/${cards[0]!.id}/mastery`);
    const event = {
      id: randomUUID(),
      name: 'user.progress_reset',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: null,
      payload: { userId: id, resetBy: 1 },
    };
    expect(await consumeEvent(learningEventHandling(learning.deps), event)).toBe('handled');
    expect((await client.get(`/api/users/${id}/progress`)).body).toEqual([]);
    expect((await client.get(`/api/users/${id}/module-access`)).body['2']).toMatchObject({
      canAccess: false,
      reason: 'locked',
      previousModule: { lessonsCompleted: 0, quizPassed: false },
    });
    expect(
      ((await client.get('/api/lessons/1/flashcards')).body as { isMastered: boolean }[]).some(
        (card) => card.isMastered,
      ),
    ).toBe(false);
    expect((await learning.takeQuiz(client, 1, 4)).pointsEarned).toBe(
      4 * POINTS_PER_CORRECT_ANSWER,
    );
  });
});

describe('content re-seed', () => {
  it('when the course order changes under a student, then their progress stays with the same lessons, nothing is paid again, and what they started stays open', async () => {
    const { prisma } = learning.deps;
    const { forgetCatalogue } = await import('../src/content/catalogue.ts');
    const { seedContent } = await import('../src/content/content.seed.ts');
    const { loadContent } = await import('../src/content/content.loader.ts');
    // The old order: modules unlocked in id order (1, 2, 3, ...).
    await prisma.$executeRaw`UPDATE module SET position = id`;
    forgetCatalogue(prisma);
    try {
      const { id, client } = newStudent();
      await learning.completeModuleLessons(client, id, 1);
      await learning.takeQuiz(client, 1, 8);
      for (const lessonId of [201, 202]) {
        await learning.readLesson(client, id, lessonId);
        expect((await client.post(`/api/lessons/${lessonId}/complete`, {})).status).toBe(200);
      }
      const progressBefore = (await client.get(`/api/users/${id}/progress`)).body;
      const paidBefore = await learning.outboxCount('lesson.completed');

      // The release with the new order seeds it (content/course.yaml).
      await seedContent(prisma, await loadContent(learning.deps.config.CONTENT_DIR));

      expect((await client.get(`/api/users/${id}/progress`)).body).toEqual(progressBefore);
      expect(await learning.outboxCount('lesson.completed')).toBe(paidBefore);
      const access = expectContract(
        await client.get(`/api/users/${id}/module-access`),
        moduleAccessMapSchema,
      );
      // Started under the old order: still open, and its next lesson can be completed.
      expect(access['2']).toMatchObject({ canAccess: true, reason: 'started' });
      await learning.readLesson(client, id, 203);
      expect((await client.post('/api/lessons/203/complete', {})).body).toMatchObject({
        pointsEarned: expect.any(Number),
        alreadyCompleted: false,
      });
      // Module 1 done: the module after it in the new order opens; the one after that does not.
      expect(access['16']).toMatchObject({ canAccess: true, reason: 'quiz_passed' });
      expect(access['3']).toMatchObject({ canAccess: false, reason: 'locked' });
      expect((await client.get('/api/modules')).body.map((m: { id: number }) => m.id)).toEqual(
        (await loadContent(learning.deps.config.CONTENT_DIR))
          .toSorted((a, b) => a.position - b.position)
          .map((module) => module.id),
      );
    } finally {
      await seedContent(prisma, await loadContent(learning.deps.config.CONTENT_DIR));
    }
  });

  it('when the seed runs again, then progress is kept', async () => {
    const { id, client } = newStudent();
    await learning.readLesson(client, id, 101);
    await client.post('/api/lessons/101/complete', {});
    const { seedContent } = await import('../src/content/content.seed.ts');
    const { loadContent } = await import('../src/content/content.loader.ts');
    await seedContent(learning.deps.prisma, await loadContent(learning.deps.config.CONTENT_DIR));
    expect((await client.get(`/api/users/${id}/progress`)).body).toHaveLength(1);
  });
});
