import { twoFactorMessages } from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';
import type { PendingSignIn, Session } from '@fc/service-kit/session';
import {
  logout,
  signedInAs,
  type SignedIn,
  type SignInOrigin,
} from '../accounts/accounts.service.ts';
import { trustedDeviceFor } from '../accounts/device-cookie.ts';
import type { AuthDeps } from '../deps.ts';
import type { User } from '../generated/prisma/client.ts';
import { passwordStampOf } from '../passwords.ts';
import { findUserById, usernameKeyOf } from '../users/users.repository.ts';
import { checkSecondFactor } from './two-factor.service.ts';

/** The account of a signed-in session, whose two-factor settings are read or changed. */
export async function accountOfSession(deps: AuthDeps, session: Session): Promise<User> {
  const user = await findUserById(deps.prisma, session.userId);
  if (!user) throw httpErrors.unauthorized();
  return user;
}

/**
 * A sign-in's second step: the proof that the password was right (`pending`, from its cookie),
 * then a code from the app or a recovery code. The browser's previous session ends.
 */
export async function signInWithSecondFactor(
  deps: AuthDeps,
  pending: PendingSignIn | undefined,
  code: string,
  origin: SignInOrigin,
  previousSession: Session | undefined,
): Promise<SignedIn> {
  const user = pending ? await findUserById(deps.prisma, pending.userId) : null;
  // A password changed since (by its owner, a reset or an admin) voids the proof.
  if (!user || passwordStampOf(user.passwordHash) !== pending?.passwordStamp) {
    throw httpErrors.unauthorized(twoFactorMessages.noPendingSignIn, 'NO_PENDING_SIGN_IN');
  }
  // Wrong codes count like wrong passwords: the same growing wait, per account and address.
  const accountKey = usernameKeyOf(user.username);
  const { address, deviceTokens } = origin;
  const device = trustedDeviceFor(deps, deviceTokens, accountKey);
  await deps.loginThrottle.assertAllowed(accountKey, address, device);
  if (!(await checkSecondFactor(deps, user, code))) {
    await deps.loginThrottle.recordFailure(accountKey, address, device);
    deps.logger.info({ event: 'second_factor_failed', userId: user.id, address }, 'wrong code');
    throw httpErrors.unauthorized(twoFactorMessages.wrongCode, 'WRONG_CODE');
  }
  await deps.loginThrottle.recordSuccess(accountKey, address, device);
  await logout(deps, previousSession);
  const signedIn = await signedInAs(deps, user, deviceTokens);
  deps.logger.info({ event: 'sign_in', userId: user.id, address, factors: 2 }, 'signed in');
  return signedIn;
}
