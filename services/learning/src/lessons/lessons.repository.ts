import { sql } from 'kysely';
import type { Sql } from '../db.ts';

/**
 * Starts the reading clock the first time a user opens a lesson (later opens keep it) and
 * answers when it started, in one statement.
 */
export async function recordLessonOpened(db: Sql, userId: number, lessonId: number): Promise<Date> {
  const row = await db
    .insertInto('lesson_open')
    .values({ user_id: userId, lesson_id: lessonId })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'lesson_id'])
        .doUpdateSet((eb) => ({ opened_at: eb.ref('lesson_open.opened_at') })),
    )
    .returning('opened_at')
    .executeTakeFirstOrThrow();
  return row.opened_at;
}

/**
 * How many of the module's lessons the user has completed, and whether `lessonId` is one. Read
 * under the module's lock (lockUserModule), it stays true until the transaction ends.
 */
export async function countCompletedLessons(
  db: Sql,
  userId: number,
  moduleLessonIds: number[],
  lessonId: number,
): Promise<{ completed: number; hasLesson: boolean }> {
  return db
    .selectFrom('lesson_progress')
    .select([
      sql<number>`count(*)::int`.as('completed'),
      sql<boolean>`COALESCE(bool_or(lesson_id = ${lessonId}), false)`.as('hasLesson'),
    ])
    .where('user_id', '=', userId)
    .where((eb) => eb('lesson_id', '=', eb.fn.any(eb.val(moduleLessonIds))))
    .executeTakeFirstOrThrow();
}

/** Records a completed lesson with the points it paid; answers false when it was there already. */
export async function insertLessonProgress(
  db: Sql,
  progress: { userId: number; lessonId: number; pointsEarned: number },
): Promise<boolean> {
  const written = await db
    .insertInto('lesson_progress')
    .values({
      user_id: progress.userId,
      lesson_id: progress.lessonId,
      points_earned: progress.pointsEarned,
    })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .returning('lesson_id')
    .executeTakeFirst();
  return written !== undefined;
}
