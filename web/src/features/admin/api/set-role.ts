import { userSchema } from '@fc/contracts/auth';
import { useMutation } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { useRefreshAfterAction } from '@/features/admin/api/use-refresh-after-action';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

export interface SetRoleInput {
  userId: number;
  role: 'student' | 'teacher';
}

/**
 * PUT /api/admin/users/:id/role {role} (admins only): the member becomes a teacher or a student
 * again, and is signed out everywhere so that their next session carries the new role.
 */
export function setRole({ userId, role }: SetRoleInput): Promise<User> {
  return api.put<User>(
    `/api/admin/users/${userId}/role`,
    { role },
    { schema: import.meta.env.DEV ? userSchema : undefined },
  );
}

export function useSetRole({
  onSuccess,
  onError,
}: {
  onSuccess?: (user: User) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const refreshAfterAction = useRefreshAfterAction();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (user, input) => {
      onSuccess?.(user);
      // Students are listed in the class; teachers are not.
      refreshAfterAction(input.userId, [teacherKeys.all]);
    },
    onError,
  });
}
