import type { ReviewCardKind } from '@fc/contracts/learning';
import type { DbOrTx, Tx } from '../db.ts';
import type { StoredSchedule } from './review.scheduler.ts';

export interface ReviewCardKey {
  userId: number;
  kind: ReviewCardKind;
  refId: number;
}

/** Adds a card to the student's reviews unless they have it already (its schedule stays). */
export async function addReviewCard(
  db: DbOrTx,
  key: ReviewCardKey & { moduleId: number },
  schedule: StoredSchedule,
): Promise<void> {
  await db.reviewCard.createMany({ data: [{ ...key, ...schedule }], skipDuplicates: true });
}

/**
 * A quiz question answered wrong: a new review card due now, or, when the student has it
 * already, the same card due now if it was due later (answering wrong again is a lapse to review).
 */
export async function addOrBringForward(
  db: DbOrTx,
  key: ReviewCardKey & { moduleId: number },
  schedule: StoredSchedule,
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO review_card (user_id, kind, ref_id, module_id, due, stability, difficulty,
      scheduled_days, learning_steps, reps, lapses, state, last_review)
    VALUES (${key.userId}, ${key.kind}, ${key.refId}, ${key.moduleId}, ${schedule.due},
      ${schedule.stability}, ${schedule.difficulty}, ${schedule.scheduledDays},
      ${schedule.learningSteps}, ${schedule.reps}, ${schedule.lapses}, ${schedule.state},
      ${schedule.lastReview})
    ON CONFLICT (user_id, kind, ref_id) DO UPDATE SET due = LEAST(review_card.due, EXCLUDED.due)`;
}

export function listDueCards(db: DbOrTx, userId: number, now: Date, limit: number) {
  return db.reviewCard.findMany({
    where: { userId, due: { lte: now } },
    orderBy: [{ due: 'asc' }, { kind: 'asc' }, { refId: 'asc' }],
    take: limit,
  });
}

export async function reviewCounts(db: DbOrTx, userId: number, now: Date, day: string) {
  const [due, total, next, today] = await Promise.all([
    db.reviewCard.count({ where: { userId, due: { lte: now } } }),
    db.reviewCard.count({ where: { userId } }),
    db.reviewCard.findFirst({
      where: { userId, due: { gt: now } },
      orderBy: { due: 'asc' },
      select: { due: true },
    }),
    db.reviewLog.aggregate({
      where: { userId, day },
      _count: { _all: true },
      _sum: { pointsEarned: true },
    }),
  ]);
  return {
    dueCount: due,
    totalCards: total,
    nextDueAt: next?.due ?? null,
    reviewedToday: today._count._all,
    pointsToday: today._sum.pointsEarned ?? 0,
  };
}

/** The card, locked for the rest of the transaction: one grade of it at a time. */
export async function lockReviewCard(tx: Tx, key: ReviewCardKey) {
  await tx.$executeRaw`
    SELECT 1 FROM review_card
    WHERE user_id = ${key.userId} AND kind = ${key.kind} AND ref_id = ${key.refId}
    FOR UPDATE`;
  return tx.reviewCard.findUnique({ where: { userId_kind_refId: key } });
}

/** Serialises one student's grades, so the daily cap on review points is counted exactly. */
export async function lockStudentReviews(tx: Tx, userId: number): Promise<void> {
  // The second key, -1, keeps it apart from the module locks (db.ts lockUserModule).
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${userId}::int, -1)`;
}

export async function pointsPaidOn(tx: Tx, userId: number, day: string): Promise<number> {
  const sum = await tx.reviewLog.aggregate({
    where: { userId, day },
    _sum: { pointsEarned: true },
  });
  return sum._sum.pointsEarned ?? 0;
}

/** When the student last graded a review card (null before their first review). */
export async function lastReviewedAt(tx: Tx, userId: number): Promise<Date | null> {
  const latest = await tx.reviewLog.aggregate({ where: { userId }, _max: { reviewedAt: true } });
  return latest._max.reviewedAt;
}

export async function saveReview(
  tx: Tx,
  key: ReviewCardKey,
  before: StoredSchedule,
  after: StoredSchedule,
  review: { rating: number; at: Date; day: string; pointsEarned: number },
): Promise<void> {
  await tx.reviewCard.update({ where: { userId_kind_refId: key }, data: after });
  await tx.reviewLog.create({
    data: {
      ...key,
      rating: review.rating,
      state: before.state,
      due: before.due,
      stability: before.stability,
      difficulty: before.difficulty,
      scheduledDays: before.scheduledDays,
      learningSteps: before.learningSteps,
      reviewedAt: review.at,
      day: review.day,
      pointsEarned: review.pointsEarned,
    },
  });
}

/** The text of the cards: flashcards' questions and answers, quiz questions with their keys. */
export async function findCardContent(db: DbOrTx, flashcardIds: number[], questionIds: number[]) {
  const [flashcards, questions] = await Promise.all([
    flashcardIds.length === 0 ? [] : db.flashcard.findMany({ where: { id: { in: flashcardIds } } }),
    questionIds.length === 0
      ? []
      : db.quizQuestion.findMany({ where: { id: { in: questionIds } } }),
  ]);
  return { flashcards, questions };
}

/** Each student's review cards: due by `now`, and in all (students without cards are left out). */
export function countCardsByStudent(db: DbOrTx, now: Date) {
  return db.$queryRaw<{ userId: number; due: number; total: number }[]>`
    SELECT user_id AS "userId",
           (COUNT(*) FILTER (WHERE due <= ${now}))::int AS due,
           COUNT(*)::int AS total
    FROM review_card
    GROUP BY user_id
    ORDER BY user_id`;
}
