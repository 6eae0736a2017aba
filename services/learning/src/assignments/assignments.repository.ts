import { sql } from 'kysely';
import type { AssignmentKind } from '@fc/contracts/assignments';
import type { DbOrTx, Sql, Tx } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** An assignment with the name of what it assigns and the students it names. */
export interface StoredAssignment {
  id: number;
  kind: AssignmentKind;
  moduleId: number | null;
  contestId: number | null;
  title: string;
  /** The club day it is due, YYYY-MM-DD. */
  dueDate: string;
  note: string;
  forEveryone: boolean;
  createdBy: number;
  createdAt: Date;
  /** The students it names, in id order (none when it is for everyone). */
  userIds: number[];
}

export interface Completion {
  assignmentId: number;
  userId: number;
  completedAt: Date;
}

/** A DATE column holds the day at midnight UTC: its YYYY-MM-DD is the day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

const withTitleAndStudents = {
  module: { select: { title: true } },
  contest: { select: { name: true } },
  students: { select: { userId: true }, orderBy: { userId: 'asc' } },
} as const satisfies Prisma.AssignmentInclude;

type AssignmentWithTitle = Prisma.AssignmentGetPayload<{ include: typeof withTitleAndStudents }>;

function toStored(row: AssignmentWithTitle): StoredAssignment {
  return {
    id: row.id,
    kind: row.kind as AssignmentKind,
    moduleId: row.moduleId,
    contestId: row.contestId,
    title: row.module?.title ?? row.contest?.name ?? '',
    dueDate: dayOf(row.dueDate),
    note: row.note,
    forEveryone: row.forEveryone,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    userIds: row.students.map((student) => student.userId),
  };
}

export function findModuleTitle(db: DbOrTx, moduleId: number) {
  return db.module.findUnique({ where: { id: moduleId }, select: { title: true } });
}

export function findContestRef(db: DbOrTx, contestId: number) {
  return db.contestRef.findUnique({ where: { contestId } });
}

export async function insertAssignment(
  tx: Tx,
  data: {
    kind: AssignmentKind;
    moduleId: number | null;
    contestId: number | null;
    dueDate: string;
    note: string;
    createdBy: number;
    /** Null: every student. */
    userIds: number[] | null;
  },
): Promise<StoredAssignment> {
  const created = await tx.assignment.create({
    data: {
      kind: data.kind,
      moduleId: data.moduleId,
      contestId: data.contestId,
      dueDate: dateOf(data.dueDate),
      note: data.note,
      createdBy: data.createdBy,
      forEveryone: data.userIds === null,
      students:
        data.userIds === null
          ? undefined
          : { createMany: { data: data.userIds.map((userId) => ({ userId })) } },
    },
    include: withTitleAndStudents,
  });
  return toStored(created);
}

/** Every assignment, the latest due first. */
export async function listAllAssignments(db: DbOrTx): Promise<StoredAssignment[]> {
  const rows = await db.assignment.findMany({
    include: withTitleAndStudents,
    orderBy: [{ dueDate: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toStored);
}

/** The assignments for everyone and those naming this student (only their own id is listed). */
export async function listAssignmentsOf(db: DbOrTx, userId: number): Promise<StoredAssignment[]> {
  const rows = await db.assignment.findMany({
    where: { OR: [{ forEveryone: true }, { students: { some: { userId } } }] },
    include: {
      ...withTitleAndStudents,
      students: { where: { userId }, select: { userId: true } },
    },
    orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toStored);
}

/** The assignments due on a club day. */
export async function listAssignmentsDueOn(db: DbOrTx, day: string): Promise<StoredAssignment[]> {
  const rows = await db.assignment.findMany({
    where: { dueDate: dateOf(day) },
    include: withTitleAndStudents,
    orderBy: { id: 'asc' },
  });
  return rows.map(toStored);
}

/** Deletes an assignment with its students and reminders; false when there was none. */
export async function deleteAssignment(db: DbOrTx, id: number): Promise<boolean> {
  const { count } = await db.assignment.deleteMany({ where: { id } });
  return count > 0;
}

/**
 * Who has done which of these assignments, and when (one student's only, when `userId` is given).
 * A module: every lesson completed and its quiz passed (a module without a quiz: its lessons), at
 * the later of the last lesson and the first pass. A contest: joined, when they joined.
 */
export async function listCompletions(
  db: Sql,
  assignmentIds: number[],
  userId?: number,
): Promise<Completion[]> {
  if (assignmentIds.length === 0) return [];
  const lessonsOf = userId === undefined ? sql`` : sql`AND lp.user_id = ${userId}`;
  const entriesOf = userId === undefined ? sql`` : sql`AND ce.user_id = ${userId}`;
  const { rows } = await sql<Completion>`
    SELECT a.id AS "assignmentId", l.user_id AS "userId",
           GREATEST(l.last_lesson_at, q.first_pass_at) AS "completedAt"
    FROM assignment a
    JOIN (SELECT module_id, COUNT(*) AS total FROM lesson GROUP BY module_id) t
      ON t.module_id = a.module_id
    JOIN LATERAL (
      SELECT lp.user_id, COUNT(*) AS done, MAX(lp.completed_at) AS last_lesson_at
      FROM lesson_progress lp JOIN lesson le ON le.id = lp.lesson_id
      WHERE le.module_id = a.module_id ${lessonsOf}
      GROUP BY lp.user_id
    ) l ON l.done = t.total
    LEFT JOIN LATERAL (
      SELECT MIN(qa.submitted_at) AS first_pass_at FROM quiz_attempt qa
      WHERE qa.module_id = a.module_id AND qa.user_id = l.user_id AND qa.passed
    ) q ON true
    WHERE a.kind = 'module' AND a.id = ANY(${assignmentIds}::int[])
      AND (q.first_pass_at IS NOT NULL
           OR NOT EXISTS (SELECT 1 FROM quiz_question qq WHERE qq.module_id = a.module_id))
    UNION ALL
    SELECT a.id, ce.user_id, ce.joined_at
    FROM assignment a JOIN contest_entry ce ON ce.contest_id = a.contest_id
    WHERE a.kind = 'contest' AND a.id = ANY(${assignmentIds}::int[]) ${entriesOf}`.execute(db);
  return rows;
}

export function listReminders(db: DbOrTx, assignmentIds: number[]) {
  return db.assignmentReminder.findMany({
    where: { assignmentId: { in: assignmentIds } },
    select: { assignmentId: true, userId: true, sentAt: true },
  });
}

/**
 * Records reminders for these students unless they have one: answers the students recorded now.
 * Run at once by two replicas, the key lets one insert each row and the other skip it (it waits
 * for the first's commit), so each student is answered to exactly one of them. An assignment
 * deleted meanwhile gets none.
 */
export async function insertReminders(
  db: Sql,
  assignmentId: number,
  userIds: number[],
  sentAt: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ userId: number }>`
    INSERT INTO assignment_reminder (assignment_id, user_id, sent_at)
    SELECT a.id, u.user_id, ${sentAt}
    FROM assignment a CROSS JOIN unnest(${userIds}::int[]) AS u(user_id)
    WHERE a.id = ${assignmentId}
    ON CONFLICT (assignment_id, user_id) DO NOTHING
    RETURNING user_id AS "userId"`.execute(db);
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

export async function upsertContestRef(
  tx: Tx,
  contest: { contestId: number; name: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await tx.contestRef.upsert({
    where: { contestId: contest.contestId },
    create: contest,
    update: { name: contest.name, startsAt: contest.startsAt, endsAt: contest.endsAt },
  });
}

export async function insertContestEntry(
  tx: Tx,
  entry: { contestId: number; userId: number; joinedAt: Date },
): Promise<void> {
  await tx.contestEntry.createMany({ data: [entry], skipDuplicates: true });
}
