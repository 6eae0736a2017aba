import { Router } from 'express';
import {
  disableTwoFactorBodySchema,
  enableTwoFactorBodySchema,
  twoFactorMessages,
  twoFactorSignInBodySchema,
} from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { sessionSecretsOf, verifyPendingSignIn, type Session } from '@fc/service-kit/session';
import { parse } from '@fc/service-kit/validation';
import { logout, sessionTokenFor, signedInAs } from '../accounts/accounts.service.ts';
import { deviceTokensOf, setDeviceCookie, trustedDeviceFor } from '../accounts/device-cookie.ts';
import {
  clearPendingSignInCookie,
  PENDING_SIGN_IN_COOKIE,
  setSessionCookie,
} from '../accounts/session-cookie.ts';
import type { AuthDeps } from '../deps.ts';
import { passwordStampOf } from '../passwords.ts';
import { findUserById, usernameKeyOf } from '../users/users.repository.ts';
import {
  checkSecondFactor,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service.ts';

/** TOTP two-factor: the second step of a sign-in, and turning it on and off (docs/product.md). */
export function twoFactorRoutes(deps: AuthDeps): Router {
  const router = Router();
  const signedInUser = async (session: Session) => {
    const user = await findUserById(deps.prisma, session.userId);
    if (!user) throw httpErrors.unauthorized();
    return user;
  };

  router.post('/api/auth/login/2fa', async (req, res) => {
    const { code } = parse(twoFactorSignInBodySchema, req.body);
    const cookies = req.cookies as Record<string, string | undefined>;
    const pending = verifyPendingSignIn(
      sessionSecretsOf(deps.config),
      cookies[PENDING_SIGN_IN_COOKIE],
    );
    const user = pending ? await findUserById(deps.prisma, pending.userId) : null;
    // A password changed since (by its owner, a reset or an admin) voids the proof.
    if (!user || passwordStampOf(user.passwordHash) !== pending?.passwordStamp) {
      throw httpErrors.unauthorized(twoFactorMessages.noPendingSignIn, 'NO_PENDING_SIGN_IN');
    }
    // Wrong codes count like wrong passwords: the same growing wait, per account and address.
    const accountKey = usernameKeyOf(user.username);
    const address = req.ip ?? 'unknown';
    const deviceTokens = deviceTokensOf(req);
    const device = trustedDeviceFor(deps, deviceTokens, accountKey);
    await deps.loginThrottle.assertAllowed(accountKey, address, device);
    if (!(await checkSecondFactor(deps, user, code))) {
      await deps.loginThrottle.recordFailure(accountKey, address, device);
      deps.logger.info({ event: 'second_factor_failed', userId: user.id, address }, 'wrong code');
      throw httpErrors.unauthorized(twoFactorMessages.wrongCode, 'WRONG_CODE');
    }
    await deps.loginThrottle.recordSuccess(accountKey, address, device);
    await logout(deps, req.session);
    const signedIn = await signedInAs(deps, user, deviceTokens);
    deps.logger.info({ event: 'sign_in', userId: user.id, address, factors: 2 }, 'signed in');
    clearPendingSignInCookie(deps, res);
    setSessionCookie(deps, res, signedIn);
    setDeviceCookie(deps, res, signedIn.deviceTokens);
    res.json(signedIn.user);
  });

  router.get('/api/auth/2fa', requireAuth, async (req, res) => {
    res.json(await twoFactorStatus(deps, await signedInUser(sessionOf(req))));
  });

  router.post('/api/auth/2fa/setup', requireAuth, async (req, res) => {
    res.json(await startTwoFactorSetup(deps, await signedInUser(sessionOf(req))));
  });

  router.post('/api/auth/2fa/enable', requireAuth, async (req, res) => {
    const { code } = parse(enableTwoFactorBodySchema, req.body);
    const session = sessionOf(req);
    const recoveryCodes = await enableTwoFactor(deps, await signedInUser(session), code);
    // The same session, now without the "set up two-factor first" flag an admin may have had.
    const enabled = await signedInUser(session);
    setSessionCookie(deps, res, {
      token: sessionTokenFor(deps, enabled, session.sessionId),
      maxAgeMs: session.expiresAt.getTime() - Date.now(),
    });
    res.json({ recoveryCodes });
  });

  router.post('/api/auth/2fa/disable', requireAuth, async (req, res) => {
    const input = parse(disableTwoFactorBodySchema, req.body);
    await disableTwoFactor(deps, await signedInUser(sessionOf(req)), input);
    res.json({ message: 'Two-factor authentication is off.' });
  });

  return router;
}
