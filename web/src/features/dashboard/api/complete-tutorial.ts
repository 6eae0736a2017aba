import { userSchema } from '@fc/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { logger } from '@/lib/logger';
import type { User } from '@/types/api';

/**
 * POST /api/auth/me/tutorial: the account remembers that the dashboard tour was shown, so that
 * it does not open by itself again on any browser. Answers the user.
 */
export function completeTutorial(): Promise<User> {
  return api.post<User>('/api/auth/me/tutorial', undefined, {
    schema: import.meta.env.DEV ? userSchema : undefined,
  });
}

export function useCompleteTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTutorial,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
    // Not worth a toast: at worst the tour opens by itself once more on another visit.
    onError: (error) => logger.warn('Could not save that the tutorial was seen', error),
  });
}
