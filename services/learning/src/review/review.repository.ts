import { sql } from 'kysely';
import type { ReviewCardKind } from '@fc/contracts/learning';
import type { DbOrTx, Sql, Tx } from '../db.ts';
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
  db: Sql,
  key: ReviewCardKey & { moduleId: number },
  schedule: StoredSchedule,
): Promise<void> {
  await db
    .insertInto('review_card')
    .values({
      user_id: key.userId,
      kind: key.kind,
      ref_id: key.refId,
      module_id: key.moduleId,
      due: schedule.due,
      stability: schedule.stability,
      difficulty: schedule.difficulty,
      scheduled_days: schedule.scheduledDays,
      learning_steps: schedule.learningSteps,
      reps: schedule.reps,
      lapses: schedule.lapses,
      state: schedule.state,
      last_review: schedule.lastReview,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'ref_id'])
        .doUpdateSet((eb) => ({ due: eb.fn('least', ['review_card.due', 'excluded.due']) })),
    )
    .execute();
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

/** The card with its schedule, locked for the rest of the transaction: one grade of it at a time. */
export function lockReviewCard(db: Sql, key: ReviewCardKey) {
  return db
    .selectFrom('review_card')
    .select([
      'module_id as moduleId',
      'due',
      'stability',
      'difficulty',
      'scheduled_days as scheduledDays',
      'learning_steps as learningSteps',
      'reps',
      'lapses',
      'state',
      'last_review as lastReview',
    ])
    .where('user_id', '=', key.userId)
    .where('kind', '=', key.kind)
    .where('ref_id', '=', key.refId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Serialises one student's grades, so the daily cap on review points is counted exactly. The
 * second key, -1, keeps it apart from the module locks (db.ts lockUserModule); the lock's void is
 * not selected, as Prisma's raw queries cannot read one.
 */
export async function lockStudentReviews(db: Sql, userId: number): Promise<void> {
  await sql`SELECT 1 AS locked FROM pg_advisory_xact_lock(${userId}::int, -1)`.execute(db);
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
export function countCardsByStudent(db: Sql, now: Date) {
  return db
    .selectFrom('review_card')
    .select((eb) => [
      'user_id as userId',
      eb.cast<number>(eb.fn.countAll().filterWhere('due', '<=', now), 'integer').as('due'),
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
    ])
    .groupBy('user_id')
    .orderBy('user_id')
    .execute();
}

/**
 * Flashcards the student mastered that have no review card yet (studied before spaced review
 * existed), with when they were studied and their module.
 */
export async function listStudiedFlashcardsWithoutCard(db: DbOrTx, userId: number) {
  const reviewed = await db.reviewCard.findMany({
    where: { userId, kind: 'flashcard' },
    select: { refId: true },
  });
  const missing = await db.flashcardMastery.findMany({
    where: { userId, NOT: { flashcardId: { in: reviewed.map((row) => row.refId) } } },
    select: { flashcardId: true, masteredAt: true, flashcard: { select: { moduleId: true } } },
  });
  return missing.map((mastery) => ({
    flashcardId: mastery.flashcardId,
    masteredAt: mastery.masteredAt,
    moduleId: mastery.flashcard.moduleId,
  }));
}
