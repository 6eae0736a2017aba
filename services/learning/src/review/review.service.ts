import {
  REVIEW_STUDY_SECONDS,
  reviewCardIdSchema,
  type GradeReviewResult,
  type ReviewCard,
  type ReviewCardKind,
  type ReviewQueue,
} from '@fc/contracts/learning';
import type { ReviewDue } from '@fc/contracts/class-progress';
import { dayInZone } from '@fc/service-kit/club-time';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { parse } from '@fc/service-kit/validation';
import { Rating } from 'ts-fsrs';
import type { LearningDeps } from '../deps.ts';
import { catalogueOf } from '../content/catalogue.ts';
import { sqlIn, type DbOrTx, type Sql } from '../db.ts';
import {
  addOrBringForward,
  addReviewCard,
  countCardsByStudent,
  findCardContent,
  lastReviewedAt,
  listDueCards,
  listStudiedFlashcardsWithoutCard,
  lockReviewCard,
  lockStudentReviews,
  pointsPaidOn,
  reviewCounts,
  saveReview,
  type ReviewCardKey,
} from './review.repository.ts';
import { newSchedule, nextSchedule, studiedSchedule } from './review.scheduler.ts';

/** Each review pays this many points, up to REVIEW_POINTS_PER_DAY a day. */
export const POINTS_PER_REVIEW = 1;
/** The most due cards one queue answer lists. */
const QUEUE_LIMIT = 50;

/** A flashcard the student just studied ("Got It!"): a review card, first due as a Good grade says. */
export function addStudiedFlashcard(
  db: DbOrTx,
  card: { userId: number; flashcardId: number; moduleId: number },
  now = new Date(),
): Promise<void> {
  return addReviewCard(
    db,
    { userId: card.userId, kind: 'flashcard', refId: card.flashcardId, moduleId: card.moduleId },
    studiedSchedule(now, Rating.Good),
  );
}

/** A quiz question the student answered wrong: due for review now. */
export function addMissedQuestion(
  db: Sql,
  question: { userId: number; questionId: number; moduleId: number },
  now = new Date(),
): Promise<void> {
  return addOrBringForward(
    db,
    {
      userId: question.userId,
      kind: 'quiz',
      refId: question.questionId,
      moduleId: question.moduleId,
    },
    newSchedule(now),
  );
}

/**
 * Flashcards studied before spaced review existed get their card the first time the student's
 * reviews are read, scheduled from when they were studied (so they do not all fall due at once).
 */
async function addCardsForEarlierStudy(deps: LearningDeps, userId: number): Promise<void> {
  for (const studied of await listStudiedFlashcardsWithoutCard(deps.prisma, userId)) {
    await addStudiedFlashcard(
      deps.prisma,
      { userId, flashcardId: studied.flashcardId, moduleId: studied.moduleId },
      studied.masteredAt,
    );
  }
}

const formatNumber = (value: number, unit: string | null) => {
  const digits = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (unit === '$') return `$${digits}`;
  if (unit === '%') return `${digits}%`;
  return unit ? `${digits} ${unit}` : digits;
};

type CardRow = Awaited<ReturnType<typeof listDueCards>>[number];

/** Review cards as the student sees them; a card whose content is gone (a removed question) is left out. */
async function presentCards(deps: LearningDeps, rows: CardRow[]): Promise<ReviewCard[]> {
  const { flashcards, questions } = await findCardContent(
    deps.prisma,
    rows.filter((row) => row.kind === 'flashcard').map((row) => row.refId),
    rows.filter((row) => row.kind === 'quiz').map((row) => row.refId),
  );
  const { outlines } = await catalogueOf(deps.prisma);
  const titleOf = (moduleId: number) =>
    outlines.find((module) => module.id === moduleId)?.title ?? '';
  const cards: ReviewCard[] = [];
  for (const row of rows) {
    let front: string;
    let back: string;
    if (row.kind === 'flashcard') {
      const flashcard = flashcards.find((card) => card.id === row.refId);
      if (!flashcard) continue;
      front = flashcard.question;
      back = flashcard.answer;
    } else {
      const question = questions.find((q) => q.id === row.refId);
      if (!question) continue;
      const answer =
        question.type === 'numeric'
          ? formatNumber(question.numericAnswer ?? 0, question.unit)
          : question.type === 'multiple'
            ? question.correctAnswers.map((index) => question.options[index]).join('; ')
            : (question.options[question.correctAnswer ?? 0] ?? '');
      front = question.question;
      back = `Answer: ${answer}\n\n${question.explanation}`;
    }
    cards.push({
      id: `${row.kind}-${row.refId}`,
      kind: row.kind as ReviewCardKind,
      moduleId: row.moduleId,
      moduleTitle: titleOf(row.moduleId),
      front,
      back,
      due: row.due.toISOString(),
      reps: row.reps,
      lapses: row.lapses,
    });
  }
  return cards;
}

/** The cards due now, oldest first, and where the student stands today. */
export async function getReviewQueue(deps: LearningDeps, userId: number): Promise<ReviewQueue> {
  await addCardsForEarlierStudy(deps, userId);
  const now = new Date();
  const day = dayInZone(now, deps.config.CLUB_TIMEZONE);
  const [rows, counts] = await Promise.all([
    listDueCards(deps.prisma, userId, now, QUEUE_LIMIT),
    reviewCounts(deps.prisma, userId, now, day),
  ]);
  return {
    ...counts,
    nextDueAt: counts.nextDueAt?.toISOString() ?? null,
    cards: await presentCards(deps, rows),
    dailyPointsCap: deps.config.REVIEW_POINTS_PER_DAY,
  };
}

function keyOf(userId: number, cardId: string): ReviewCardKey {
  const id = parse(reviewCardIdSchema, cardId);
  const [kind, refId] = id.split('-') as [ReviewCardKind, string];
  return { userId, kind, refId: Number(refId) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Grades a due card (1 Again … 4 Easy): FSRS gives its next due date; the review is logged and
 * pays a point while the day's review points are under the cap, when it comes at least
 * REVIEW_STUDY_SECONDS after the student's previous review. A card not due yet is refused, so
 * grading the same card over and over pays nothing and moves no schedule.
 */
export async function gradeReview(
  deps: LearningDeps,
  userId: number,
  cardId: string,
  rating: number,
): Promise<GradeReviewResult> {
  const key = keyOf(userId, cardId);
  const now = new Date();
  const day = dayInZone(now, deps.config.CLUB_TIMEZONE);
  const { after, pointsEarned, moduleId } = await deps.prisma.$transaction(async (tx) => {
    await lockStudentReviews(sqlIn(tx), userId);
    const card = await lockReviewCard(sqlIn(tx), key);
    if (!card) throw httpErrors.notFound('Review card not found', 'REVIEW_CARD_NOT_FOUND');
    if (card.due.getTime() > now.getTime()) {
      throw httpErrors.conflict(
        `This card is not due yet: it is due ${card.due.toISOString().slice(0, 10)}`,
        'CARD_NOT_DUE',
      );
    }
    const next = nextSchedule(card, now, rating);
    const paid = await pointsPaidOn(tx, userId, day);
    // A grade pressed sooner than a card can be recalled after the one before counts for the
    // schedule but pays nothing (docs/product.md, "Points").
    const previous = await lastReviewedAt(tx, userId);
    const isPaced =
      previous === null || now.getTime() - previous.getTime() >= REVIEW_STUDY_SECONDS * 1000;
    const points =
      isPaced && paid + POINTS_PER_REVIEW <= deps.config.REVIEW_POINTS_PER_DAY
        ? POINTS_PER_REVIEW
        : 0;
    await saveReview(tx, key, card, next, { rating, at: now, day, pointsEarned: points });
    await publishEvent(sqlIn(tx), 'review.graded', {
      userId,
      moduleId: card.moduleId,
      kind: key.kind,
      rating,
      points,
      reviewedAt: now.toISOString(),
    });
    return { after: next, pointsEarned: points, moduleId: card.moduleId };
  });
  const counts = await reviewCounts(deps.prisma, userId, new Date(), day);
  const [card] = await presentCards(deps, [
    { ...key, moduleId, ...after, createdAt: now } satisfies CardRow,
  ]);
  if (!card) throw httpErrors.notFound('Review card not found', 'REVIEW_CARD_NOT_FOUND');
  return {
    card,
    nextDueAt: after.due.toISOString(),
    intervalDays: Math.max(0, Math.round((after.due.getTime() - now.getTime()) / DAY_MS)),
    pointsEarned,
    pointsToday: counts.pointsToday,
    dueCount: counts.dueCount,
  };
}

/** For teachers' class view: each student's cards due now and in all. */
export async function getReviewDue(deps: LearningDeps, now = new Date()): Promise<ReviewDue> {
  return { students: await countCardsByStudent(deps.db, now) };
}
