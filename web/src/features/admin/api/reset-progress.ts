import { resetProgressResultSchema } from '@fc/contracts/admin';
import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefreshAfterAction } from '@/features/admin/api/use-refresh-after-action';
import { api } from '@/lib/api-client';

export interface ResetResult {
  userId: number;
  resetAt: string;
}

/**
 * POST /api/admin/users/:id/reset (no body): lessons, quizzes, flashcards, points, streak,
 * achievements and the portfolio go back to a new account's state; the account and its budget
 * plans stay (docs/product.md).
 */
export function resetProgress(userId: number): Promise<ResetResult> {
  return api.post<ResetResult>(`/api/admin/users/${userId}/reset`, undefined, {
    schema: import.meta.env.DEV ? resetProgressResultSchema : undefined,
  });
}

export function useResetProgress({
  onSuccess,
  onError,
}: {
  onSuccess?: (result: ResetResult, userId: number) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const refreshAfterAction = useRefreshAfterAction();
  return useMutation({
    mutationFn: resetProgress,
    onSuccess: (result, userId) => {
      onSuccess?.(result, userId);
      refreshAfterAction(userId, [
        adminKeys.userAchievements(userId),
        adminKeys.userPortfolio(userId),
        adminKeys.leaderboard(),
        adminKeys.investmentLeaderboard(),
      ]);
    },
    onError,
  });
}
