import type { Module, ProgressRecord } from '@fc/contracts/learning';

import { countCompletedInModule, toPercentage } from '@/lib/learning-progress';

/** docs/product.md section 9 "Dashboard limits". */
export const FEATURED_MODULES_LIMIT = 4;

export type ModuleTrack = Module['track'];

/** The dashboard's category tiles, in their order. */
export const trackOrder: readonly ModuleTrack[] = [
  'personal-finance',
  'investments',
  'business-finance',
  'advanced',
];

export const trackLabels: Record<ModuleTrack, string> = {
  'personal-finance': 'Personal Finance',
  investments: 'Investments',
  'business-finance': 'Business Finance',
  advanced: 'Advanced Topics',
};

/** One module with the user's progress in it. */
export interface ModuleStanding {
  module: Module;
  /** Lessons done, never more than the module has. */
  completed: number;
  percentage: number;
  /** 100 % (a module without lessons is never complete). */
  isComplete: boolean;
}

/** The modules in catalogue order (by id), each with the lessons the records mark completed. */
export function getModuleStandings(
  modules: readonly Module[],
  records: readonly ProgressRecord[] | undefined,
): ModuleStanding[] {
  return [...modules]
    .sort((a, b) => a.id - b.id)
    .map((module) => {
      const completed = Math.min(countCompletedInModule(records, module.id), module.totalLessons);
      const percentage = toPercentage(completed, module.totalLessons);
      return {
        module,
        completed,
        percentage,
        isComplete: module.totalLessons > 0 && percentage === 100,
      };
    });
}

export interface LearningSummary {
  /** The sum of every module's `totalLessons`. */
  totalLessons: number;
  completedLessons: number;
  /** Completed lessons out of all lessons, 0 to 100. */
  overallPercentage: number;
  /** Modules at 100 %. */
  completedModules: number;
  /** The mean of the modules' percentages, rounded. */
  averageProgress: number;
  /** The sum of every module's `flashcardCount`. */
  totalFlashcards: number;
}

/** Every total on the dashboard, counted from the catalogue and the progress records. */
export function summarizeLearning(standings: readonly ModuleStanding[]): LearningSummary {
  const sum = (pick: (standing: ModuleStanding) => number) =>
    standings.reduce((total, standing) => total + pick(standing), 0);
  const totalLessons = sum((s) => s.module.totalLessons);
  const completedLessons = sum((s) => s.completed);
  return {
    totalLessons,
    completedLessons,
    overallPercentage: toPercentage(completedLessons, totalLessons),
    completedModules: standings.filter((s) => s.isComplete).length,
    averageProgress:
      standings.length === 0 ? 0 : Math.round(sum((s) => s.percentage) / standings.length),
    totalFlashcards: sum((s) => s.module.flashcardCount),
  };
}

/** How many modules each track holds (0 for a track without any). */
export function countModulesByTrack(modules: readonly Module[]): Record<ModuleTrack, number> {
  const counts: Record<ModuleTrack, number> = {
    'personal-finance': 0,
    investments: 0,
    'business-finance': 0,
    advanced: 0,
  };
  for (const module of modules) counts[module.track] += 1;
  return counts;
}

/** The modules of the 'advanced' track, in catalogue order. */
export function getAdvancedModules(modules: readonly Module[]): Module[] {
  return modules.filter((module) => module.track === 'advanced').sort((a, b) => a.id - b.id);
}

/** Why no module is featured: there are none, every one is done, or the next ones are locked. */
export function getFeaturedEmptyReason(
  standings: readonly ModuleStanding[],
): 'none' | 'complete' | 'locked' {
  if (standings.length === 0) return 'none';
  return standings.every((standing) => standing.isComplete) ? 'complete' : 'locked';
}

/**
 * docs/product.md sections 2 and 6: up to 4 modules that are unfinished and unlocked.
 * Admins see every module, so theirs are the first unfinished ones whatever
 * their access.
 */
export function pickFeaturedModules(
  standings: readonly ModuleStanding[],
  {
    isAdmin,
    canAccess,
    limit = FEATURED_MODULES_LIMIT,
  }: { isAdmin: boolean; canAccess: (moduleId: number) => boolean; limit?: number },
): ModuleStanding[] {
  return standings
    .filter((standing) => !standing.isComplete && (isAdmin || canAccess(standing.module.id)))
    .slice(0, limit);
}
