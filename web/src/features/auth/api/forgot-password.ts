import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return api.post<unknown>('/api/auth/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
