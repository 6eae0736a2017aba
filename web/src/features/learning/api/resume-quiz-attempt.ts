import { attemptClockSchema, type AttemptClock } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * POST /api/quiz/attempts/{attemptId}/resume: the student has read an answer's feedback and moves
 * on; the server restarts the attempt's clock (stopped since the answer) and says its deadline.
 */
export function resumeQuizAttempt(attemptId: string): Promise<AttemptClock> {
  return api.post<AttemptClock>(
    `/api/quiz/attempts/${attemptId}/resume`,
    {},
    { schema: import.meta.env.DEV ? attemptClockSchema : undefined },
  );
}

export function useResumeQuizAttempt() {
  return useMutation({ mutationFn: resumeQuizAttempt });
}
