import type { ModuleAccess } from '@fc/contracts/learning';

export interface AccessInput {
  /** Every module in order, with its lesson ids and whether it has a quiz. */
  modules: { id: number; lessonIds: number[]; hasQuiz: boolean }[];
  completedLessonIds: ReadonlySet<number>;
  passedQuizModuleIds: ReadonlySet<number>;
  isAdmin: boolean;
}

export function isModuleComplete(lessonIds: number[], completed: ReadonlySet<number>): boolean {
  return lessonIds.length > 0 && lessonIds.every((id) => completed.has(id));
}

/**
 * Which modules a user may open (docs/product.md): the first module always; any
 * other once every lesson of the previous module is completed and its quiz passed (70 % or
 * more). Admins may open everything to review it.
 */
export function computeAccess(input: AccessInput): Map<number, ModuleAccess> {
  const access = new Map<number, ModuleAccess>();
  input.modules.forEach((module, index) => {
    const previous = input.modules[index - 1];
    if (!previous) {
      access.set(module.id, { canAccess: true, reason: 'first_module' });
      return;
    }
    const isPreviousDone =
      isModuleComplete(previous.lessonIds, input.completedLessonIds) &&
      (!previous.hasQuiz || input.passedQuizModuleIds.has(previous.id));
    if (isPreviousDone) access.set(module.id, { canAccess: true, reason: 'quiz_passed' });
    else if (input.isAdmin) access.set(module.id, { canAccess: true, reason: 'admin' });
    else access.set(module.id, { canAccess: false, reason: 'locked' });
  });
  return access;
}
