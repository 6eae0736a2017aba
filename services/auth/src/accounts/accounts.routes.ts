import { Router, type Request, type Response } from 'express';
import { loginBodySchema, registerBodySchema } from '@fc/contracts/auth';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { SESSION_COOKIE } from '@fc/service-kit/session';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import { currentUser, login, logout, register, type SignedIn } from './accounts.service.ts';

function setSessionCookie(req: Request, res: Response, signedIn: SignedIn) {
  res.cookie(SESSION_COOKIE, signedIn.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: signedIn.maxAgeMs,
  });
}

export function accountsRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const signedIn = await register(deps, parse(registerBodySchema, req.body));
    setSessionCookie(req, res, signedIn);
    res.status(201).json(signedIn.user);
  });

  router.post('/api/auth/login', async (req, res) => {
    const signedIn = await login(deps, parse(loginBodySchema, req.body), req.ip ?? 'unknown');
    setSessionCookie(req, res, signedIn);
    res.json(signedIn.user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await logout(deps, req.session);
    res.clearCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
    });
    res.json({ message: 'You have been successfully logged out.' });
  });

  router.get('/api/auth/me', requireAuth, async (req, res) => {
    res.json(await currentUser(deps, sessionOf(req)));
  });

  return router;
}
