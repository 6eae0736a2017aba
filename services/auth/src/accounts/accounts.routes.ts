import { Router, type Response } from 'express';
import {
  authMessages,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
} from '@fc/contracts/auth';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { isHttpsUrl, sessionCookieName } from '@fc/service-kit/session';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import {
  changePassword,
  currentUser,
  login,
  logout,
  register,
  type SignedIn,
} from './accounts.service.ts';

/**
 * The session cookie: httpOnly, SameSite=Lax, for the whole site. Over https (by PUBLIC_URL,
 * never by a request header a client could send) it is Secure and named with the __Host- prefix.
 */
function sessionCookieOptions(deps: AuthDeps) {
  return {
    name: sessionCookieName(deps.config.PUBLIC_URL),
    options: {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: isHttpsUrl(deps.config.PUBLIC_URL),
      path: '/',
    },
  };
}

function setSessionCookie(deps: AuthDeps, res: Response, signedIn: SignedIn) {
  const { name, options } = sessionCookieOptions(deps);
  res.cookie(name, signedIn.token, { ...options, maxAge: signedIn.maxAgeMs });
}

export function accountsRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const signedIn = await register(deps, parse(registerBodySchema, req.body), req.ip ?? 'unknown');
    setSessionCookie(deps, res, signedIn);
    res.status(201).json(signedIn.user);
  });

  router.post('/api/auth/login', async (req, res) => {
    const signedIn = await login(deps, parse(loginBodySchema, req.body), req.ip ?? 'unknown');
    // A sign-in replaces the session this browser had (ASVS 7.2.4): the old token stops working.
    await logout(deps, req.session);
    setSessionCookie(deps, res, signedIn);
    res.json(signedIn.user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await logout(deps, req.session);
    const { name, options } = sessionCookieOptions(deps);
    res.clearCookie(name, options);
    res.json({ message: 'You have been successfully logged out.' });
  });

  router.post('/api/auth/change-password', requireAuth, async (req, res) => {
    const input = parse(changePasswordBodySchema, req.body);
    await changePassword(deps, sessionOf(req), input, req.ip ?? 'unknown');
    res.json({ message: authMessages.passwordChanged });
  });

  router.get('/api/auth/me', requireAuth, async (req, res) => {
    res.json(await currentUser(deps, sessionOf(req)));
  });

  return router;
}
