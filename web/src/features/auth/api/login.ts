import { loginAnswerSchema, userSchema, type LoginAnswer } from '@fc/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import type { User } from '@/types/api';

export interface LoginInput {
  username: string;
  password: string;
}

/** The user, or `{twoFactorRequired: true}` when the account asks for a code next. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/auth/login', input, {
    schema: import.meta.env.DEV ? loginAnswerSchema : undefined,
  });
}

/** The second step of a two-factor sign-in: a code from the app or a recovery code. */
export function loginWithCode(input: { code: string }): Promise<User> {
  return api.post<User>('/api/auth/login/2fa', input, {
    schema: import.meta.env.DEV ? userSchema : undefined,
  });
}

export function useLogin({
  onSuccess,
  onCodeNeeded,
}: { onSuccess?: (user: User) => void; onCodeNeeded?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) {
        onCodeNeeded?.();
        return;
      }
      setSessionUser(queryClient, answer);
      onSuccess?.(answer);
    },
  });
}

export function useLoginWithCode({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithCode,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
