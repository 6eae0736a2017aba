import type { User, UserPage, UserPageQuery } from '@fc/contracts/auth';
import type { Db } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { findUserPage, listUsers, toApiUser } from './users.repository.ts';

export async function listAllUsers(db: Db): Promise<User[]> {
  return (await listUsers(db)).map(toApiUser);
}

/** The admin members table: one page of the members matching the search, in the asked order. */
export async function listUserPage(
  deps: Pick<AuthDeps, 'prisma' | 'db'>,
  query: UserPageQuery,
): Promise<UserPage> {
  const { users, total } = await findUserPage(deps.prisma, deps.db, {
    words: query.q ? query.q.split(/\s+/).filter(Boolean) : [],
    sort: query.sort,
    order: query.order,
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize,
  });
  return { users: users.map(toApiUser), total, page: query.page, pageSize: query.pageSize };
}
