import type { Request } from 'express';
import { authMessages } from '@fc/contracts/auth';
import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import { signPendingSignIn } from '@fc/service-kit/session';
import type { AuthDeps } from '../deps.ts';
import {
  changePassword,
  completeTutorial,
  currentUser,
  login,
  logout,
  register,
  type SignInOrigin,
} from './accounts.service.ts';
import { deviceTokensOf, setDeviceCookie } from './device-cookie.ts';
import {
  clearPendingSignInCookie,
  clearSessionCookie,
  setPendingSignInCookie,
  setSessionCookie,
} from './session-cookie.ts';

/** Where a sign-in comes from: the caller's address and the device tokens its browser holds. */
export function signInOriginOf(req: Request): SignInOrigin {
  return { address: req.ip ?? 'unknown', deviceTokens: deviceTokensOf(req) };
}

export function accountsHandlers(deps: AuthDeps) {
  return {
    register: async ({ body }, req, res) => {
      const signedIn = await register(deps, body, signInOriginOf(req));
      setSessionCookie(deps, res, signedIn);
      setDeviceCookie(deps, res, signedIn.deviceTokens);
      return signedIn.user;
    },

    login: async ({ body, session }, req, res) => {
      const result = await login(deps, body, signInOriginOf(req));
      if ('twoFactorRequired' in result) {
        const { userId, passwordStamp } = result;
        setPendingSignInCookie(
          deps,
          res,
          signPendingSignIn(deps.config.JWT_SECRET, { userId, passwordStamp }),
        );
        return { twoFactorRequired: true };
      }
      // A sign-in replaces the session this browser had (ASVS 7.2.4): the old token stops working.
      await logout(deps, session);
      clearPendingSignInCookie(deps, res);
      setSessionCookie(deps, res, result);
      setDeviceCookie(deps, res, result.deviceTokens);
      return result.user;
    },

    logout: async ({ session }, _req, res) => {
      await logout(deps, session);
      clearSessionCookie(deps, res);
      return { message: 'You have been successfully logged out.' };
    },

    changePassword: async ({ body, session }, req) => {
      await changePassword(deps, session, body, signInOriginOf(req));
      return { message: authMessages.passwordChanged };
    },

    getMe: ({ session }) => currentUser(deps, session),

    completeTutorial: ({ session }) => completeTutorial(deps, session),
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
