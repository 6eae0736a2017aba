import type { RawSqlQuerier } from '@fc/service-kit/db';
import type { SqlFragment, SqlTransaction } from '@fc/service-kit/sql-transaction';
import { outboxNotification } from '@fc/service-kit/events/publish';

/**
 * Starts the reading clock the first time a user opens a lesson (later opens keep it) and
 * answers when it started, in one statement.
 */
export async function recordLessonOpened(
  db: RawSqlQuerier,
  userId: number,
  lessonId: number,
): Promise<Date> {
  const [row] = await db.$queryRaw<{ opened_at: Date }[]>`
    INSERT INTO lesson_open (user_id, lesson_id) VALUES (${userId}::int, ${lessonId}::int)
    ON CONFLICT (user_id, lesson_id) DO UPDATE SET opened_at = lesson_open.opened_at
    RETURNING opened_at`;
  if (!row) throw new Error('lesson_open upsert returned no row');
  return row.opened_at;
}

/**
 * How many of the module's lessons the user has completed, and whether `lessonId` is one, as a
 * statement to send with BEGIN after the module's lock (lockUserModuleStatement), so that it is
 * read under the lock and stays true until the commit: a simple query has no parameters, so the
 * ids are written in, and only ever as safe integers. completedOf reads its answer.
 */
export function countCompletedStatement(
  userId: number,
  moduleLessonIds: number[],
  lessonId: number,
): string {
  const ids = [userId, lessonId, ...moduleLessonIds];
  if (!ids.every((id) => Number.isSafeInteger(id)))
    throw new Error(`not a user and lessons: ${ids.join(', ')}`);
  const moduleLessons = `'{${moduleLessonIds.join(',')}}'::int[]`;
  return `SELECT count(*)::int AS completed,
      COALESCE(bool_or(lesson_id = ${lessonId}), false) AS has_lesson
    FROM lesson_progress WHERE user_id = ${userId} AND lesson_id = ANY(${moduleLessons})`;
}

/** countCompletedStatement's answer. */
export function completedOf(
  result: { rows: { completed: number; has_lesson: boolean }[] } | undefined,
) {
  const row = result?.rows[0];
  if (!row) throw new Error('the count of completed lessons answered no row');
  return { completed: row.completed, hasLesson: row.has_lesson };
}

/**
 * The lesson's progress row and its event's outbox row in one statement (one round trip), under
 * the module's lock. Throws when the row was there already (the caller checked under the same
 * lock that it was not), so that the event is rolled back with it.
 */
export async function writeLessonProgressWithEvent(
  tx: SqlTransaction,
  progress: { userId: number; lessonId: number; pointsEarned: number },
  event: { insert: SqlFragment },
): Promise<void> {
  const written = await tx.$executeRaw`
    WITH event AS (${event.insert}),
         progress AS (
           INSERT INTO lesson_progress (user_id, lesson_id, points_earned)
           VALUES (${progress.userId}::int, ${progress.lessonId}::int, ${progress.pointsEarned}::int)
           ON CONFLICT (user_id, lesson_id) DO NOTHING
           RETURNING lesson_id)
    SELECT ${outboxNotification(tx)} FROM progress`;
  if (written !== 1) throw new Error('the lesson was completed already under its module lock');
}
