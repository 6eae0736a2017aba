import { describe, expect, it } from 'vitest';
import {
  answerFeedbackSchema,
  FEEDBACK_PAUSE_LIMIT_SECONDS,
  attemptClockSchema,
  attemptSchema,
  POINTS_PER_CORRECT_ANSWER,
  quizResultSchema,
  type Attempt,
} from '@fc/contracts/learning';
import { errorBodySchema } from '@fc/contracts/errors';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { useLearningService } from './fixtures/build-learning-service.ts';

/**
 * Each attempt's own order of questions and options, graded against what it showed, and the
 * clock that stops while an answer's feedback is read.
 */
const { learning, newStudent, setClock } = useLearningService(5000);

async function startAttempt(client: TestClient, moduleId = 1): Promise<Attempt> {
  const started = await client.post('/api/quiz/attempts', { moduleId });
  expect(started.status).toBe(201);
  return expectContract(started, attemptSchema);
}

/** Module 1's single-choice questions as the content has them: text, options, the right one. */
async function contentQuestions() {
  return learning().deps.prisma.quizQuestion.findMany({
    where: { moduleId: 1 },
    orderBy: { position: 'asc' },
  });
}

describe('shuffled attempts', () => {
  it('when a quiz is started twice, then each attempt shows every question once, in its own order, with the same options in its own order', async () => {
    const { client } = newStudent();
    const content = await contentQuestions();
    const first = await startAttempt(client);
    const second = await startAttempt(client);
    const orderOf = (attempt: Attempt) => (attempt.questions ?? []).map((q) => q.id);
    expect([...orderOf(first)].sort()).toEqual(content.map((q) => q.id).sort());
    // Ten questions and their options in one order twice is about one chance in 10^12.
    const layoutOf = (attempt: Attempt) =>
      JSON.stringify((attempt.questions ?? []).map((q) => [q.id, q.options]));
    expect(layoutOf(first)).not.toBe(layoutOf(second));
    expect(layoutOf(first)).not.toBe(JSON.stringify(content.map((q) => [q.id, q.options])));
    for (const question of first.questions ?? []) {
      const stored = content.find((q) => q.id === question.id);
      expect([...question.options].sort()).toEqual([...(stored?.options ?? [])].sort());
    }
    expect(JSON.stringify(first)).not.toMatch(/correctAnswer|explanation/);
    // Each question says what a right answer pays.
    expect(first.questions?.every((q) => q.points === POINTS_PER_CORRECT_ANSWER)).toBe(true);
  });

  it('when the option shown at the right answer is picked, then it is right, and the feedback and the results name positions as the attempt showed them', async () => {
    const { client } = newStudent();
    const content = await contentQuestions();
    const attempt = await startAttempt(client);
    const shown = attempt.questions ?? [];
    const feedbacks = [];
    for (const question of shown) {
      const stored = content.find((q) => q.id === question.id);
      const rightText = stored?.options[stored.correctAnswer ?? -1] ?? '';
      const shownIndex = question.options.indexOf(rightText);
      expect(shownIndex).toBeGreaterThanOrEqual(0);
      const answered = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
        questionId: question.id,
        answerIndex: shownIndex,
      });
      const feedback = expectContract(answered, answerFeedbackSchema);
      expect(feedback).toMatchObject({ isCorrect: true, answerIndex: shownIndex });
      expect(question.options[feedback.correctAnswer ?? -1]).toBe(rightText);
      feedbacks.push(feedback);
    }
    const submitted = await client.post('/api/quiz/submit', { attemptId: attempt.attemptId });
    const result = expectContract(submitted, quizResultSchema);
    expect(result.score).toBe(shown.length);
    // The review lists the questions in the attempt's order, with its positions.
    expect(result.results.map((entry) => entry.questionId)).toEqual(shown.map((q) => q.id));
    expect(result.results.map((entry) => entry.correctAnswer)).toEqual(
      feedbacks.map((feedback) => feedback.correctAnswer),
    );
  });

  it("when the content's position of the right answer is sent where the attempt shows another option, then it is graded wrong", async () => {
    const { client } = newStudent();
    const content = await contentQuestions();
    // Attempts until one shows a question's right option away from its place in the content.
    for (let tries = 0; tries < 20; tries += 1) {
      const attempt = await startAttempt(client);
      const moved = (attempt.questions ?? []).find((question) => {
        const stored = content.find((q) => q.id === question.id);
        const right = stored?.correctAnswer ?? -1;
        return question.options[right] !== stored?.options[right];
      });
      if (!moved) continue;
      const stored = content.find((q) => q.id === moved.id);
      const answered = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
        questionId: moved.id,
        answerIndex: stored?.correctAnswer,
      });
      expect(expectContract(answered, answerFeedbackSchema).isCorrect).toBe(false);
      return;
    }
    throw new Error('no attempt moved a right answer in 20 tries');
  });
});

describe("the attempt's clock", () => {
  it("when an answer's feedback is read for 90 seconds, then resuming moves the deadline on by those 90 seconds", async () => {
    const { client } = newStudent();
    const start = new Date('2026-11-02T15:00:00Z');
    setClock(start);
    const attempt = await startAttempt(client);
    const [question] = attempt.questions ?? [];
    setClock(new Date(start.getTime() + 30_000));
    const answered = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: question?.id,
      answerIndex: 0,
    });
    expect(answered.status).toBe(200);
    // 90 s on the explanation; the 300 s limit has 270 s left when the clock stopped.
    setClock(new Date(start.getTime() + 30_000 + 90_000));
    const resumed = await client.post(`/api/quiz/attempts/${attempt.attemptId}/resume`, {});
    const clock = expectContract(resumed, attemptClockSchema);
    expect(Date.parse(clock.expiresAt) - Date.parse(clock.serverTime)).toBe(270_000);
    expect(clock.expiresAt).toBe(new Date(Date.parse(attempt.expiresAt) + 90_000).toISOString());
    // Resuming again changes nothing; the next question is still open 265 s later.
    const again = expectContract(
      await client.post(`/api/quiz/attempts/${attempt.attemptId}/resume`, {}),
      attemptClockSchema,
    );
    expect(again.expiresAt).toBe(clock.expiresAt);
    setClock(new Date(start.getTime() + 30_000 + 90_000 + 265_000));
    const next = attempt.questions?.[1];
    const late = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: next?.id,
      answerIndex: 0,
    });
    expect(late.status).toBe(200);
  });

  it('when the feedback stays open for 20 minutes, then only the pause limit is given back', async () => {
    const { client } = newStudent();
    const start = new Date('2026-11-02T15:30:00Z');
    setClock(start);
    const attempt = await startAttempt(client);
    const [question] = attempt.questions ?? [];
    await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: question?.id,
      answerIndex: 0,
    });
    setClock(new Date(start.getTime() + 20 * 60_000));
    const clock = expectContract(
      await client.post(`/api/quiz/attempts/${attempt.attemptId}/resume`, {}),
      attemptClockSchema,
    );
    expect(clock.expiresAt).toBe(
      new Date(Date.parse(attempt.expiresAt) + FEEDBACK_PAUSE_LIMIT_SECONDS * 1000).toISOString(),
    );
    // So the time is up: the limit and the pause limit are both behind the clock.
    const next = attempt.questions?.[1];
    const late = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: next?.id,
      answerIndex: 0,
    });
    expect(late.status).toBe(409);
  });

  it('when the next answer is sent without resuming, then the time since the last answer counted', async () => {
    const { client } = newStudent();
    const start = new Date('2026-11-02T16:00:00Z');
    setClock(start);
    const attempt = await startAttempt(client);
    const [first, second] = attempt.questions ?? [];
    await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: first?.id,
      answerIndex: 0,
    });
    // 320 s later with no resume: past the 300 s limit and its 10 s grace.
    setClock(new Date(start.getTime() + 320_000));
    const late = await client.post(`/api/quiz/attempts/${attempt.attemptId}/answers`, {
      questionId: second?.id,
      answerIndex: 0,
    });
    expect(late.status).toBe(409);
    expect(expectContract(late, errorBodySchema).message).toBe(
      "Time's up for this attempt: submit it to see your results",
    );
  });

  it("when someone else's or a submitted attempt is resumed, then 404 or 409 and its deadline stays", async () => {
    const owner = newStudent();
    const other = newStudent();
    const attempt = await startAttempt(owner.client);
    const foreign = await other.client.post(`/api/quiz/attempts/${attempt.attemptId}/resume`, {});
    expect(foreign.status).toBe(404);
    expect(
      (await learning().client().post('/api/quiz/attempts/not-a-uuid/resume', {})).status,
    ).toBe(400);
    await owner.client.post('/api/quiz/submit', { attemptId: attempt.attemptId });
    const done = await owner.client.post(`/api/quiz/attempts/${attempt.attemptId}/resume`, {});
    expect(done.status).toBe(409);
    const stored = await learning().deps.prisma.quizAttempt.findUniqueOrThrow({
      where: { id: attempt.attemptId },
    });
    expect(stored.expiresAt.toISOString()).toBe(attempt.expiresAt);
  });
});
