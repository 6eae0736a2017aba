import type { LessonSummary, Module } from '@fc/contracts/learning';

import { useModuleLessons } from '@/api/get-module-lessons';
import { useModules } from '@/api/get-modules';
import { useModuleAccess } from '@/features/learning/api/get-module-access';

export interface NextModuleLesson {
  module: Module;
  lesson: LessonSummary;
}

/**
 * The first lesson of the module after `moduleId` in the course's order, once that module is open
 * to the user (a guest's always is); null while unknown, at the course's end, or while locked.
 */
export function useNextModuleLesson(moduleId: number): NextModuleLesson | null {
  const modules = useModules().data ?? [];
  const index = modules.findIndex((module) => module.id === moduleId);
  const next = index === -1 ? undefined : modules[index + 1];
  const access = useModuleAccess(next?.id ?? 0, { enabled: next !== undefined });
  const lessons = useModuleLessons(next?.id ?? 0, { enabled: next !== undefined });
  const first = lessons.data?.[0];
  if (!next || !first || !access.canAccess) return null;
  return { module: next, lesson: first };
}
