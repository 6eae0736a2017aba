import { lessonSchema, type Lesson } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/features/learning/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/lessons/{id}: the lesson with its text. Opening it signed in starts the server's reading clock. */
export function getLesson(lessonId: number): Promise<Lesson> {
  return api.get<Lesson>(`/api/lessons/${lessonId}`, {
    schema: import.meta.env.DEV ? lessonSchema : undefined,
  });
}

export const lessonQueryOptions = (lessonId: number) =>
  queryOptions({ queryKey: learningKeys.lesson(lessonId), queryFn: () => getLesson(lessonId) });

export function useLesson(lessonId: number) {
  return useQuery(lessonQueryOptions(lessonId));
}
