import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefreshAfterAction } from '@/features/admin/api/use-refresh-after-action';
import { api } from '@/lib/api-client';

export interface AwardAchievementInput {
  userId: number;
  achievementId: string;
}

/** POST /api/admin/users/:id/achievements {achievementId}: idempotent (an earned one stays earned). */
export function awardAchievement({
  userId,
  achievementId,
}: AwardAchievementInput): Promise<unknown> {
  return api.post<unknown>(`/api/admin/users/${userId}/achievements`, { achievementId });
}

export function useAwardAchievement({
  onSuccess,
  onError,
}: {
  onSuccess?: (input: AwardAchievementInput) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const refreshAfterAction = useRefreshAfterAction();
  return useMutation({
    mutationFn: awardAchievement,
    onSuccess: (_result, input) => {
      onSuccess?.(input);
      // The award pays its points (and any trading bonus): the rankings move too.
      refreshAfterAction(input.userId, [
        adminKeys.userAchievements(input.userId),
        adminKeys.leaderboard(),
      ]);
    },
    onError,
  });
}
