import type { TimelineEntry } from '@fc/contracts/class-progress';
import type { LessonSummary } from '@fc/contracts/learning';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import { moduleLessonsQueryOptions } from '@/api/get-module-lessons';
import { useModules } from '@/api/get-modules';
import type { CatalogueTitles } from '@/features/teacher/utils/timeline-subject';

/** Every loaded lesson's title by id (stable between renders: TanStack memoises a stable combine). */
const lessonTitlesOf = (results: UseQueryResult<LessonSummary[]>[]) =>
  new Map(
    results.flatMap((result) => result.data ?? []).map((lesson) => [lesson.id, lesson.title]),
  );

/**
 * The titles a timeline names: GET /api/modules, and GET /api/modules/:id/lessons for each module
 * whose lessons it names (cached with the learning pages).
 */
export function useCatalogueTitles(
  timeline: readonly TimelineEntry[] | undefined,
): CatalogueTitles {
  const modules = useModules();
  const lessonModuleIds = useMemo(
    () => [
      ...new Set(
        (timeline ?? []).flatMap((entry) =>
          entry.lessonId !== null && entry.moduleId !== null ? [entry.moduleId] : [],
        ),
      ),
    ],
    [timeline],
  );
  const lessonTitles = useQueries({
    queries: lessonModuleIds.map((moduleId) => moduleLessonsQueryOptions(moduleId)),
    combine: lessonTitlesOf,
  });
  return useMemo(
    () => ({
      moduleTitle: (moduleId) =>
        modules.data?.find((module) => module.id === moduleId)?.title ?? `Module ${moduleId}`,
      lessonTitle: (lessonId) => lessonTitles.get(lessonId) ?? null,
    }),
    [modules.data, lessonTitles],
  );
}
