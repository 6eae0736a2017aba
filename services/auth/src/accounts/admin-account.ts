import { randomBytes } from 'node:crypto';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { AuthDeps } from '../app.ts';
import { hashPassword } from '../passwords.ts';
import { createUser, findUserByUsername } from '../users/users.repository.ts';

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
  const password = options.password ?? generated ?? '';
  const passwordHash = await hashPassword(password);
  await deps.prisma.$transaction(async (tx) => {
    const admin = await createUser(tx, {
      username: ADMIN_USERNAME,
      email: options.email,
      passwordHash,
      firstName: 'Club',
      lastName: 'Admin',
      role: 'admin',
    });
    await publishEvent(tx, 'user.registered', {
      userId: admin.id,
      username: admin.username,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: admin.role,
      registeredAt: admin.createdAt.toISOString(),
    });
  });
  deps.relay.kick();
  deps.logger.info('admin account created');
  return generated;
}
