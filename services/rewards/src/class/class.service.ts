import {
  STUCK_INACTIVE_DAYS,
  STUCK_QUIZ_FAILURES,
  type ClassProgress,
  type ClassStudent,
  type ClassStudentDetail,
  type ModuleProgress,
  type StuckReason,
  type TimelineEntry,
} from '@fc/contracts/class-progress';
import { httpErrors } from '@fc/service-kit/errors';
import type { RewardsDeps } from '../deps.ts';
import { describeReason } from '../leaderboard/leaderboard.service.ts';
import { startOfDayInZone, weekStartOf } from '../leagues/league-week.ts';
import { currentStreak, dayInZone } from '../points/streak.ts';
import {
  findStudentRow,
  listStudentModules,
  listStudents,
  listTimeline,
  sumPointsSince,
  type StudentModuleRow,
  type StudentRow,
} from './class.repository.ts';

/** How many timeline entries a student's detail shows, newest first. */
export const TIMELINE_LENGTH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why a student is stuck (docs/product.md "For teachers"): nothing learned, traded or planned for
 * 7 days (counted from joining when there was never anything), or a module's quiz failed twice
 * without a pass.
 */
export function stuckReasonsOf(
  student: { lastActiveAt: Date | null; joinedAt: Date },
  modules: readonly Pick<ModuleProgress, 'quizFailures' | 'quizPassed'>[],
  now: Date,
): StuckReason[] {
  const reasons: StuckReason[] = [];
  const idleSince = student.lastActiveAt ?? student.joinedAt;
  if (now.getTime() - idleSince.getTime() > STUCK_INACTIVE_DAYS * DAY_MS) {
    reasons.push('inactive_7_days');
  }
  if (modules.some((m) => m.quizFailures >= STUCK_QUIZ_FAILURES && !m.quizPassed)) {
    reasons.push('quiz_failed_twice');
  }
  return reasons;
}

/** When the club's week began (Monday 00:00 club time). */
function weekStartAt(now: Date, timeZone: string): Date {
  return startOfDayInZone(weekStartOf(now, timeZone), timeZone);
}

function toModuleProgress(row: StudentModuleRow): ModuleProgress {
  return {
    moduleId: row.moduleId,
    lessonsCompleted: row.lessonsCompleted,
    quizBestPercent: row.quizBestPercent,
    quizAttempts: row.quizAttempts,
    quizFailures: row.quizFailures,
    quizPassed: row.quizPassed,
    cardsMastered: row.cardsMastered,
    cardsTotal: row.cardsTotal,
  };
}

function toClassStudent(
  row: StudentRow,
  moduleRows: readonly StudentModuleRow[],
  pointsThisWeek: number,
  now: Date,
  timeZone: string,
): ClassStudent {
  const modules = moduleRows.map(toModuleProgress);
  return {
    userId: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    lessonsCompleted: row.lessonsCompleted,
    modules,
    cardsMastered: modules.reduce((sum, m) => sum + m.cardsMastered, 0),
    reviewsDone: row.reviewsDone,
    streak: currentStreak(row.streak, row.lastActivityDay, dayInZone(now, timeZone)),
    points: row.points,
    pointsThisWeek,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    plansCompleted: row.plansCompleted,
    trades: row.trades,
    returnBasisPoints: row.returnBasisPoints,
    stuck: stuckReasonsOf(
      { lastActiveAt: row.lastActiveAt, joinedAt: row.createdAt },
      modules,
      now,
    ),
    joinedAt: row.createdAt.toISOString(),
  };
}

/** The teacher's class view: every student's row, in three queries however big the class. */
export async function getClassProgress(
  deps: RewardsDeps,
  now = new Date(),
): Promise<ClassProgress> {
  const timeZone = deps.config.CLUB_TIMEZONE;
  const weekStart = weekStartAt(now, timeZone);
  const [students, moduleRows, weekPoints] = await Promise.all([
    listStudents(deps.prisma),
    listStudentModules(deps.prisma),
    sumPointsSince(deps.prisma, weekStart),
  ]);
  const modulesOf = new Map<number, StudentModuleRow[]>();
  for (const row of moduleRows)
    modulesOf.set(row.userId, [...(modulesOf.get(row.userId) ?? []), row]);
  return {
    students: students.map((row) =>
      toClassStudent(
        row,
        modulesOf.get(row.userId) ?? [],
        weekPoints.get(row.userId) ?? 0,
        now,
        timeZone,
      ),
    ),
    weekStart: weekStart.toISOString(),
    generatedAt: now.toISOString(),
  };
}

/**
 * One student's row and timeline, newest first: their own entries with the points each paid, and
 * the ledger's other changes of points (listTimeline).
 */
export async function getStudentDetail(
  deps: RewardsDeps,
  userId: number,
  now = new Date(),
): Promise<ClassStudentDetail> {
  const timeZone = deps.config.CLUB_TIMEZONE;
  const row = await findStudentRow(deps.prisma, userId);
  if (!row) throw httpErrors.notFound(`There is no student ${userId}`, 'STUDENT_NOT_FOUND');
  const [moduleRows, weekPoints, timeline] = await Promise.all([
    listStudentModules(deps.prisma, userId),
    sumPointsSince(deps.prisma, weekStartAt(now, timeZone), userId),
    listTimeline(deps.db, userId, TIMELINE_LENGTH),
  ]);
  return {
    student: toClassStudent(row, moduleRows, weekPoints.get(userId) ?? 0, now, timeZone),
    timeline: timeline.map((item): TimelineEntry => ({
      at: item.at.toISOString(),
      kind: item.kind,
      text: item.kind === 'points' ? describeReason(item.text) : item.text,
      moduleId: item.module_id,
      lessonId: item.lesson_id,
      points: item.points,
    })),
  };
}
