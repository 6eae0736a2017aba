import { attemptSchema, type Attempt } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/quiz/attempts: starts an attempt (guests too; theirs is not saved). */
export function startQuizAttempt(moduleId: number): Promise<Attempt> {
  return api.post<Attempt>(
    '/api/quiz/attempts',
    { moduleId },
    { schema: import.meta.env.DEV ? attemptSchema : undefined },
  );
}

export function useStartQuizAttempt() {
  return useMutation({ mutationFn: startQuizAttempt });
}
