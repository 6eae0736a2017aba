import { sql, type Selectable } from 'kysely';
import type { TimelineKind } from '@fc/contracts/class-progress';
import type { DbOrTx, Sql } from '../db.ts';
import type { MemberModule } from '../generated/kysely.ts';

/**
 * The class view's read model: each member's progress per module and their timeline,
 * written by the event handlers in the transaction of the change, read by the teacher's routes.
 */

/** A member's progress in one module, as a change reads and writes it. */
export type ModuleProgress = Omit<Selectable<MemberModule>, 'user_id' | 'module_id'>;

export const emptyModuleProgress: ModuleProgress = {
  lessons_completed: 0,
  quiz_best_percent: null,
  quiz_attempts: 0,
  quiz_failures: 0,
  quiz_passed: false,
  cards_mastered: 0,
  cards_total: 0,
};

/** A member's progress in a module moved on from what it was (null: none yet, so empty). */
export function nextModuleProgress(
  current: ModuleProgress | null,
  change: (progress: ModuleProgress) => Partial<ModuleProgress>,
): ModuleProgress {
  const before = current ?? emptyModuleProgress;
  return { ...before, ...change(before) };
}

/** What a progress reset clears of the class view. */
export async function deleteClassProgressOf(db: Sql, userId: number): Promise<void> {
  await db.deleteFrom('member_module').where('user_id', '=', userId).execute();
  await db.deleteFrom('activity').where('user_id', '=', userId).execute();
}

const studentFields = {
  userId: true,
  username: true,
  firstName: true,
  lastName: true,
  role: true,
  lessonsCompleted: true,
  reviewsDone: true,
  streak: true,
  lastActivityDay: true,
  points: true,
  lastActiveAt: true,
  plansCompleted: true,
  trades: true,
  returnBasisPoints: true,
  createdAt: true,
} as const;

/** Every student, by last name then first name. */
export function listStudents(db: DbOrTx) {
  return db.member.findMany({
    where: { role: 'student' },
    select: studentFields,
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { userId: 'asc' }],
  });
}

export type StudentRow = Awaited<ReturnType<typeof listStudents>>[number];

export function findStudentRow(db: DbOrTx, userId: number): Promise<StudentRow | null> {
  return db.member.findFirst({ where: { userId, role: 'student' }, select: studentFields });
}

/** Module progress of every student (or of one), in module order. */
export function listStudentModules(db: DbOrTx, userId?: number) {
  return db.memberModule.findMany({
    where: userId === undefined ? { member: { role: 'student' } } : { userId },
    orderBy: [{ userId: 'asc' }, { moduleId: 'asc' }],
  });
}

export type StudentModuleRow = Awaited<ReturnType<typeof listStudentModules>>[number];

/** Points earned since a moment, by student (or for one). */
export async function sumPointsSince(
  db: DbOrTx,
  since: Date,
  userId?: number,
): Promise<Map<number, number>> {
  const sums = await db.pointsEntry.groupBy({
    by: ['userId'],
    where: {
      createdAt: { gte: since },
      ...(userId === undefined ? { member: { role: 'student' } } : { userId }),
    },
    _sum: { delta: true },
  });
  return new Map(sums.map((row) => [row.userId, row._sum.delta ?? 0]));
}

/**
 * A member's latest timeline, newest first: their own entries, each with the points of the
 * ledger rows it paid (same event and reason), and the ledger rows no entry paid (an admin's
 * change, a streak freeze...), each with its reason as its text, kind 'points' and its delta. A
 * row an entry paid never shows on its own, however old the entry. At one instant, entries come
 * before ledger rows, each newest written first.
 */
export function listTimeline(db: Sql, userId: number, take: number) {
  const entries = db
    .selectFrom('activity as a')
    .select((eb) => [
      'a.at',
      sql<number>`0`.as('source'),
      'a.id',
      'a.kind',
      'a.text',
      'a.module_id',
      'a.lesson_id',
      eb
        .selectFrom('points_entry as e')
        .select(sql<number | null>`sum(e.delta)::int`.as('points'))
        .whereRef('e.event_id', '=', 'a.event_id')
        .whereRef('e.reason', '=', 'a.reason')
        .whereRef('e.user_id', '=', 'a.user_id')
        .as('points'),
    ])
    .where('a.user_id', '=', userId);
  const unpaidLedger = db
    .selectFrom('points_entry as e')
    .select([
      'e.created_at as at',
      sql<number>`1`.as('source'),
      'e.id',
      sql<string>`'points'`.as('kind'),
      'e.reason as text',
      sql<number | null>`NULL`.as('module_id'),
      sql<number | null>`NULL`.as('lesson_id'),
      'e.delta as points',
    ])
    .where('e.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('activity as a')
            .select('a.id')
            .whereRef('a.event_id', '=', 'e.event_id')
            .whereRef('a.reason', '=', 'e.reason')
            .whereRef('a.user_id', '=', 'e.user_id'),
        ),
      ),
    );
  return db
    .selectFrom(entries.unionAll(unpaidLedger).as('timeline'))
    .select(['at', 'kind', 'text', 'module_id', 'lesson_id', 'points'])
    .$narrowType<{ kind: TimelineKind }>()
    .orderBy('at', 'desc')
    .orderBy('source')
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
}
