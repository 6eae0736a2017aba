import type { DbOrTx } from '../db.ts';

/**
 * Starts the reading clock the first time a user opens a lesson (later opens keep it) and
 * answers when it started, in one statement.
 */
export async function recordLessonOpened(
  db: DbOrTx,
  userId: number,
  lessonId: number,
): Promise<Date> {
  const [row] = await db.$queryRaw<{ opened_at: Date }[]>`
    INSERT INTO lesson_open (user_id, lesson_id) VALUES (${userId}, ${lessonId})
    ON CONFLICT (user_id, lesson_id) DO UPDATE SET opened_at = lesson_open.opened_at
    RETURNING opened_at`;
  if (!row) throw new Error('lesson_open upsert returned no row');
  return row.opened_at;
}

export function findLessonOpen(db: DbOrTx, userId: number, lessonId: number) {
  return db.lessonOpen.findUnique({ where: { userId_lessonId: { userId, lessonId } } });
}

/** Records the completion once: answers false when it was recorded already. */
export async function insertLessonProgress(
  db: DbOrTx,
  data: { userId: number; lessonId: number; pointsEarned: number },
): Promise<boolean> {
  const { count } = await db.lessonProgress.createMany({ data: [data], skipDuplicates: true });
  return count === 1;
}

/** How many of the module's lessons the user has completed. */
export function countCompletedOf(db: DbOrTx, userId: number, lessonIds: number[]) {
  return db.lessonProgress.count({ where: { userId, lessonId: { in: lessonIds } } });
}
