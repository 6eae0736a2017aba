import type { ClassAssignment } from '@fc/contracts/assignments';
import type { ClassStudent } from '@fc/contracts/class-progress';

import { isActiveWithin, studentName } from '@/features/teacher/utils/class-rows';

/** How many of the latest days count as "active" on the summary. */
export const ACTIVE_DAYS = 7;
/** How many students the "points this week" chart shows. */
export const TOP_THIS_WEEK = 10;

export interface ModuleFigure {
  moduleId: number;
  title: string;
  /** Lessons completed in the module, all students together. */
  lessonsCompleted: number;
  /** The average of the best quiz scores of the students who took it; null when nobody did. */
  averageQuizBest: number | null;
  quizTakers: number;
}

export interface ClassSummary {
  studentCount: number;
  activeCount: number;
  stuckCount: number;
  modules: ModuleFigure[];
  topThisWeek: { userId: number; name: string; points: number }[];
  assignments: {
    id: number;
    title: string;
    dueDate: string;
    completed: number;
    assigned: number;
  }[];
}

/** The one-page summary's figures, from the class rows, the catalogue and the assignments. */
export function summarizeClass(
  students: readonly ClassStudent[],
  modules: readonly { id: number; title: string }[],
  assignments: readonly ClassAssignment[],
  now: Date,
): ClassSummary {
  const moduleIds = [
    ...new Set([
      ...modules.map((module) => module.id),
      ...students.flatMap((student) => student.modules.map((module) => module.moduleId)),
    ]),
  ];
  const moduleFigures = moduleIds.map((moduleId) => {
    const progress = students.flatMap((student) =>
      student.modules.filter((module) => module.moduleId === moduleId),
    );
    const bests = progress.flatMap((module) =>
      module.quizBestPercent === null ? [] : [module.quizBestPercent],
    );
    return {
      moduleId,
      title: modules.find((module) => module.id === moduleId)?.title ?? `Module ${moduleId}`,
      lessonsCompleted: progress.reduce((sum, module) => sum + module.lessonsCompleted, 0),
      averageQuizBest:
        bests.length === 0
          ? null
          : Math.round(bests.reduce((sum, best) => sum + best, 0) / bests.length),
      quizTakers: bests.length,
    };
  });
  const topThisWeek = students
    .filter((student) => student.pointsThisWeek > 0)
    .sort((a, b) => b.pointsThisWeek - a.pointsThisWeek || a.userId - b.userId)
    .slice(0, TOP_THIS_WEEK)
    .map((student) => ({
      userId: student.userId,
      name: studentName(student),
      points: student.pointsThisWeek,
    }));
  return {
    studentCount: students.length,
    activeCount: students.filter((student) => isActiveWithin(student, ACTIVE_DAYS, now)).length,
    stuckCount: students.filter((student) => student.stuck.length > 0).length,
    modules: moduleFigures,
    topThisWeek,
    assignments: [...assignments]
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)
      .map(({ id, title, dueDate, completed, assigned }) => ({
        id,
        title,
        dueDate,
        completed,
        assigned,
      })),
  };
}
