import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type {
  ApiAccess,
  ApiRoute,
  ApiRoutes,
  RouteAnswer,
  RouteInput,
} from '@fc/contracts/routes/route';
import { IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { requireAuth, requireRole, requireSelfOrAdmin, requireStaff } from './guards.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { methodNotAllowed } from './method-not-allowed.ts';
import type { Session } from './session.ts';
import { idParam, parse } from './validation.ts';

/** A public route may be called by a guest; every other one has passed its access check. */
type SessionFor<Route extends ApiRoute> = Route['access'] extends 'public'
  ? Session | undefined
  : Session;

/**
 * Answers one declared route. It gets the route's input already parsed, and returns the answer
 * (sent as JSON with the declared status). It may set headers or another status on `res` first;
 * a route that declares no response answers nothing, unless the handler sends its own answer.
 */
export type RouteHandler<Route extends ApiRoute> = (
  input: RouteInput<Route> & { session: SessionFor<Route> },
  req: Request,
  res: Response,
) => Promise<RouteAnswer<Route>> | RouteAnswer<Route>;

/** One handler per declared route, under the route's name. */
export type RouteHandlers<Routes extends ApiRoutes> = {
  [Name in keyof Routes]: RouteHandler<Routes[Name]>;
};

/** The checks each kind of access runs before the input is read (guards.ts). */
const accessGuards: Record<ApiAccess, RequestHandler[]> = {
  public: [],
  user: [requireAuth],
  self: [requireSelfOrAdmin('userId')],
  staff: [requireStaff],
  admin: [requireRole('admin')],
};

/** The `:name`s of an Express path, in order. */
function pathParamNamesOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}

/** A request's input, read as its route declares it. */
interface ParsedInput {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  idempotencyKey: string | undefined;
}

/** Reads a request's input as its route declares it; a bad one is a 400 (validation.ts). */
function inputReader(route: ApiRoute): (req: Request) => ParsedInput {
  const idNames = pathParamNamesOf(route.path).filter((name) => !route.params?.[name]);
  const otherParams = route.params ? z.object(route.params) : undefined;
  return (req) => {
    const params: Record<string, unknown> = {};
    for (const name of idNames) params[name] = idParam(req, name);
    if (otherParams) Object.assign(params, parse(otherParams, req.params));
    return {
      params,
      query: route.query ? parse(route.query, req.query) : undefined,
      body: route.body ? parse(route.body, req.body) : undefined,
      idempotencyKey: route.isIdempotent ? idempotencyKeyOf(req) : undefined,
    };
  };
}

/**
 * What an idempotent route answers (docs/http-api.md): the first answer's status and body, and a
 * repeat of a request says it is one in a header.
 */
export function idempotentAnswer<Body>(
  res: Response,
  answer: { status: number; body: Body; isReplayed: boolean },
): Body {
  if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.status(answer.status);
  return answer.body;
}

/**
 * A router answering each declared route with its handler: the access check, then the path
 * parameters, query, body and Idempotency-Key parsed (ids must be whole numbers; the rest as
 * their schemas say), then the handler. A declared path asked with another method is answered 405
 * (method-not-allowed.ts). The routes are registered in the order they are declared.
 */
export function registerRoutes<Routes extends ApiRoutes>(
  routes: Routes,
  handlers: RouteHandlers<Routes>,
): Router {
  const router = Router();
  const methodsByPath = new Map<string, string[]>();
  for (const [name, route] of Object.entries(routes)) {
    if (route.access === 'self' && !pathParamNamesOf(route.path).includes('userId')) {
      throw new Error(`${name}: a route for the user or an admin needs :userId in its path`);
    }
    // Each handler is typed by its own route; here, where all routes meet, it takes what
    // inputReader parsed with that route's schemas (and a session when accessGuards ask one).
    const handler = handlers[name] as unknown as (
      input: ParsedInput & { session: Session | undefined },
      req: Request,
      res: Response,
    ) => unknown;
    const readInput = inputReader(route);
    router[route.method](route.path, ...accessGuards[route.access], async (req, res) => {
      const input = { ...readInput(req), session: req.session };
      res.status(route.status ?? 200);
      const answer = await handler(input, req, res);
      if (res.headersSent) return;
      if (route.response) res.json(answer);
      else res.end();
    });
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
  }
  for (const [path, methods] of methodsByPath) router.all(path, methodNotAllowed(methods));
  return router;
}
