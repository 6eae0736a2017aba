import type { Response } from 'express';
import { isHttpsUrl, sessionCookieName } from '@fc/service-kit/session';
import type { AuthDeps } from '../deps.ts';

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

export function setSessionCookie(
  deps: AuthDeps,
  res: Response,
  signedIn: { token: string; maxAgeMs: number },
) {
  const { name, options } = sessionCookieOptions(deps);
  res.cookie(name, signedIn.token, { ...options, maxAge: signedIn.maxAgeMs });
}

export function clearSessionCookie(deps: AuthDeps, res: Response) {
  const { name, options } = sessionCookieOptions(deps);
  res.clearCookie(name, options);
}

/** The proof that the password was right, between the two steps of a two-factor sign-in. */
export const PENDING_SIGN_IN_COOKIE = 'fc_pending_sign_in';
const pendingOptions = (deps: AuthDeps) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isHttpsUrl(deps.config.PUBLIC_URL),
  path: '/api/auth',
});

export function setPendingSignInCookie(deps: AuthDeps, res: Response, token: string) {
  res.cookie(PENDING_SIGN_IN_COOKIE, token, { ...pendingOptions(deps), maxAge: 5 * 60 * 1000 });
}

export function clearPendingSignInCookie(deps: AuthDeps, res: Response) {
  res.clearCookie(PENDING_SIGN_IN_COOKIE, pendingOptions(deps));
}
