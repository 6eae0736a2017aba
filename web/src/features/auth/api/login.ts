import { userSchema } from '@fc/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import type { User } from '@/types/api';

export interface LoginInput {
  username: string;
  password: string;
}

export function login(input: LoginInput): Promise<User> {
  return api.post<User>('/api/auth/login', input, {
    schema: import.meta.env.DEV ? userSchema : undefined,
  });
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
