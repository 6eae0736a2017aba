import type { User, UserPage, UserPageQuery } from '@fc/contracts/auth';
import type { Db } from '../db.ts';
import { findUserPage, listUsers, toApiUser } from './users.repository.ts';

export async function listAllUsers(db: Db): Promise<User[]> {
  return (await listUsers(db)).map(toApiUser);
}

/** The admin members table: one page of the members matching the search, in the asked order. */
export async function listUserPage(db: Db, query: UserPageQuery): Promise<UserPage> {
  const { users, total } = await findUserPage(db, {
    words: query.q ? query.q.split(/\s+/).filter(Boolean) : [],
    sort: query.sort,
    order: query.order,
    skip: (query.page - 1) * query.pageSize,
    take: query.pageSize,
  });
  return { users: users.map(toApiUser), total, page: query.page, pageSize: query.pageSize };
}
