import { Router, type Request } from 'express';
import {
  authMessages,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
} from '@fc/contracts/auth';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { signPendingSignIn } from '@fc/service-kit/session';
import { parse } from '@fc/service-kit/validation';
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

export function accountsRoutes(deps: AuthDeps): Router {
  const router = Router();
  const originOf = (req: Request): SignInOrigin => ({
    address: req.ip ?? 'unknown',
    deviceTokens: deviceTokensOf(req),
  });

  router.post('/api/auth/register', async (req, res) => {
    const signedIn = await register(deps, parse(registerBodySchema, req.body), originOf(req));
    setSessionCookie(deps, res, signedIn);
    setDeviceCookie(deps, res, signedIn.deviceTokens);
    res.status(201).json(signedIn.user);
  });

  router.post('/api/auth/login', async (req, res) => {
    const result = await login(deps, parse(loginBodySchema, req.body), originOf(req));
    if ('twoFactorRequired' in result) {
      const { userId, passwordStamp } = result;
      setPendingSignInCookie(
        deps,
        res,
        signPendingSignIn(deps.config.JWT_SECRET, { userId, passwordStamp }),
      );
      res.json({ twoFactorRequired: true });
      return;
    }
    // A sign-in replaces the session this browser had (ASVS 7.2.4): the old token stops working.
    await logout(deps, req.session);
    clearPendingSignInCookie(deps, res);
    setSessionCookie(deps, res, result);
    setDeviceCookie(deps, res, result.deviceTokens);
    res.json(result.user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await logout(deps, req.session);
    clearSessionCookie(deps, res);
    res.json({ message: 'You have been successfully logged out.' });
  });

  router.post('/api/auth/change-password', requireAuth, async (req, res) => {
    const input = parse(changePasswordBodySchema, req.body);
    await changePassword(deps, sessionOf(req), input, originOf(req));
    res.json({ message: authMessages.passwordChanged });
  });

  router.get('/api/auth/me', requireAuth, async (req, res) => {
    res.json(await currentUser(deps, sessionOf(req)));
  });

  router.post('/api/auth/me/tutorial', requireAuth, async (req, res) => {
    res.json(await completeTutorial(deps, sessionOf(req)));
  });

  return router;
}
