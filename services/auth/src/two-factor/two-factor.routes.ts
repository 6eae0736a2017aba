import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import { sessionSecretsOf, verifyPendingSignIn } from '@fc/service-kit/session';
import { signInOriginOf } from '../accounts/accounts.routes.ts';
import { sessionTokenFor } from '../accounts/accounts.service.ts';
import { setDeviceCookie } from '../accounts/device-cookie.ts';
import {
  clearPendingSignInCookie,
  PENDING_SIGN_IN_COOKIE,
  setSessionCookie,
} from '../accounts/session-cookie.ts';
import type { AuthDeps } from '../deps.ts';
import { accountOfSession, signInWithSecondFactor } from './second-factor-sign-in.service.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service.ts';

/** TOTP two-factor: the second step of a sign-in, and turning it on and off (docs/product.md). */
export function twoFactorHandlers(deps: AuthDeps) {
  return {
    loginSecondStep: async ({ body, session }, req, res) => {
      const cookies = req.cookies as Record<string, string | undefined>;
      const pending = verifyPendingSignIn(
        sessionSecretsOf(deps.config),
        cookies[PENDING_SIGN_IN_COOKIE],
      );
      const signedIn = await signInWithSecondFactor(
        deps,
        pending,
        body.code,
        signInOriginOf(req),
        session,
      );
      clearPendingSignInCookie(deps, res);
      setSessionCookie(deps, res, signedIn);
      setDeviceCookie(deps, res, signedIn.deviceTokens);
      return signedIn.user;
    },

    getTwoFactorStatus: async ({ session }) =>
      twoFactorStatus(deps, await accountOfSession(deps, session)),

    startTwoFactorSetup: async ({ session }) =>
      startTwoFactorSetup(deps, await accountOfSession(deps, session)),

    enableTwoFactor: async ({ body, session }, _req, res) => {
      const recoveryCodes = await enableTwoFactor(
        deps,
        await accountOfSession(deps, session),
        body.code,
      );
      // The same session, now without the "set up two-factor first" flag an admin may have had.
      const enabled = await accountOfSession(deps, session);
      setSessionCookie(deps, res, {
        token: sessionTokenFor(deps, enabled, session.sessionId),
        maxAgeMs: session.expiresAt.getTime() - Date.now(),
      });
      return { recoveryCodes };
    },

    disableTwoFactor: async ({ body, session }) => {
      await disableTwoFactor(deps, await accountOfSession(deps, session), body);
      return { message: 'Two-factor authentication is off.' };
    },
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
