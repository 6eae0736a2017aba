import { lessonSummaryListSchema, type LessonSummary } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/modules/{id}/lessons (public): the lessons in order, without their text. */
export async function getModuleLessons(moduleId: number): Promise<LessonSummary[]> {
  const lessons = await api.get<LessonSummary[]>(`/api/modules/${moduleId}/lessons`, {
    schema: import.meta.env.DEV ? lessonSummaryListSchema : undefined,
  });
  return [...lessons].sort((a, b) => a.position - b.position);
}

export const moduleLessonsQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: learningKeys.moduleLessons(moduleId),
    queryFn: () => getModuleLessons(moduleId),
  });

export function useModuleLessons(moduleId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...moduleLessonsQueryOptions(moduleId), enabled });
}
