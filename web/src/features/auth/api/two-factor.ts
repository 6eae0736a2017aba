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
    setup: useMutation({
      mutationFn: () =>
        api.post(
          '/api/auth/2fa/setup',
          {},
          { schema: import.meta.env.DEV ? twoFactorSetupSchema : undefined },
        ),
    }),
    enable: useMutation({
      mutationFn: (input: { code: string }) =>
        api.post('/api/auth/2fa/enable', input, {
          schema: import.meta.env.DEV ? recoveryCodesSchema : undefined,
        }),
      // The session is re-issued without the admin's "set up first" flag: refetch what it gates.
      onSuccess: () => queryClient.invalidateQueries(),
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
