import type { ModuleAccess, PreviousModuleStanding } from '@fc/contracts/learning';

export interface AccessInput {
  /** Every module in order, with its title, its lesson ids and whether it has a quiz. */
  modules: { id: number; title: string; lessonIds: number[]; hasQuiz: boolean }[];
  completedLessonIds: ReadonlySet<number>;
  passedQuizModuleIds: ReadonlySet<number>;
  isAdmin: boolean;
}

export function isModuleComplete(lessonIds: number[], completed: ReadonlySet<number>): boolean {
  return lessonIds.length > 0 && lessonIds.every((id) => completed.has(id));
}

/**
 * Which modules a user may open (docs/product.md): the first module of the course always; any
 * other once every lesson of the module before it in the course order (content/course.yaml) is
 * completed and its quiz passed (70 % or more). A module the user has already started (a lesson
 * completed or its quiz passed) stays open, so a new course order never takes away a module a
 * student was working in. Admins may open everything to review it. Each entry says where the user stands with the
 * previous module, so a locked one can show what is left to do.
 */
export function computeAccess(input: AccessInput): Map<number, ModuleAccess> {
  const access = new Map<number, ModuleAccess>();
  input.modules.forEach((module, index) => {
    const previous = input.modules[index - 1];
    if (!previous) {
      access.set(module.id, { canAccess: true, reason: 'first_module', previousModule: null });
      return;
    }
    const standing: PreviousModuleStanding = {
      moduleId: previous.id,
      title: previous.title,
      isOpen: access.get(previous.id)?.canAccess ?? false,
      lessonsCompleted: previous.lessonIds.filter((id) => input.completedLessonIds.has(id)).length,
      totalLessons: previous.lessonIds.length,
      hasQuiz: previous.hasQuiz,
      quizPassed: input.passedQuizModuleIds.has(previous.id),
    };
    const isPreviousDone =
      isModuleComplete(previous.lessonIds, input.completedLessonIds) &&
      (!previous.hasQuiz || standing.quizPassed);
    const isStarted =
      module.lessonIds.some((id) => input.completedLessonIds.has(id)) ||
      input.passedQuizModuleIds.has(module.id);
    const reason = isPreviousDone
      ? 'quiz_passed'
      : isStarted
        ? 'started'
        : input.isAdmin
          ? 'admin'
          : 'locked';
    access.set(module.id, { canAccess: reason !== 'locked', reason, previousModule: standing });
  });
  return access;
}

/**
 * Why a module (or its quiz) is locked, naming what is left of the previous module, e.g. 'This
 * module is locked: to unlock it, complete the lessons of Budgeting Basics (3 of 5 done) and pass
 * the Budgeting Basics quiz'.
 */
export function lockedMessage(
  previous: PreviousModuleStanding | null | undefined,
  subject: 'module' | 'quiz' = 'module',
): string {
  const lead =
    subject === 'quiz'
      ? 'This quiz is locked: to unlock its module,'
      : 'This module is locked: to unlock it,';
  if (!previous) {
    return `${lead} complete all lessons of the previous module and pass its quiz`;
  }
  const steps: string[] = [];
  if (previous.lessonsCompleted < previous.totalLessons) {
    steps.push(
      `complete the lessons of ${previous.title} (${previous.lessonsCompleted} of ${previous.totalLessons} done)`,
    );
  }
  if (previous.hasQuiz && !previous.quizPassed) steps.push(`pass the ${previous.title} quiz`);
  if (steps.length === 0) steps.push(`finish ${previous.title}`);
  return `${lead} ${steps.join(' and ')}`;
}
