import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  DEVICE_TTL_SECONDS,
  isHttpsUrl,
  sessionSecretsOf,
  signDeviceToken,
  verifyDeviceToken,
} from '@fc/service-kit/session';
import type { AuthDeps } from '../deps.ts';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", docs/security.md):
 * a browser that signed in to an account carries a signed token naming it, and its sign-ins to
 * that account are slowed only by its own failures, never by other devices' (a classmate failing
 * on purpose behind the school's one address). One cookie holds the tokens of the last few
 * accounts signed in from this browser: school computers are shared.
 */
export const DEVICE_COOKIE = 'fc_device';
const MAX_ACCOUNTS_PER_DEVICE = 5;
const SEPARATOR = '~';

/** The device tokens this request carries (unchecked). */
export function deviceTokensOf(req: Request): string[] {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[DEVICE_COOKIE];
  if (typeof value !== 'string' || value === '') return [];
  return value.split(SEPARATOR).slice(0, MAX_ACCOUNTS_PER_DEVICE);
}

/** The nonce of this browser's valid device token for `account`, when it has one. */
export function trustedDeviceFor(
  deps: AuthDeps,
  tokens: readonly string[],
  account: string,
): string | undefined {
  const secrets = sessionSecretsOf(deps.config);
  for (const token of tokens) {
    const claim = verifyDeviceToken(secrets, token);
    if (claim?.account === account) return claim.nonce;
  }
  return undefined;
}

/**
 * The tokens after a sign-in to `account`: a new one for it first (a fresh nonce each time, as
 * OWASP advises), then the still valid ones of other accounts, at most five in all.
 */
export function deviceTokensAfterSignIn(
  deps: AuthDeps,
  tokens: readonly string[],
  account: string,
): string[] {
  const secrets = sessionSecretsOf(deps.config);
  const others = tokens.filter((token) => {
    const claim = verifyDeviceToken(secrets, token);
    return claim !== undefined && claim.account !== account;
  });
  const fresh = signDeviceToken(deps.config.JWT_SECRET, { account, nonce: randomUUID() });
  return [fresh, ...others].slice(0, MAX_ACCOUNTS_PER_DEVICE);
}

/** Only the auth routes read it; never sent to another site's requests. */
export function setDeviceCookie(deps: AuthDeps, res: Response, tokens: readonly string[]): void {
  res.cookie(DEVICE_COOKIE, tokens.join(SEPARATOR), {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttpsUrl(deps.config.PUBLIC_URL),
    path: '/api/auth',
    maxAge: DEVICE_TTL_SECONDS * 1000,
  });
}
