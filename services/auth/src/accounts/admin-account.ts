import { randomBytes } from 'node:crypto';
import type { AuthDeps } from '../deps.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { createAccount } from './accounts.service.ts';

export const ADMIN_USERNAME = 'admin';

/**
 * Creates the account "admin" on the first start: with ADMIN_PASSWORD, or with a generated
 * password printed once. Answers the generated password, if one was made.
 */
export async function ensureAdminAccount(
  deps: AuthDeps,
  options: { password?: string; email: string },
): Promise<string | undefined> {
  if (await findUserByUsername(deps.prisma, ADMIN_USERNAME)) return undefined;
  const generated = options.password ? undefined : randomBytes(12).toString('base64url');
  await createAccount(deps, {
    username: ADMIN_USERNAME,
    email: options.email,
    password: options.password ?? generated ?? '',
    firstName: 'Club',
    lastName: 'Admin',
    role: 'admin',
  });
  deps.logger.info('admin account created');
  return generated;
}
