import { useMutation } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefreshAfterAction } from '@/features/admin/api/use-refresh-after-action';
import { api } from '@/lib/api-client';

export interface SetPointsInput {
  userId: number;
  /** The new total: a whole number of 0 or more. */
  points: number;
}

/** POST /api/admin/users/:id/leaderboard {userId, points}: sets the member's points total. */
export function setPoints({ userId, points }: SetPointsInput): Promise<unknown> {
  return api.post<unknown>(`/api/admin/users/${userId}/leaderboard`, { userId, points });
}

export function useSetPoints({
  onSuccess,
  onError,
}: {
  onSuccess?: (input: SetPointsInput) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const refreshAfterAction = useRefreshAfterAction();
  return useMutation({
    mutationFn: setPoints,
    onSuccess: (_result, input) => {
      onSuccess?.(input);
      refreshAfterAction(input.userId, [adminKeys.leaderboard()]);
    },
    onError,
  });
}
