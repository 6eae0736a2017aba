import { quizResultSchema, type QuizResult } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { useRefreshProgress } from '@/features/learning/api/use-refresh-progress';
import { api } from '@/lib/api-client';

export interface SubmitQuizInput {
  attemptId: string;
  moduleId: number;
  /** Sent when signed in; the server checks it matches the session. */
  userId?: number;
}

/** POST /api/quiz/submit: the server grades the attempt from the answers it received. */
export function submitQuiz({ attemptId, moduleId, userId }: SubmitQuizInput): Promise<QuizResult> {
  return api.post<QuizResult>(
    '/api/quiz/submit',
    {
      attemptId,
      moduleId,
      ...(userId === undefined ? {} : { userId }),
    },
    { schema: import.meta.env.DEV ? quizResultSchema : undefined },
  );
}

export function useSubmitQuiz() {
  const refreshProgress = useRefreshProgress();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: () => {
      void refreshProgress();
    },
  });
}
