import { revokeSessions } from '@fc/service-kit/session';
import type { AuthDeps } from '../deps.ts';
import { findRevokedUnexpiredSessions } from './sessions.repository.ts';

/**
 * Redis keeps nothing on disk here: after it restarts, the signed-out sessions that are not yet
 * expired are listed again from the database, so their tokens stay unusable.
 */
export async function restoreRevokedSessions(deps: AuthDeps): Promise<number> {
  const sessions = await findRevokedUnexpiredSessions(deps.prisma);
  await revokeSessions(deps.redis, deps.config.REDIS_PREFIX, sessions);
  return sessions.length;
}
