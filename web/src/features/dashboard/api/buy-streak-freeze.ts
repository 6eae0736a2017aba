import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leaderboardKeys, POINTS_SETTLE_MS } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { User } from '@/types/api';

export interface StreakFreezeResult {
  streakFreezes: number;
  points: number;
}

/**
 * POST /api/rewards/streak-freeze: buys a streak freeze for 50 points. 409 `{message}` when 2 are
 * held already or the points are short.
 */
export function buyStreakFreeze(): Promise<StreakFreezeResult> {
  // No response schema here: it would bring zod into the first load (the dashboard).
  return api.post<StreakFreezeResult>('/api/rewards/streak-freeze', undefined);
}

/**
 * Buys a freeze. The header's points take the server's new total at once (the session's copy of
 * the points reaches the auth service a moment later, so the user is fetched again after that);
 * the rewards summary (freezes held, points, activity) is fetched again before the purchase counts
 * as done, and the leaderboards, whose points changed, are marked stale.
 */
export function useBuyStreakFreeze({
  userId,
  onSuccess,
  onError,
}: {
  userId: number;
  onSuccess?: (result: StreakFreezeResult) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyStreakFreeze,
    onSuccess: async (result) => {
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user ? { ...user, points: result.points } : user,
      );
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }, POINTS_SETTLE_MS);
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
      await queryClient.invalidateQueries({ queryKey: leaderboardKeys.rewardsSummary(userId) });
      onSuccess?.(result);
    },
    onError,
  });
}
