import type { RequestHandler } from 'express';
import { AppError } from './errors.ts';

/**
 * Registered on a declared path after its routes (register-routes.ts): that path asked with a
 * method it does not take is answered 405 with the methods it takes in `Allow` (RFC 9110
 * 15.5.6), instead of a 404 that says the path does not exist. A GET route also takes HEAD, as
 * Express answers it. OPTIONS goes on: Express answers it with the same `Allow`.
 */
export function methodNotAllowed(methods: readonly string[]): RequestHandler {
  const allowed = new Set(methods.map((method) => method.toUpperCase()));
  if (allowed.has('GET')) allowed.add('HEAD');
  const allow = [...allowed].sort().join(', ');
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    res.set('Allow', allow);
    next(
      new AppError(
        405,
        'METHOD_NOT_ALLOWED',
        `${req.method} is not allowed on ${req.path}: use ${allow}`,
      ),
    );
  };
}
