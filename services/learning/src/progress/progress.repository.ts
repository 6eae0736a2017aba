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

/** Modules whose quiz this user has passed at least once. */
export async function listPassedQuizModuleIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db.quizAttempt.findMany({
    where: { userId, passed: true },
    select: { moduleId: true },
    distinct: ['moduleId'],
  });
  return new Set(rows.map((row) => row.moduleId));
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

/** The ids of the lessons a user has completed. */
export async function listCompletedLessonIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db.lessonProgress.findMany({ where: { userId }, select: { lessonId: true } });
  return new Set(rows.map((row) => row.lessonId));
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
