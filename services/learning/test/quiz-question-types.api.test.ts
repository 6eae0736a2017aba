import { describe, expect, it } from 'vitest';
import {
  answerFeedbackSchema,
  attemptSchema,
  quizResultSchema,
  quizSchema,
} from '@fc/contracts/learning';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { useLearningService } from './fixtures/build-learning-service.ts';

/**
 * Numeric entry and select-all-that-apply questions, graded on the server, and per-quiz time
 * limits. Guests take the quizzes: any module's quiz is open to them.
 */
const { learning } = useLearningService(6_000);

/** The stored question of a module whose text starts with `prefix`. */
async function questionOf(moduleId: number, prefix: string) {
  const question = await learning().deps.prisma.quizQuestion.findFirst({
    where: { moduleId, question: { startsWith: prefix } },
  });
  if (!question) throw new Error(`no question "${prefix}" in module ${moduleId}`);
  return question;
}

async function startAttempt(client: TestClient, moduleId: number): Promise<string> {
  const started = await client.post('/api/quiz/attempts', { moduleId });
  expect(started.status).toBe(201);
  return expectContract(started, attemptSchema).attemptId;
}

/**
 * A new attempt of a module and one of its questions: content positions of its options as the
 * attempt shows them (each attempt has an order of its own), and back.
 */
async function attemptShowing(client: TestClient, moduleId: number, prefix: string) {
  const attempt = expectContract(
    await client.post('/api/quiz/attempts', { moduleId }),
    attemptSchema,
  );
  const stored = await questionOf(moduleId, prefix);
  const shown = attempt.questions?.find((q) => q.id === stored.id)?.options ?? [];
  return {
    attemptId: attempt.attemptId,
    questionId: stored.id,
    toShown: (indexes: number[]) =>
      indexes.map((index) => shown.indexOf(stored.options[index] ?? '')).sort((a, b) => a - b),
  };
}

const answer = (client: TestClient, attemptId: string, body: Record<string, unknown>) =>
  client.post(`/api/quiz/attempts/${attemptId}/answers`, body);

describe('quiz question types', () => {
  it('when a quiz with numeric and select-all questions is fetched, then their types show and their answers do not', async () => {
    const response = await learning().client().get('/api/lessons/13/quiz');
    const quiz = expectContract(response, quizSchema);
    expect(quiz.timeLimitSeconds).toBe(540);
    const numeric = quiz.questions.find((q) => q.question.startsWith('A shop has revenue'));
    expect(numeric).toMatchObject({ type: 'numeric', options: [], unit: '$' });
    const multiple = quiz.questions.find((q) => q.question.startsWith('Which of these appear'));
    expect(multiple).toMatchObject({ type: 'multiple' });
    expect(multiple?.options).toHaveLength(5);
    expect(quiz.questions.find((q) => q.question.startsWith('A bank is'))).toMatchObject({
      type: 'single',
    });
    expect(JSON.stringify(response.body)).not.toMatch(
      /correctAnswer|numericAnswer|tolerance|explanation|40000/,
    );
  });

  it.each([
    ['$8,280', true],
    ['8,280.00', true],
    ['8280', true],
    [8280, true],
    ['$8,281', false],
    ['8,279', false],
  ])(
    'when the numeric answer to a $8,280 question is %o, then isCorrect is %s',
    async (answerValue, isCorrect) => {
      const client = learning().client();
      const question = await questionOf(9, 'A $10,000 portfolio');
      const attemptId = await startAttempt(client, 9);
      const response = await answer(client, attemptId, { questionId: question.id, answerValue });
      expect(response.status).toBe(200);
      expect(expectContract(response, answerFeedbackSchema)).toMatchObject({
        type: 'numeric',
        isCorrect,
        answerIndex: null,
        correctAnswer: null,
        correctValue: 8280,
        tolerance: 0,
        unit: '$',
        explanation: expect.stringContaining('$8,280'),
      });
    },
  );

  it.each([
    ['8.1 years', 8, true],
    ['7.9', 8, true],
    ['8.2', 8, false],
    ['20%', 20, true],
    [' 20 % ', 20, true],
    ['25%', 20, false],
  ])(
    'when a numeric answer with a tolerance or a percent is %o, then isCorrect is %s',
    async (answerValue, expected, isCorrect) => {
      const client = learning().client();
      const [moduleId, prefix] =
        expected === 8 ? [9, 'Using the rule of 72'] : [15, 'An angel invests'];
      const question = await questionOf(moduleId, prefix);
      const attemptId = await startAttempt(client, moduleId);
      const response = await answer(client, attemptId, { questionId: question.id, answerValue });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isCorrect, correctValue: expected });
    },
  );

  it.each([
    ['8,28', 'answerValue must be a number, e.g. 1,234.50 or $1,234.50'],
    ['eight thousand', 'answerValue must be a number, e.g. 1,234.50 or $1,234.50'],
    ['8280%', 'answerValue must be a number, e.g. 1,234.50 or $1,234.50'],
    ['$-', 'answerValue must be a number, e.g. 1,234.50 or $1,234.50'],
    ['1e4', 'answerValue must be a number, e.g. 1,234.50 or $1,234.50'],
    ['   ', 'Enter a number to answer'],
    [null, 'answerValue'],
    [{ value: 8280 }, 'answerValue'],
  ])(
    'when the numeric answer is %o, then 400 says why and the question can still be answered',
    async (answerValue, message) => {
      const client = learning().client();
      const question = await questionOf(9, 'A $10,000 portfolio');
      const attemptId = await startAttempt(client, 9);
      const bad = await answer(client, attemptId, { questionId: question.id, answerValue });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(message);
      const good = await answer(client, attemptId, {
        questionId: question.id,
        answerValue: '8280',
      });
      expect(good.status).toBe(200);
      expect(good.body.isCorrect).toBe(true);
    },
  );

  it('when a question is answered in the shape of another type, then 400 names the right field', async () => {
    const client = learning().client();
    const numeric = await questionOf(9, 'A $10,000 portfolio');
    const multiple = await questionOf(13, 'Which of these appear');
    const single = await questionOf(13, 'A bank is');
    const numericAttempt = await startAttempt(client, 9);
    const wrongForNumeric = await answer(client, numericAttempt, {
      questionId: numeric.id,
      answerIndex: 0,
    });
    expect(wrongForNumeric.status).toBe(400);
    expect(wrongForNumeric.body.message).toBe(
      'This question is numeric entry: answer it with answerValue',
    );
    const attemptId = await startAttempt(client, 13);
    const wrongForMultiple = await answer(client, attemptId, {
      questionId: multiple.id,
      answerIndex: 0,
    });
    expect(wrongForMultiple.body.message).toBe(
      'This question is select all that apply: answer it with answerIndexes',
    );
    const wrongForSingle = await answer(client, attemptId, {
      questionId: single.id,
      answerValue: '1',
    });
    expect(wrongForSingle.body.message).toBe(
      'This question is single choice: answer it with answerIndex',
    );
    const both = await answer(client, attemptId, {
      questionId: single.id,
      answerIndex: 1,
      answerIndexes: [1],
    });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('Send exactly one of answerIndex');
  });

  it.each([
    [[4, 0, 2], true],
    [[0, 2, 4], true],
    [[0, 2], false],
    [[0, 1, 2, 4], false],
    [[], false],
  ])(
    'when the options ticked on a select-all question (right: 0, 2, 4) are %o, then isCorrect is %s',
    async (answerIndexes, isCorrect) => {
      const client = learning().client();
      // The positions are the content's; the attempt shows the options in an order of its own.
      const attempt = await attemptShowing(client, 13, 'Which of these appear');
      const response = await answer(client, attempt.attemptId, {
        questionId: attempt.questionId,
        answerIndexes: attempt.toShown(answerIndexes),
      });
      expect(response.status).toBe(200);
      expect(expectContract(response, answerFeedbackSchema)).toMatchObject({
        type: 'multiple',
        isCorrect,
        answerIndexes: attempt.toShown(answerIndexes),
        correctAnswers: attempt.toShown([0, 2, 4]),
      });
    },
  );

  it.each([
    [[0, 0, 2], 'answerIndexes must not repeat an option'],
    [[0, 5], 'answerIndexes must be options of the question (0 to 4)'],
    [[-1], 'answerIndexes'],
  ])('when the options ticked are %o, then 400 says %s', async (answerIndexes, message) => {
    const client = learning().client();
    const question = await questionOf(13, 'Which of these appear');
    const attemptId = await startAttempt(client, 13);
    const response = await answer(client, attemptId, { questionId: question.id, answerIndexes });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('when a quiz of mixed types is submitted, then the results show each answer given and the right one', async () => {
    const client = learning().client();
    const attempt = await attemptShowing(client, 13, 'Which of these appear');
    const { attemptId } = attempt;
    const numeric = await questionOf(13, 'A shop has revenue');
    const multiple = await questionOf(13, 'Which of these appear');
    await answer(client, attemptId, { questionId: numeric.id, answerValue: '$40,000' });
    await answer(client, attemptId, {
      questionId: multiple.id,
      answerIndexes: attempt.toShown([0, 2]),
    });
    const submitted = await client.post('/api/quiz/submit', { attemptId });
    const result = expectContract(submitted, quizResultSchema);
    expect(result.score).toBe(1);
    expect(result.results.find((r) => r.questionId === numeric.id)).toMatchObject({
      type: 'numeric',
      isCorrect: true,
      answerValue: 40000,
      correctValue: 40000,
    });
    expect(result.results.find((r) => r.questionId === multiple.id)).toMatchObject({
      type: 'multiple',
      isCorrect: false,
      answerIndexes: attempt.toShown([0, 2]),
      correctAnswers: attempt.toShown([0, 2, 4]),
    });
    const unanswered = await questionOf(13, "A company's cash from operations");
    expect(result.results.find((r) => r.questionId === unanswered.id)).toMatchObject({
      isCorrect: false,
      answerValue: null,
      correctValue: 55000,
    });
  });

  it('when a student takes a whole quiz of mixed types right, then every question counts', async () => {
    const result = await learning().takeQuiz(learning().client(), 13, 10);
    expect(result).toMatchObject({ score: 10, totalQuestions: 10, percentage: 100 });
  });
});

describe('quiz time limits', () => {
  it('when attempts start, then each deadline is the quiz time limit from its module', async () => {
    const client = learning().client();
    for (const [moduleId, limit] of [
      [1, 300],
      [9, 540],
      [15, 420],
    ] as const) {
      const quiz = await client.get(`/api/lessons/${moduleId}/quiz`);
      expect(quiz.body.timeLimitSeconds).toBe(limit);
      const started = await client.post('/api/quiz/attempts', { moduleId });
      const attempt = expectContract(started, attemptSchema);
      expect(attempt.timeLimitSeconds).toBe(limit);
      expect(Date.parse(attempt.expiresAt) - Date.parse(attempt.startedAt)).toBeCloseTo(
        limit * 1000,
        -3,
      );
    }
  });

  it('when an answer comes after the standard 300 s but within a longer quiz limit, then it counts; after the limit it is refused', async () => {
    const client = learning().client();
    const question = await questionOf(9, 'A $10,000 portfolio');
    const attemptId = await startAttempt(client, 9);
    // As if started 400 s ago: past 300 s, within 540 s.
    await learning().deps.prisma.quizAttempt.update({
      where: { id: attemptId },
      data: {
        startedAt: new Date(Date.now() - 400_000),
        expiresAt: new Date(Date.now() + 140_000),
      },
    });
    const inTime = await answer(client, attemptId, { questionId: question.id, answerValue: 8280 });
    expect(inTime.status).toBe(200);
    const late = learning().client();
    const lateAttempt = await startAttempt(late, 9);
    await learning().deps.prisma.quizAttempt.update({
      where: { id: lateAttempt },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const refused = await answer(late, lateAttempt, { questionId: question.id, answerValue: 8280 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Time's up for this attempt: submit it to see your results");
  });
});
