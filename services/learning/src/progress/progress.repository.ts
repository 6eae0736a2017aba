import type { RawSqlQuerier } from '@fc/service-kit/db';
import { catalogueOf } from '../content/catalogue.ts';
import type { DbOrTx, Tx } from '../db.ts';

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
 * and completion read these on every call (raw, so that it also runs on the pool: sqlOnPool).
 */
export async function readLearnerProgress(
  db: RawSqlQuerier,
  userId: number,
  openedLessonId?: number,
): Promise<LearnerProgress> {
  const [row] = await db.$queryRaw<
    { completed: number[]; passed: number[]; opened_at: Date | null }[]
  >`
    SELECT ARRAY(SELECT lesson_id FROM lesson_progress WHERE user_id = ${userId}::int) AS completed,
           ARRAY(SELECT DISTINCT module_id FROM quiz_attempt
                 WHERE user_id = ${userId}::int AND passed) AS passed,
           (SELECT opened_at FROM lesson_open
            WHERE user_id = ${userId}::int AND lesson_id = ${openedLessonId ?? null}::int) AS opened_at`;
  return {
    completedLessonIds: new Set(row?.completed ?? []),
    passedQuizModuleIds: new Set(row?.passed ?? []),
    openedAt: row?.opened_at ?? null,
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
