import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export function resetPassword(input: { token: string; password: string }): Promise<unknown> {
  return api.post<unknown>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
