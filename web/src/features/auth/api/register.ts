import { userSchema } from '@fc/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';
import type { User } from '@/types/api';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function register(input: RegisterInput): Promise<User> {
  return api.post<User>('/api/auth/register', input, {
    schema: import.meta.env.DEV ? userSchema : undefined,
  });
}

export function useRegister({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      onSuccess?.(user);
    },
  });
}
