import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { learningKeys, POINTS_SETTLE_MS } from '@/api/query-keys';
import { userQueryKey } from '@/lib/auth';

/**
 * After a lesson is completed, a quiz finished or a card mastered: the
 * progress, the module access (a module may have unlocked) and the current
 * user (their points changed) are fetched again; the user and the rewards
 * standing once more when the points have had time to arrive.
 */
export function useRefreshProgress(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['rewards'] });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    }, POINTS_SETTLE_MS);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: learningKeys.progress() }),
      queryClient.invalidateQueries({ queryKey: learningKeys.access() }),
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
    ]);
  }, [queryClient]);
}
