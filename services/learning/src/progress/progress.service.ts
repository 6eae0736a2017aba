import type {
  ModuleAccess,
  ModuleAccessMap,
  ModuleProgress,
  ProgressRecord,
} from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { moduleNotFound } from '../modules/modules.service.ts';
import { computeAccess, lockedMessage } from './access.ts';
import {
  findBestQuizScore,
  listCompletedLessons,
  listModuleOutlines,
  readLearnerProgress,
  type LearnerProgress,
} from './progress.repository.ts';

export async function getProgress(deps: LearningDeps, userId: number): Promise<ProgressRecord[]> {
  return (await listCompletedLessons(deps.prisma, userId)).map((row) => ({
    lessonId: row.lessonId,
    completed: true,
    completedAt: row.completedAt.toISOString(),
    pointsEarned: row.pointsEarned,
    lesson: row.lesson,
  }));
}

export async function getModuleProgress(
  deps: LearningDeps,
  userId: number,
  moduleId: number,
): Promise<ModuleProgress> {
  const module = (await listModuleOutlines(deps.prisma)).find((outline) => outline.id === moduleId);
  if (!module) throw moduleNotFound();
  const [{ completedLessonIds: completedIds, passedQuizModuleIds: passed }, bestQuizScore] =
    await Promise.all([
      readLearnerProgress(deps.db, userId),
      findBestQuizScore(deps.prisma, userId, moduleId),
    ]);
  const done = module.lessonIds.filter((id) => completedIds.has(id)).length;
  const total = module.lessonIds.length;
  return {
    moduleId,
    percentage: total === 0 ? 0 : Math.round((done / total) * 100),
    completed: done,
    totalLessons: total,
    quizPassed: passed.has(moduleId),
    bestQuizScore,
  };
}

/** What a user has done that decides access: completed lessons, passed quizzes. */
export async function learnerStateOf(
  deps: LearningDeps,
  userId: number,
  isAdmin: boolean,
): Promise<{ completedLessonIds: Set<number>; access: Map<number, ModuleAccess> }> {
  const [modules, progress] = await Promise.all([
    listModuleOutlines(deps.prisma),
    readLearnerProgress(deps.db, userId),
  ]);
  return accessOf(modules, progress, isAdmin);
}

/** Access of every module, from the catalogue's outlines and what the user has done. */
export function accessOf(
  modules: Awaited<ReturnType<typeof listModuleOutlines>>,
  progress: LearnerProgress,
  isAdmin: boolean,
): { completedLessonIds: Set<number>; access: Map<number, ModuleAccess> } {
  const access = computeAccess({
    modules,
    completedLessonIds: progress.completedLessonIds,
    passedQuizModuleIds: progress.passedQuizModuleIds,
    isAdmin,
  });
  return { completedLessonIds: progress.completedLessonIds, access };
}

/** Access of every module for a user; the role is the session's when it is the user's own. */
export async function getAccessMap(
  deps: LearningDeps,
  userId: number,
  isAdmin: boolean,
): Promise<ModuleAccessMap> {
  const { access } = await learnerStateOf(deps, userId, isAdmin);
  return Object.fromEntries([...access].map(([id, entry]) => [String(id), entry]));
}

export async function getModuleAccess(
  deps: LearningDeps,
  userId: number,
  isAdmin: boolean,
  moduleId: number,
): Promise<ModuleAccess> {
  const access = (await getAccessMap(deps, userId, isAdmin))[String(moduleId)];
  if (!access) throw moduleNotFound();
  return access;
}

/** The admin's role counts only for the admin's own access, not for the student being looked at. */
export const isAdminAsked = (session: Session, userId: number) =>
  session.role === 'admin' && session.userId === userId;

/** Refuses (403 MODULE_LOCKED, saying what is left to do) when the module is locked to the user. */
export async function assertModuleOpen(
  deps: LearningDeps,
  session: Session,
  moduleId: number,
  subject: 'module' | 'quiz' = 'module',
): Promise<void> {
  const access = await getModuleAccess(deps, session.userId, session.role === 'admin', moduleId);
  assertAccess(access, subject);
}

export function assertAccess(access: ModuleAccess, subject: 'module' | 'quiz' = 'module'): void {
  if (!access.canAccess) {
    throw httpErrors.forbidden(lockedMessage(access.previousModule, subject), 'MODULE_LOCKED');
  }
}
