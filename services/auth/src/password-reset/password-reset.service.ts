import { createHash, randomBytes } from 'node:crypto';
import { authMessages, type ForgotPasswordBody, type ResetPasswordBody } from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';
import { revokeSessions } from '@fc/service-kit/session';
import type { AuthDeps } from '../deps.ts';
import { assertAcceptablePassword, contextWords } from '../password-policy.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { revokeAllSessionsOf } from '../accounts/sessions.repository.ts';
import {
  createResetToken,
  findUsableResetToken,
  invalidateResetTokensOf,
  markResetTokenUsed,
  updatePasswordHash,
} from './password-reset.repository.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Counts a reset request against its network address (429 past the limit). It is all the
 * request does before it is answered: the answer is the same, and comes as fast, whether or not
 * the e-mail belongs to an account; `sendResetLinkIfKnown` does the rest after answering.
 */
export async function acceptResetRequest(deps: AuthDeps, requestedFrom: string): Promise<void> {
  await deps.resetRequestThrottle.recordRequest(requestedFrom);
}

/** After answering: a reset link for the account with that e-mail, if there is one. */
export async function sendResetLinkIfKnown(
  deps: AuthDeps,
  input: ForgotPasswordBody,
): Promise<void> {
  const user = await findUserByEmail(deps.prisma, input.email);
  if (!user) {
    deps.logger.info('password reset asked for an unknown address');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await createResetToken(deps.prisma, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const resetUrl = new URL(
    `/reset-password?token=${encodeURIComponent(token)}`,
    deps.config.PUBLIC_URL,
  ).toString();
  await deps.mailer.sendPasswordReset(
    { userId: user.id, email: user.email, firstName: user.firstName },
    resetUrl,
  );
  deps.logger.info({ userId: user.id }, 'password reset requested');
}

/** Sets the new password, uses the token up and ends every session of that user. */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordBody): Promise<void> {
  const tokenHash = hashToken(input.token);
  const found = await findUsableResetToken(deps.prisma, tokenHash);
  if (!found) throw httpErrors.badRequest(authMessages.invalidResetToken, 'INVALID_RESET_TOKEN');
  const owner = await findUserById(deps.prisma, found.userId);
  assertAcceptablePassword(
    input.password,
    deps.config.PASSWORD_MIN_LENGTH,
    'password',
    contextWords({
      clubName: deps.config.CLUB_NAME,
      username: owner?.username,
      email: owner?.email,
    }),
  );
  const passwordHash = await deps.passwords.hash(input.password);
  const endedSessions = await deps.prisma.$transaction(async (tx) => {
    if (!(await markResetTokenUsed(tx, found.id))) {
      throw httpErrors.badRequest(authMessages.invalidResetToken, 'INVALID_RESET_TOKEN');
    }
    await updatePasswordHash(tx, found.userId, passwordHash);
    await invalidateResetTokensOf(tx, found.userId);
    return revokeAllSessionsOf(tx, found.userId);
  });
  await revokeSessions(deps.redis, deps.config.REDIS_PREFIX, endedSessions);
  deps.logger.info({ userId: found.userId, endedSessions: endedSessions.length }, 'password reset');
}
