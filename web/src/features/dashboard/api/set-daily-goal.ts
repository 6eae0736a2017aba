import { useMutation, useQueryClient } from '@tanstack/react-query';

import { leaderboardKeys } from '@/api/query-keys';
import type { DailyGoal } from '@/features/dashboard/utils/activity';
import { api } from '@/lib/api-client';

export interface SetDailyGoalInput {
  dailyGoal: DailyGoal;
}

/** PUT /api/rewards/goal: the student's daily goal, 20, 50 or 100 points (400 otherwise). */
export function setDailyGoal({ dailyGoal }: SetDailyGoalInput): Promise<{ dailyGoal: number }> {
  // No response schema here: it would bring zod into the first load (the dashboard).
  return api.put<{ dailyGoal: number }>('/api/rewards/goal', { dailyGoal });
}

/**
 * Changes the daily goal, then fetches the rewards summary again before the change counts as
 * done: the card's target comes from it, and a goal that today's points already reach extends
 * the streak at once. Changes run one after another (one scope), so the last one picked wins.
 */
export function useSetDailyGoal({
  userId,
  onError,
}: {
  userId: number;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDailyGoal,
    scope: { id: 'daily-goal' },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
      await queryClient.invalidateQueries({ queryKey: leaderboardKeys.rewardsSummary(userId) });
    },
    onError,
  });
}
