import type { TimelineKind } from '@fc/contracts/class-progress';
import type { DbOrTx } from '../db.ts';
import type { MemberModule } from '../generated/prisma/client.ts';

/**
 * The class view's read model: each member's progress per module and their timeline,
 * written by the event handlers in the transaction of the change, read by the teacher's routes.
 */

export type ModuleProgress = Omit<MemberModule, 'userId' | 'moduleId'>;

export const emptyModuleProgress: ModuleProgress = {
  lessonsCompleted: 0,
  quizBestPercent: null,
  quizAttempts: 0,
  quizFailures: 0,
  quizPassed: false,
  cardsMastered: 0,
  cardsTotal: 0,
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
export async function deleteClassProgressOf(db: DbOrTx, userId: number): Promise<void> {
  await db.memberModule.deleteMany({ where: { userId } });
  await db.activity.deleteMany({ where: { userId } });
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

/** One line of a member's timeline: an entry of their own, or a ledger row none of them paid. */
export interface TimelineRow {
  at: Date;
  /** A timeline kind; 'points' for a ledger row. */
  kind: TimelineKind;
  /** The entry's words, or the ledger row's reason. */
  text: string;
  /** The module and lesson an entry was about; null for a ledger row. */
  moduleId: number | null;
  lessonId: number | null;
  /** An entry's: the sum of the ledger rows it paid, null when none; a ledger row's delta. */
  points: number | null;
}

/**
 * A member's latest timeline, newest first: their own entries, each with the points of the
 * ledger rows it paid (same event and reason), and the ledger rows no entry paid (an admin's
 * change, a streak freeze...). A row an entry paid never shows on its own, however old the entry.
 * At one instant, entries come before ledger rows, each newest written first.
 */
export function listTimeline(db: DbOrTx, userId: number, take: number): Promise<TimelineRow[]> {
  return db.$queryRaw<TimelineRow[]>`
    SELECT at, kind, text, module_id AS "moduleId", lesson_id AS "lessonId", points FROM (
      SELECT a.at, 0 AS source, a.id, a.kind, a.text, a.module_id, a.lesson_id,
             (SELECT sum(e.delta)::int FROM points_entry e
               WHERE e.event_id = a.event_id AND e.reason = a.reason AND e.user_id = a.user_id)
               AS points
        FROM activity a
       WHERE a.user_id = ${userId}
      UNION ALL
      SELECT e.created_at, 1, e.id, 'points', e.reason, NULL, NULL, e.delta
        FROM points_entry e
       WHERE e.user_id = ${userId}
         AND NOT EXISTS (SELECT 1 FROM activity a
                          WHERE a.event_id = e.event_id AND a.reason = e.reason
                            AND a.user_id = e.user_id)
    ) timeline
    ORDER BY at DESC, source, id DESC
    LIMIT ${take}`;
}
