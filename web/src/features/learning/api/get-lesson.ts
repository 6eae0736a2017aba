import { lessonSchema, type Lesson } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { toDeviceDeadline } from '@/features/learning/utils/lesson-completion';
import { api } from '@/lib/api-client';

/** A lesson as the reader holds it: with when it can be completed by this device's clock. */
export interface ReaderLesson extends Lesson {
  /**
   * The server's `completableAt` moved onto this device's clock (null when no reading clock runs):
   * the time left by the server's clock, counted from when the answer arrived. It is never early:
   * the answer's travel time only adds to it.
   */
  completableAtMs: number | null;
}

/**
 * GET /api/lessons/{id}: the lesson with its text. Opening it signed in starts the server's
 * reading clock, or keeps the one already running.
 */
export async function getLesson(lessonId: number): Promise<ReaderLesson> {
  const lesson = await api.get<Lesson>(`/api/lessons/${lessonId}`, {
    schema: import.meta.env.DEV ? lessonSchema : undefined,
  });
  return { ...lesson, completableAtMs: toDeviceDeadline(lesson, Date.now()) };
}

/**
 * Asked again each time the reader opens: the answer carries the reading clock, which starts
 * once the lesson is open to the student (e.g. after the lesson before it is completed).
 */
export const lessonQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: learningKeys.lesson(lessonId),
    queryFn: () => getLesson(lessonId),
    staleTime: 0,
    refetchOnMount: true,
  });

export function useLesson(lessonId: number) {
  return useQuery(lessonQueryOptions(lessonId));
}
