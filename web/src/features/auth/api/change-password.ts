import { messageAnswerSchema, type ChangePasswordBody } from '@fc/contracts/auth';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export function changePassword(input: ChangePasswordBody) {
  return api.post('/api/auth/change-password', input, {
    schema: import.meta.env.DEV ? messageAnswerSchema : undefined,
  });
}

export function useChangePassword(options: {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: changePassword, ...options });
}
