import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Role } from '@fc/contracts/auth';
import { httpErrors } from './errors.ts';
import { isSessionRevoked, SESSION_COOKIE, verifySessionToken, type Session } from './session.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` when the request carries a valid, live session. */
    session?: Session;
  }
}

/**
 * Reads the session cookie, verifies the token and checks that the session was not signed out.
 * A request without a (valid) session goes on without `req.session`; the guards below decide.
 */
export function authenticate(deps: {
  jwtSecret: string;
  redis: Redis;
  redisPrefix: string;
}): RequestHandler {
  return async (req, _res, next) => {
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const token = cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token === '') return next();
    const session = verifySessionToken(deps.jwtSecret, token);
    if (!session) return next();
    let revoked: boolean;
    try {
      revoked = await isSessionRevoked(deps.redis, deps.redisPrefix, session.sessionId);
    } catch (error) {
      req.log.error({ err: error }, 'session check failed: Redis unreachable');
      return next(httpErrors.unavailable());
    }
    if (!revoked) req.session = session;
    next();
  };
}

/** The signed-in session of a request that passed `requireAuth`. */
export function sessionOf(req: { session?: Session }): Session {
  if (!req.session) throw httpErrors.unauthorized();
  return req.session;
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : httpErrors.unauthorized());
};

export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.session) return next(httpErrors.unauthorized());
    next(req.session.role === role ? undefined : httpErrors.forbidden('Admins only'));
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
