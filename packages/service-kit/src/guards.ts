import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { twoFactorMessages, type Role } from '@fc/contracts/auth';
import { httpErrors } from './errors.ts';
import { LRUCache } from 'lru-cache';
import { isSessionRevoked, touchSession, verifySessionToken, type Session } from './session.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` when the request carries a valid, live session. */
    session?: Session;
  }
}

/**
 * Reads the session cookie, verifies the token, checks that the session was not signed out and
 * has not been idle too long (renewing its idle clock, at most a few times a minute per process).
 * A request without a (valid) session goes on without `req.session`; the guards below decide. A
 * signed-in request's answer is never stored by a browser or a proxy (shared school computers).
 */
export function authenticate(deps: {
  /** The current secret first, then during a rotation the previous one. */
  jwtSecrets: readonly string[];
  redis: Redis;
  redisPrefix: string;
  cookieName: string;
  idleTimeoutSeconds: number;
}): RequestHandler {
  // When this process last renewed each session's idle clock: a busy session is renewed once in
  // a while, not on every request.
  const renewedAt = new LRUCache<string, number>({ max: 50_000 });
  const renewEveryMs = Math.min(60_000, (deps.idleTimeoutSeconds * 1000) / 4);
  return async (req, res, next) => {
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const token = cookies?.[deps.cookieName];
    if (typeof token !== 'string' || token === '') return next();
    const session = verifySessionToken(deps.jwtSecrets, token);
    if (!session) return next();
    try {
      if (await isSessionRevoked(deps.redis, deps.redisPrefix, session.sessionId)) return next();
      const now = Date.now();
      if (now - (renewedAt.get(session.sessionId) ?? 0) >= renewEveryMs) {
        const isAlive = await touchSession(
          deps.redis,
          deps.redisPrefix,
          session,
          deps.idleTimeoutSeconds,
          now,
        );
        if (!isAlive) return next();
        renewedAt.set(session.sessionId, now);
      }
    } catch (error) {
      req.log.error({ err: error }, 'session check failed: Redis unreachable');
      return next(httpErrors.unavailable());
    }
    req.session = session;
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : httpErrors.unauthorized());
};

export function requireRole(role: Role): RequestHandler {
  return requireOneOf([role], 'Admins only');
}

/**
 * Teachers and admins (docs/product.md): the class view, reports, assignments and announcements. A
 * teacher cannot reset accounts or change cash, points or awards (those stay requireRole('admin')).
 */
export const requireStaff: RequestHandler = requireOneOf(
  ['teacher', 'admin'],
  'Teachers and admins only',
);

function requireOneOf(roles: readonly Role[], refusal: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.session) return next(httpErrors.unauthorized());
    if (!roles.includes(req.session.role)) return next(httpErrors.forbidden(refusal));
    // ADMIN_REQUIRE_2FA: an admin without two-factor has a session that says so.
    if (req.session.mustSetUpTwoFactor) {
      return next(
        httpErrors.forbidden(twoFactorMessages.setupRequired, 'TWO_FACTOR_SETUP_REQUIRED'),
      );
    }
    next();
  };
}

/**
 * For per-user routes such as /api/users/:id/progress: the caller must be that user or an
 * admin. The id in the path is never trusted on its own.
 */
export function requireSelfOrAdmin(param = 'id'): RequestHandler {
  return (req, _res, next) => {
    if (!req.session) return next(httpErrors.unauthorized());
    const raw = req.params[param];
    if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) {
      return next(httpErrors.badRequest(`"${param}" must be a user id`, 'INVALID_ID'));
    }
    const isSelf = Number(raw) === req.session.userId;
    next(
      isSelf || req.session.role === 'admin'
        ? undefined
        : httpErrors.forbidden('You can only access your own data'),
    );
  };
}
