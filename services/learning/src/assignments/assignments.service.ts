import type {
  AssignmentStatus,
  ClassAssignment,
  CreateAssignmentBody,
  MyAssignment,
} from '@fc/contracts/assignments';
import { dayInZone } from '@fc/service-kit/club-time';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { sqlIn } from '../db.ts';
import type { LearningDeps } from '../deps.ts';
import {
  findLearnerRole,
  findStudentIds,
  listNonStudentIds,
  listStudentIds,
} from '../learners/learners.repository.ts';
import {
  deleteAssignment,
  findContestRef,
  findModuleTitle,
  insertAssignment,
  listAllAssignments,
  listAssignmentsOf,
  listCompletions,
  listReminders,
  type Completion,
  type StoredAssignment,
} from './assignments.repository.ts';

/** Where a student goes to do an assignment. */
export const hrefOf = (assignment: Pick<StoredAssignment, 'moduleId' | 'contestId'>) =>
  assignment.moduleId !== null
    ? `/lessons/${assignment.moduleId}`
    : `/contests/${assignment.contestId}`;

const keyOf = (assignmentId: number, userId: number) => `${assignmentId}:${userId}`;

/** A look-up of when a student did an assignment (null: not done). */
export function completionIndex(
  completions: Completion[],
): (assignmentId: number, userId: number) => Date | null {
  const byPair = new Map(completions.map((c) => [keyOf(c.assignmentId, c.userId), c.completedAt]));
  return (assignmentId, userId) => byPair.get(keyOf(assignmentId, userId)) ?? null;
}

/** Who assignments are for, as learning knows it now. */
export interface Assignees {
  /** Every student (listStudentIds); only read when an assignment is for everyone. */
  studentIds: number[];
  /** The teachers and admins: a student named who has since become one is not counted. */
  nonStudentIds: ReadonlySet<number>;
}

/** What the assignees of these assignments are read from. */
export async function loadAssignees(
  deps: Pick<LearningDeps, 'prisma' | 'db'>,
  assignments: StoredAssignment[],
): Promise<Assignees> {
  const [studentIds, nonStudentIds] = await Promise.all([
    assignments.some((assignment) => assignment.forEveryone)
      ? listStudentIds(deps.db)
      : Promise.resolve([]),
    listNonStudentIds(deps.prisma),
  ]);
  return { studentIds, nonStudentIds: new Set(nonStudentIds) };
}

/**
 * The students an assignment is for, in id order: every student, or those it names who are not
 * known as teachers or admins (they may have been made teachers since).
 */
export const assigneesOf = (assignment: StoredAssignment, assignees: Assignees) =>
  assignment.forEveryone
    ? assignees.studentIds
    : assignment.userIds.filter((userId) => !assignees.nonStudentIds.has(userId));

function toBase(assignment: StoredAssignment) {
  return {
    id: assignment.id,
    kind: assignment.kind,
    moduleId: assignment.moduleId,
    contestId: assignment.contestId,
    title: assignment.title,
    dueDate: assignment.dueDate,
    note: assignment.note,
    createdAt: assignment.createdAt.toISOString(),
  };
}

type Target = { moduleId: number; contestId: null } | { moduleId: null; contestId: number };

/** The module or the contest a body assigns (the schema has made sure its kind names one). */
function targetOf(body: CreateAssignmentBody): Target {
  if (body.moduleId !== undefined && body.contestId !== undefined) {
    throw httpErrors.badRequest('Assign a module or a contest, not both', 'MODULE_AND_CONTEST');
  }
  if (body.kind === 'module' && body.moduleId !== undefined) {
    return { moduleId: body.moduleId, contestId: null };
  }
  if (body.kind === 'contest' && body.contestId !== undefined) {
    return { moduleId: null, contestId: body.contestId };
  }
  throw httpErrors.badRequest(`Choose the ${body.kind} to assign`, 'NOTHING_ASSIGNED');
}

/**
 * What is being assigned, checked: the module or the contest must exist, a contest must not have
 * ended, and the due date must be today or later in the club's calendar.
 */
async function checkAssignable(
  deps: LearningDeps,
  body: CreateAssignmentBody,
  now: Date,
): Promise<Target> {
  const target = targetOf(body);
  if (target.moduleId !== null) {
    const { moduleId } = target;
    if (!(await findModuleTitle(deps.prisma, moduleId))) {
      throw httpErrors.badRequest(`There is no module ${moduleId}`, 'UNKNOWN_MODULE');
    }
  } else {
    const { contestId } = target;
    const contest = await findContestRef(deps.prisma, contestId);
    if (!contest) {
      throw httpErrors.badRequest(`There is no contest ${contestId}`, 'UNKNOWN_CONTEST');
    }
    if (contest.endsAt.getTime() <= now.getTime()) {
      throw httpErrors.badRequest('That contest has already ended', 'CONTEST_ENDED');
    }
  }
  const today = dayInZone(now, deps.config.CLUB_TIMEZONE);
  if (body.dueDate < today) {
    throw httpErrors.badRequest(
      `The due date ${body.dueDate} has passed: choose today (${today}) or a later day`,
      'DUE_DATE_PASSED',
    );
  }
  return target;
}

/**
 * The students named must be students: learners whose role is student, or users learning has not
 * heard registering who have used it. The first one who is not is named (in the order given).
 */
async function checkStudents(deps: LearningDeps, userIds: number[]): Promise<void> {
  const students = new Set(await findStudentIds(deps.db, userIds));
  const unknown = userIds.find((userId) => !students.has(userId));
  if (unknown !== undefined) {
    throw httpErrors.badRequest(`There is no student ${unknown}`, 'UNKNOWN_STUDENT');
  }
}

/** A teacher or admin assigns a module or a contest; the students named hear of it at once. */
export async function createAssignment(
  deps: LearningDeps,
  teacherId: number,
  body: CreateAssignmentBody,
  now = new Date(),
): Promise<ClassAssignment> {
  const target = await checkAssignable(deps, body, now);
  if (body.userIds !== null) await checkStudents(deps, body.userIds);
  const userIds = body.userIds === null ? null : [...new Set(body.userIds)].sort((a, b) => a - b);
  const assignment = await deps.prisma.$transaction(async (tx) => {
    const created = await insertAssignment(tx, {
      kind: body.kind,
      ...target,
      dueDate: body.dueDate,
      note: body.note,
      createdBy: teacherId,
      userIds,
    });
    await publishEvent(sqlIn(tx), 'assignment.created', {
      assignmentId: created.id,
      title: created.title,
      dueDate: created.dueDate,
      userIds,
    });
    return created;
  });
  const [view] = await describeForTeachers(deps, [assignment]);
  return view!;
}

async function describeForTeachers(
  deps: LearningDeps,
  assignments: StoredAssignment[],
): Promise<ClassAssignment[]> {
  const ids = assignments.map((assignment) => assignment.id);
  const [assignees, completions, reminders] = await Promise.all([
    loadAssignees(deps, assignments),
    listCompletions(deps.db, ids),
    listReminders(deps.prisma, ids),
  ]);
  const completedAt = completionIndex(completions);
  const reminded = new Map(
    reminders.map((reminder) => [keyOf(reminder.assignmentId, reminder.userId), reminder.sentAt]),
  );
  return assignments.map((assignment) => {
    const students = assigneesOf(assignment, assignees).map((userId) => ({
      userId,
      completedAt: completedAt(assignment.id, userId)?.toISOString() ?? null,
      remindedAt: reminded.get(keyOf(assignment.id, userId))?.toISOString() ?? null,
    }));
    return {
      ...toBase(assignment),
      userIds: assignment.forEveryone ? null : assignment.userIds,
      createdBy: assignment.createdBy,
      assigned: students.length,
      completed: students.filter((student) => student.completedAt !== null).length,
      students,
    };
  });
}

/** Every assignment as teachers see it, the latest due first, with who has done it. */
export async function listClassAssignments(deps: LearningDeps): Promise<ClassAssignment[]> {
  return describeForTeachers(deps, await listAllAssignments(deps.prisma));
}

export async function removeAssignment(deps: LearningDeps, id: number): Promise<void> {
  if (!(await deleteAssignment(deps.prisma, id))) {
    throw httpErrors.notFound('Assignment not found', 'ASSIGNMENT_NOT_FOUND');
  }
}

const statusRank: Record<AssignmentStatus, number> = { overdue: 0, to_do: 0, done: 1 };

/**
 * A student's assignments: what is left to do first, the soonest due first, then what is done.
 * Overdue: due before today (club calendar) and not done. A user learning knows as a teacher or an
 * admin has none: assignments are for students only.
 */
export async function listMyAssignments(
  deps: LearningDeps,
  userId: number,
  now = new Date(),
): Promise<MyAssignment[]> {
  const role = await findLearnerRole(deps.prisma, userId);
  if (role !== null && role !== 'student') return [];
  const assignments = await listAssignmentsOf(deps.prisma, userId);
  const completedAtOf = completionIndex(
    await listCompletions(
      deps.db,
      assignments.map((assignment) => assignment.id),
      userId,
    ),
  );
  const today = dayInZone(now, deps.config.CLUB_TIMEZONE);
  const mine = assignments.map((assignment): MyAssignment => {
    const completedAt = completedAtOf(assignment.id, userId);
    const status: AssignmentStatus =
      completedAt !== null ? 'done' : assignment.dueDate < today ? 'overdue' : 'to_do';
    return {
      ...toBase(assignment),
      status,
      completedAt: completedAt?.toISOString() ?? null,
      href: hrefOf(assignment),
    };
  });
  // Already in due-date order: a stable sort keeps it within each group.
  return mine.sort((a, b) => statusRank[a.status] - statusRank[b.status]);
}
