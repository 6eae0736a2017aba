import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import {
  gradeReviewResultSchema,
  REVIEW_STUDY_SECONDS,
  reviewQueueSchema,
  type ReviewQueue,
} from '@fc/contracts/learning';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import {
  startLearningService,
  type LearningServiceUnderTest,
} from './fixtures/build-learning-service.ts';

/** The same scheduler the service uses, to say what FSRS schedules independently of it. */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));
const DAY = 24 * 60 * 60 * 1000;
const CAP = 3;

let learning: LearningServiceUnderTest;
let nextUserId = 5000;
const newStudent = () => {
  nextUserId += 1;
  return { id: nextUserId, client: learning.clientAs(nextUserId) };
};

beforeAll(async () => {
  learning = await startLearningService({
    REVIEW_POINTS_PER_DAY: String(CAP),
    CLUB_TIMEZONE: 'America/New_York',
  });
});
afterAll(async () => {
  await learning?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the service's clock (it runs in this process): only Date, so I/O timers stay real. */
const setClock = (at: Date) => vi.useFakeTimers({ now: at, toFake: ['Date'] });

const queueOf = async (client: TestClient): Promise<ReviewQueue> =>
  expectContract(await client.get('/api/review'), reviewQueueSchema);

const reviewEvents = async (userId: number) =>
  (await learning.deps.prisma.outboxEvent.findMany({ where: { name: 'review.graded' } }))
    .map((row) => row.payload as { userId: number; points: number; rating: number })
    .filter((payload) => payload.userId === userId);

async function masterFirstCards(client: TestClient, count: number) {
  const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
  for (const card of cards.slice(0, count)) {
    expect((await client.post(`/api/lessons/1/flashcards/${card.id}/mastery`)).status).toBe(200);
  }
  return cards.slice(0, count);
}

/** Answers module 1's first `count` quiz questions wrong (and the next one right). */
async function missQuestions(client: TestClient, count: number) {
  const attempt = await client.post('/api/quiz/attempts', { moduleId: 1 });
  expect(attempt.status).toBe(201);
  const key = await learning.answerKey(1, attempt.body.questions);
  for (const [index, question] of key.slice(0, count + 1).entries()) {
    const answered = await client.post(`/api/quiz/attempts/${attempt.body.attemptId}/answers`, {
      questionId: question.id,
      ...(index < count ? question.wrong : question.right),
    });
    expect(answered.status).toBe(200);
  }
  return key.slice(0, count + 1);
}

describe('spaced review', () => {
  it('when a student studies a flashcard, then it gets the schedule FSRS gives a Good first review, and falls due on that day', async () => {
    const studiedAt = new Date('2026-11-26T15:00:00Z');
    setClock(studiedAt);
    const { client } = newStudent();
    const [card] = await masterFirstCards(client, 1);
    const expectedDue = scheduler.next(createEmptyCard(studiedAt), studiedAt, Rating.Good).card.due;

    const before = await queueOf(client);
    expect(before).toMatchObject({ dueCount: 0, totalCards: 1, cards: [] });
    expect(before.nextDueAt).toBe(expectedDue.toISOString());

    setClock(new Date(expectedDue.getTime() + 60_000));
    const due = await queueOf(client);
    expect(due.dueCount).toBe(1);
    expect(due.cards[0]).toMatchObject({
      id: `flashcard-${card!.id}`,
      kind: 'flashcard',
      moduleId: 1,
      moduleTitle: 'Budgeting Basics',
      reps: 1,
      lapses: 0,
    });
    expect(due.cards[0]?.front.length).toBeGreaterThan(0);
  });

  it('when a due card is graded, then its next due date is the one FSRS computes from its stored state, and the review pays a point', async () => {
    const start = new Date('2026-11-26T15:00:00Z');
    setClock(start);
    const { id, client } = newStudent();
    const [card] = await masterFirstCards(client, 1);
    const first = scheduler.next(createEmptyCard(start), start, Rating.Good).card;
    const reviewAt = new Date(first.due.getTime() + 3_600_000);
    setClock(reviewAt);

    const graded = await client.post(`/api/review/flashcard-${card!.id}/grade`, { rating: 4 });
    expect(graded.status).toBe(200);
    const result = expectContract(graded, gradeReviewResultSchema);
    const expected = scheduler.next(first, reviewAt, Rating.Easy).card;
    expect(result.nextDueAt).toBe(expected.due.toISOString());
    expect(result.intervalDays).toBe(
      Math.round((expected.due.getTime() - reviewAt.getTime()) / DAY),
    );
    expect(result.intervalDays).toBeGreaterThan(first.scheduled_days);
    expect(result).toMatchObject({ pointsEarned: 1, pointsToday: 1, dueCount: 0 });
    expect(result.card).toMatchObject({ reps: 2, lapses: 0 });
    expect(await reviewEvents(id)).toEqual([expect.objectContaining({ points: 1, rating: 4 })]);

    // Again: FSRS brings it back sooner, as a lapse. (Weeks later: a session of that day.)
    setClock(new Date(expected.due.getTime() + 60_000));
    const again = expectContract(
      await learning.clientAs(id).post(`/api/review/flashcard-${card!.id}/grade`, { rating: 1 }),
      gradeReviewResultSchema,
    );
    expect(again.card.lapses).toBe(1);
    expect(again.intervalDays).toBeLessThan(result.intervalDays);
  });

  it('when a quiz question is answered wrong, then it is due for review at once with its right answer and explanation on the back; a right answer adds nothing', async () => {
    const { client } = newStudent();
    const [missed, right] = await missQuestions(client, 1);
    const queue = await queueOf(client);
    expect(queue.cards.map((card) => card.id)).toEqual([`quiz-${missed!.id}`]);
    expect(queue.cards.map((card) => card.id)).not.toContain(`quiz-${right!.id}`);
    const stored = await learning.deps.prisma.quizQuestion.findUniqueOrThrow({
      where: { id: missed!.id },
    });
    expect(queue.cards[0]?.front).toBe(stored.question);
    expect(queue.cards[0]?.back).toContain(stored.explanation);
    expect(queue.cards[0]?.back).toMatch(/^Answer: \S/);
  });

  it(`when a student reviews more cards in a day than the cap (${CAP}), then only the first ${CAP} pay, and the next club day pays again`, async () => {
    // 09:00 in New York: the club's day is 2026-11-26 until 05:00 UTC the next morning.
    setClock(new Date('2026-11-26T14:00:00Z'));
    const { id, client } = newStudent();
    const missed = await missQuestions(client, CAP + 1);
    const paid: number[] = [];
    for (const [index, question] of missed.slice(0, CAP + 1).entries()) {
      // Each a plausible while after the one before.
      setClock(new Date(Date.parse('2026-11-26T14:00:00Z') + (index + 1) * 10_000));
      const result = await client.post(`/api/review/quiz-${question.id}/grade`, { rating: 1 });
      expect(result.status).toBe(200);
      paid.push(result.body.pointsEarned);
    }
    expect(paid).toEqual([1, 1, 1, 0]);
    expect((await queueOf(client)).pointsToday).toBe(CAP);
    expect((await reviewEvents(id)).map((event) => event.points)).toEqual([1, 1, 1, 0]);

    // Graded Again, the cards come back the next day; a new club day pays again.
    setClock(new Date('2026-11-27T16:00:00Z'));
    const queue = await queueOf(client);
    expect(queue.pointsToday).toBe(0);
    expect(queue.dueCount).toBeGreaterThan(0);
    const next = await client.post(`/api/review/${queue.cards[0]!.id}/grade`, { rating: 3 });
    expect(next.body).toMatchObject({ pointsEarned: 1, pointsToday: 1 });
  });

  it(`when due cards are graded less than ${REVIEW_STUDY_SECONDS} s apart, then each is scheduled but only one paced a while after the last pays`, async () => {
    const start = new Date('2026-11-26T18:00:00Z');
    setClock(start);
    const { client } = newStudent();
    const missed = await missQuestions(client, 3);
    const paid: number[] = [];
    for (const [index, question] of missed.slice(0, 3).entries()) {
      setClock(new Date(start.getTime() + 60_000 + index * 1_000));
      const result = await client.post(`/api/review/quiz-${question.id}/grade`, { rating: 3 });
      expect(result.status).toBe(200);
      paid.push(result.body.pointsEarned);
    }
    expect(paid).toEqual([1, 0, 0]);
    expect((await queueOf(client)).reviewedToday).toBe(3);
  });

  it('when a card is not due, then grading it is refused with 409 and changes nothing', async () => {
    const { id, client } = newStudent();
    const [card] = await masterFirstCards(client, 1);
    const logsBefore = await learning.deps.prisma.reviewLog.count({ where: { userId: id } });
    const refused = await client.post(`/api/review/flashcard-${card!.id}/grade`, { rating: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CARD_NOT_DUE');
    expect(refused.body.message).toMatch(/^This card is not due yet: it is due \d{4}-\d\d-\d\d$/);
    expect(await learning.deps.prisma.reviewLog.count({ where: { userId: id } })).toBe(logsBefore);
    expect(await reviewEvents(id)).toEqual([]);
  });

  it('when the same due card is graded twice at once, then one grade counts and the other is refused', async () => {
    const { id, client } = newStudent();
    const [missed] = await missQuestions(client, 1);
    const answers = await Promise.all(
      [3, 3].map((rating) => client.post(`/api/review/quiz-${missed!.id}/grade`, { rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await learning.deps.prisma.reviewLog.count({ where: { userId: id } })).toBe(1);
    expect((await reviewEvents(id)).length).toBe(1);
  });

  it('when the rating, the card id or the caller is wrong, then 400, 404 or 401 and nothing changes', async () => {
    const { id, client } = newStudent();
    const [missed] = await missQuestions(client, 1);
    const path = `/api/review/quiz-${missed!.id}/grade`;
    for (const rating of [0, 5, 2.5, '3', null]) {
      const response = await client.post(path, { rating });
      expect(response.status, String(rating)).toBe(400);
      expect(response.body.message).toContain(
        'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
      );
    }
    expect((await client.post(path, {})).status).toBe(400);
    for (const cardId of ['flashcard-0', 'deck-1', 'quiz-1x', 'flashcard-99999999999']) {
      expect((await client.post(`/api/review/${cardId}/grade`, { rating: 3 })).status, cardId).toBe(
        400,
      );
    }
    expect((await client.post('/api/review/flashcard-999999/grade', { rating: 3 })).status).toBe(
      404,
    );
    // Another student's card is not theirs to grade: it does not exist for them.
    expect((await newStudent().client.post(path, { rating: 3 })).status).toBe(404);
    expect((await learning.client().post(path, { rating: 3 })).status).toBe(401);
    expect((await learning.client().get('/api/review')).status).toBe(401);
    expect(await learning.deps.prisma.reviewLog.count({ where: { userId: id } })).toBe(0);
  });

  it('when flashcards were studied before spaced review existed, then they join the review scheduled from when they were studied', async () => {
    const { id, client } = newStudent();
    const cards = (await client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    const studiedAt = new Date('2026-10-01T12:00:00Z');
    await learning.deps.prisma.flashcardMastery.create({
      data: { userId: id, flashcardId: cards[0]!.id, masteredAt: studiedAt },
    });
    const queue = await queueOf(client);
    expect(queue.totalCards).toBe(1);
    const stored = await learning.deps.prisma.reviewCard.findFirstOrThrow({
      where: { userId: id },
    });
    expect(stored.due.toISOString()).toBe(
      scheduler.next(createEmptyCard(studiedAt), studiedAt, Rating.Good).card.due.toISOString(),
    );
  });
});
