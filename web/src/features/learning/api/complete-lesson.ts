import { completeLessonResultSchema, type CompleteLessonResult } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { useRefreshProgress } from '@/features/learning/api/use-refresh-progress';
import { api } from '@/lib/api-client';

export interface CompleteLessonInput {
  lessonId: number;
  /** How long the reader was open; the server checks its own clock too. */
  readingTimeSeconds: number;
}

/** POST /api/lessons/{id}/complete. Refused (4xx `{code, message}`) when read too briefly or locked. */
export function completeLesson({
  lessonId,
  readingTimeSeconds,
}: CompleteLessonInput): Promise<CompleteLessonResult> {
  return api.post<CompleteLessonResult>(
    `/api/lessons/${lessonId}/complete`,
    {
      readingTimeSeconds,
    },
    { schema: import.meta.env.DEV ? completeLessonResultSchema : undefined },
  );
}

export function useCompleteLesson({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: CompleteLessonResult) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const refreshProgress = useRefreshProgress();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (result) => {
      onSuccess?.(result);
      void refreshProgress();
    },
    onError,
  });
}
