import {
  messageAnswerSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@fc/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const twoFactorQueryKey = ['auth', 'two-factor'] as const;

export function useTwoFactorStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: () =>
      api.get('/api/auth/2fa', { schema: import.meta.env.DEV ? twoFactorStatusSchema : undefined }),
    enabled,
  });
}

/** Set-up, turning on and off: each refreshes the status when it succeeds. */
export function useTwoFactorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
  return {
    /** Refetches everything the new session may open (after the recovery codes are shown). */
    refreshAll: () => queryClient.invalidateQueries(),
    setup: useMutation({
      mutationFn: () =>
        api.post(
          '/api/auth/2fa/setup',
          {},
          { schema: import.meta.env.DEV ? twoFactorSetupSchema : undefined },
        ),
    }),
    // The caller shows the recovery codes first, then refreshes (see TwoFactorDialog): the
    // session is re-issued without an admin's "set up first" flag, so what it gates is refetched.
    enable: useMutation({
      mutationFn: (input: { code: string }) =>
        api.post('/api/auth/2fa/enable', input, {
          schema: import.meta.env.DEV ? recoveryCodesSchema : undefined,
        }),
    }),
    disable: useMutation({
      mutationFn: (input: { password: string; code: string }) =>
        api.post('/api/auth/2fa/disable', input, {
          schema: import.meta.env.DEV ? messageAnswerSchema : undefined,
        }),
      onSuccess: refresh,
    }),
  };
}
