import { userListSchema } from '@fc/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';
import type { User } from '@/types/api';

/** GET /api/users: every member (admin only). */
export async function getUsers(): Promise<User[]> {
  return (
    (await api.get<User[] | undefined>('/api/users', {
      schema: import.meta.env.DEV ? userListSchema : undefined,
    })) ?? []
  );
}

/** docs/product.md section 7: the users list is not retried. */
export const usersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers, retry: false });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
