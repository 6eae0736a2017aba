import type { User } from '@fc/contracts/auth';
import type { Db } from '../db.ts';
import { listUsers, toApiUser } from './users.repository.ts';

export async function listAllUsers(db: Db): Promise<User[]> {
  return (await listUsers(db)).map(toApiUser);
}
