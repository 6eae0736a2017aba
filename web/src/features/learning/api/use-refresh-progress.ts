import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { learningKeys } from '@/features/learning/api/query-keys';
import { userQueryKey } from '@/lib/auth';

/**
 * After a lesson is completed, a quiz finished or a card mastered: the
 * progress, the module access (a module may have unlocked) and the current
 * user (their points changed) are fetched again.
 */
export function useRefreshProgress(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: learningKeys.progress() }),
      queryClient.invalidateQueries({ queryKey: learningKeys.access() }),
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
    ]);
  }, [queryClient]);
}
