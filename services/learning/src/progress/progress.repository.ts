import { sql } from 'kysely';
import { catalogueOf } from '../content/catalogue.ts';
import type { DbOrTx, Sql, Tx } from '../db.ts';

export function listCompletedLessons(db: DbOrTx, userId: number) {
  return db.lessonProgress.findMany({
    where: { userId },
    select: {
      lessonId: true,
      completedAt: true,
      pointsEarned: true,
      lesson: { select: { id: true, moduleId: true } },
    },
    orderBy: { completedAt: 'asc' },
  });
}

export async function findBestQuizScore(
  db: DbOrTx,
  userId: number,
  moduleId: number,
): Promise<number | null> {
  const best = await db.quizAttempt.aggregate({
    where: { userId, moduleId, submittedAt: { not: null } },
    _max: { score: true },
  });
  return best._max.score;
}

/** Every module in order with its title, its lesson ids and whether it has a quiz. */
export async function listModuleOutlines(db: DbOrTx) {
  return (await catalogueOf(db)).outlines;
}

/** What a user has done that decides access, and when they opened a lesson (its reading clock). */
export interface LearnerProgress {
  completedLessonIds: Set<number>;
  passedQuizModuleIds: Set<number>;
  /** When `openedLessonId` was first opened by its reading clock; null when it was not. */
  openedAt: Date | null;
}

/**
 * Completed lessons, passed quizzes and a lesson's opening in one statement: a lesson's opening
 * and completion read these on every call (docs/performance.md).
 */
export async function readLearnerProgress(
  db: Sql,
  userId: number,
  openedLessonId?: number,
): Promise<LearnerProgress> {
  const row = await db
    .selectNoFrom((eb) => [
      sql<number[]>`ARRAY(${eb
        .selectFrom('lesson_progress')
        .select('lesson_id')
        .where('user_id', '=', userId)})`.as('completed'),
      sql<number[]>`ARRAY(${eb
        .selectFrom('quiz_attempt')
        .select('module_id')
        .distinct()
        .where('user_id', '=', userId)
        .where('passed', '=', true)})`.as('passed'),
      eb
        .selectFrom('lesson_open')
        .select('opened_at')
        .where('user_id', '=', userId)
        .where('lesson_id', '=', openedLessonId ?? null)
        .as('opened_at'),
    ])
    .executeTakeFirstOrThrow();
  return {
    completedLessonIds: new Set(row.completed),
    passedQuizModuleIds: new Set(row.passed),
    openedAt: row.opened_at,
  };
}

/**
 * Everything a student did in learning: lessons, reading clocks, flashcards, quiz attempts, review
 * cards and their log.
 */
export async function deleteProgressOf(tx: Tx, userId: number): Promise<void> {
  await tx.lessonProgress.deleteMany({ where: { userId } });
  await tx.lessonOpen.deleteMany({ where: { userId } });
  await tx.flashcardMastery.deleteMany({ where: { userId } });
  await tx.quizAttempt.deleteMany({ where: { userId } });
  await tx.reviewCard.deleteMany({ where: { userId } });
  await tx.reviewLog.deleteMany({ where: { userId } });
}
