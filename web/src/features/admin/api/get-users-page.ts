import {
  USERS_PAGE_SIZE,
  userPageSchema,
  type SortOrder,
  type UserPage,
  type UserSort,
} from '@fc/contracts/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

export interface UsersPageParams {
  /** The search text: every word must be in the name, username or e-mail. */
  q: string;
  sort: UserSort;
  order: SortOrder;
  /** From 1. */
  page: number;
  pageSize?: number;
}

/** GET /api/users?q=&sort=&order=&page=&pageSize=: one page of the members table (admin only). */
export function getUsersPage({
  q,
  sort,
  order,
  page,
  pageSize = USERS_PAGE_SIZE,
}: UsersPageParams): Promise<UserPage> {
  const query = new URLSearchParams({
    sort,
    order,
    page: String(page),
    pageSize: String(pageSize),
  });
  if (q.trim()) query.set('q', q.trim());
  return api.get<UserPage>(`/api/users?${query.toString()}`, {
    schema: import.meta.env.DEV ? userPageSchema : undefined,
  });
}

/**
 * Like the whole list, not retried (docs/product.md section 7). While the next page, sort or
 * search loads, the page shown stays in place rather than blinking to a placeholder.
 */
export const usersPageQueryOptions = (params: UsersPageParams) =>
  queryOptions({
    queryKey: adminKeys.usersPage(params),
    queryFn: () => getUsersPage(params),
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useUsersPage(params: UsersPageParams) {
  return useQuery(usersPageQueryOptions(params));
}
