import type { Express, RequestHandler, Router } from 'express';
import { AppError } from './errors.ts';

/** What Express 5's router keeps of each registered layer (the `router` package, 2.x). */
interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
  slash?: boolean;
  matchers: ((path: string) => false | { path: string })[];
}

/** One route an app answers: the method (upper case) and the Express path pattern. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

function stackOf(appOrRouter: Express | Router): RouterLayer[] {
  const holder = appOrRouter as unknown as {
    router?: { stack: RouterLayer[] };
    stack?: RouterLayer[];
  };
  return holder.stack ?? holder.router?.stack ?? [];
}

/** The methods a route layer answers; a GET also answers HEAD, as Express does. */
function methodsOf(route: NonNullable<RouterLayer['route']>): string[] {
  const methods = Object.keys(route.methods)
    .filter((method) => route.methods[method] && method !== '_all')
    .map((method) => method.toUpperCase());
  if (route.methods['_all']) methods.push('*');
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  return methods;
}

/**
 * Every route an app (or router) registers, walking nested routers mounted without a prefix —
 * how every service mounts its areas. Used for the OpenAPI route check and by the 405 answer.
 */
export function listRegisteredRoutes(appOrRouter: Express | Router): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of methodsOf(layer.route)) {
            if (method !== 'HEAD') routes.push({ method, path });
          }
        }
      } else if (layer.handle.stack && layer.slash) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(stackOf(appOrRouter));
  return routes;
}

/** The methods that some route of `stack` answers for `path`, nested routers included. */
function allowedMethodsFor(stack: RouterLayer[], path: string, allowed: Set<string>): void {
  for (const layer of stack) {
    // A router mounted without a prefix matches every path (Express skips its matcher too).
    const match = layer.slash
      ? { path: '' }
      : layer.matchers.map((matcher) => matcher(path)).find(Boolean);
    if (!match) continue;
    if (layer.route) {
      for (const method of methodsOf(layer.route)) allowed.add(method);
    } else if (layer.handle.stack) {
      // A router mounted at a prefix sees the rest of the path, as Express hands it on.
      const rest = path.slice(match.path.length) || '/';
      allowedMethodsFor(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, allowed);
    }
  }
}

/**
 * Registered after the routes and before the 404: a request whose path some route knows, but
 * not with this method, is answered 405 with the methods that path takes in `Allow` (RFC 9110
 * 15.5.6), instead of a 404 that says the path does not exist. Unknown paths go on to the 404.
 * OPTIONS never gets here for a known path: Express answers it with the same `Allow`. Whatever
 * ran before (the cross-site check, authentication) has had its say already.
 */
export function methodNotAllowed(appOrRouter: Express | Router): RequestHandler {
  return (req, res, next) => {
    const allowed = new Set<string>();
    allowedMethodsFor(stackOf(appOrRouter), req.path, allowed);
    if (allowed.size === 0 || allowed.has('*') || allowed.has(req.method)) return next();
    const allow = [...allowed].sort().join(', ');
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
