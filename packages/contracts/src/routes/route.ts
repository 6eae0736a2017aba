import type { z } from 'zod';

/**
 * Who may call a route: anyone (`public`), any signed-in user (`user`; a route on one portfolio or
 * plan checks the owner itself), the user whose id is `:userId` in the path or an admin (`self`),
 * teachers and admins (`staff`), or admins only (`admin`).
 */
export type ApiAccess = 'public' | 'user' | 'self' | 'staff' | 'admin';

/**
 * One HTTP route, declared once. The owning service registers it from this declaration
 * (`registerRoutes` in packages/service-kit/src/routes.ts), which checks the access and parses
 * the path parameters, query and body with these schemas before its handler runs; the OpenAPI
 * document (../openapi.ts) describes it from the same object. See docs/http-api.md.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style: `:name` is one path segment, a whole-number id unless `params` names it. */
  path: string;
  summary: string;
  access: ApiAccess;
  /** Path parameters that are not whole-number ids, with their schemas. */
  params?: Readonly<Record<string, z.ZodType>>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status; 200 unless said. */
  status?: number;
  /** The success answer (JSON); absent for a redirect, an empty answer or one that is not JSON. */
  response?: z.ZodType;
  /** Error statuses beyond the ones every route of its kind can answer. */
  errors?: readonly number[];
  /** Honours the Idempotency-Key header (docs/http-api.md). */
  isIdempotent?: boolean;
  /** For answers that are not JSON (a redirect, the docs page, a stream). */
  contentType?: string;
}

/** A service's routes by name: the name keys the handler that answers each one. */
export type ApiRoutes = Readonly<Record<string, ApiRoute>>;

/** The names in a path: '/api/users/:userId/modules/:moduleId' -> 'userId' | 'moduleId'. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

type SchemaOutput<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A route's input as its handler gets it, parsed: ids are numbers, the rest as their schemas say. */
export interface RouteInput<Route extends ApiRoute> {
  params: {
    [Name in PathParamNames<Route['path']>]: Route['params'] extends Record<Name, z.ZodType>
      ? z.output<Route['params'][Name]>
      : number;
  };
  query: SchemaOutput<Route['query']>;
  body: SchemaOutput<Route['body']>;
  /** The Idempotency-Key header, for a route that honours it (absent when not sent). */
  idempotencyKey: Route extends { isIdempotent: true } ? string | undefined : undefined;
}

/** What a route's handler answers: the JSON its response schema reads, or nothing. */
export type RouteAnswer<Route extends ApiRoute> = Route['response'] extends z.ZodType
  ? z.input<Route['response']>
  : void;
