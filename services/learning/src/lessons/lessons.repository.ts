import type { DbOrTx } from '../db.ts';

export function findLesson(db: DbOrTx, id: number) {
  return db.lesson.findUnique({ where: { id } });
}

export function findPreviousLesson(db: DbOrTx, lesson: { moduleId: number; position: number }) {
  return db.lesson.findFirst({
    where: { moduleId: lesson.moduleId, position: { lt: lesson.position } },
    orderBy: { position: 'desc' },
    select: { id: true },
  });
}

/** Starts the reading clock the first time a user opens a lesson; later opens keep it. */
export async function recordLessonOpened(
  db: DbOrTx,
  userId: number,
  lessonId: number,
): Promise<void> {
  await db.lessonOpen.createMany({ data: [{ userId, lessonId }], skipDuplicates: true });
}

export function findLessonOpen(db: DbOrTx, userId: number, lessonId: number) {
  return db.lessonOpen.findUnique({ where: { userId_lessonId: { userId, lessonId } } });
}

export async function isLessonCompleted(
  db: DbOrTx,
  userId: number,
  lessonId: number,
): Promise<boolean> {
  return (await db.lessonProgress.count({ where: { userId, lessonId } })) > 0;
}

/** Records the completion once: answers false when it was recorded already. */
export async function insertLessonProgress(
  db: DbOrTx,
  data: { userId: number; lessonId: number; pointsEarned: number },
): Promise<boolean> {
  const { count } = await db.lessonProgress.createMany({ data: [data], skipDuplicates: true });
  return count === 1;
}

export async function countCompletedInModule(db: DbOrTx, userId: number, moduleId: number) {
  const [completed, total] = await Promise.all([
    db.lessonProgress.count({ where: { userId, lesson: { moduleId } } }),
    db.lesson.count({ where: { moduleId } }),
  ]);
  return { completed, total };
}
