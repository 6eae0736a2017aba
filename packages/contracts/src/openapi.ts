import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { errorBodySchema } from './errors.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from './idempotency.ts';
import { MAX_ID } from './ids.ts';
import { authRoutes } from './routes/auth.ts';
import { budgetRoutes } from './routes/budget.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { learningRoutes } from './routes/learning.ts';
import { marketRoutes } from './routes/market.ts';
import { rewardsRoutes } from './routes/rewards.ts';
import type { ApiRoute, ApiRoutes } from './routes/route.ts';
import { serviceNames } from './services.ts';

/** Who answers a route: a service, or the gateway itself. */
const routeOwners = ['gateway', ...serviceNames] as const;
export type RouteOwner = (typeof routeOwners)[number];

/** Every route of the API, by who answers it. */
export const routesByOwner: Record<RouteOwner, ApiRoutes> = {
  gateway: gatewayRoutes,
  auth: authRoutes,
  learning: learningRoutes,
  market: marketRoutes,
  budget: budgetRoutes,
  rewards: rewardsRoutes,
};

/** `/api/users/:userId/portfolio` -> `/api/users/{userId}/portfolio`. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

const pathIdSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_ID)
  .meta({ description: `A whole number from 1 to ${MAX_ID}` });

const errorBody = errorBodySchema.meta({
  id: 'ErrorBody',
  description: 'Every error answer has this shape; `code` is stable, `message` is for people',
});

const errorDescriptions: Record<number, string> = {
  400: 'The request is not valid (VALIDATION_FAILED names the failing fields)',
  401: 'Not signed in (UNAUTHENTICATED)',
  403: 'Signed in but not allowed (FORBIDDEN, CROSS_SITE_REQUEST)',
  404: 'Not found, or not yours',
  405: 'The path exists but not with this method (METHOD_NOT_ALLOWED); see the Allow header',
  409: 'Conflicts with the current state',
  422: 'The Idempotency-Key was already used for a different request (IDEMPOTENCY_KEY_REUSED)',
  429: 'Too many requests; see Retry-After',
  500: 'Something went wrong (INTERNAL)',
  502: 'The owning service is not reachable (SERVICE_UNAVAILABLE)',
  503: 'Busy or not ready; see Retry-After',
  504: 'The owning service did not answer in time (SERVICE_TIMEOUT)',
};

function pathParamsOf(route: ApiRoute): z.ZodObject | undefined {
  const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  return z.object(
    Object.fromEntries(names.map((name) => [name, route.params?.[name] ?? pathIdSchema])),
  );
}

function errorStatusesOf(route: ApiRoute, isGateway: boolean, hasPathParams: boolean): number[] {
  const statuses = new Set(route.errors ?? []);
  statuses.add(405);
  if (!isGateway) {
    if (route.body || route.query || hasPathParams || route.isIdempotent) statuses.add(400);
    if (route.access !== 'public') statuses.add(401);
    if (route.access !== 'public' && route.access !== 'user') statuses.add(403);
    if (hasPathParams) statuses.add(404);
    if (route.isIdempotent) statuses.add(422);
    statuses.add(500);
    statuses.add(502);
    statuses.add(503);
    statuses.add(504);
  }
  statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(route: ApiRoute, owner: RouteOwner): ZodOpenApiOperationObject {
  const pathParams = pathParamsOf(route);
  const status = route.status ?? 200;
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  if (status === 302) {
    responses['302'] = {
      description: 'A redirect',
      headers: { Location: { schema: { type: 'string' } } },
    };
  } else if (route.response) {
    responses[String(status)] = {
      description: route.summary,
      ...(route.isIdempotent
        ? {
            headers: {
              [IDEMPOTENT_REPLAYED_HEADER]: {
                description: 'true when this is the stored answer to an earlier request',
                schema: { type: 'string', enum: ['true'] },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: route.response } },
    };
  } else {
    responses[String(status)] = {
      description: route.summary,
      content: { [route.contentType ?? 'application/json']: { schema: { type: 'string' } } },
    };
  }
  for (const errorStatus of errorStatusesOf(route, owner === 'gateway', pathParams !== undefined)) {
    responses[String(errorStatus)] = {
      description: errorDescriptions[errorStatus] ?? 'An error',
      ...(errorStatus === 405
        ? {
            headers: {
              Allow: { description: 'The methods this path takes', schema: { type: 'string' } },
            },
          }
        : {}),
      content: { 'application/json': { schema: errorBody } },
    };
  }
  return {
    operationId: `${route.method}${toOpenApiPath(route.path)
      .replace(/[{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    summary: route.summary,
    tags: [owner],
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(route.access === 'admin' ? { description: 'Admins only.' } : {}),
    ...(route.access === 'staff' ? { description: 'Teachers and admins only.' } : {}),
    ...(route.access === 'self' ? { description: 'The user in the path, or an admin.' } : {}),
    requestParams: {
      ...(pathParams ? { path: pathParams } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.isIdempotent
        ? { header: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }) }
        : {}),
    },
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: route.body } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 description of the whole API, built from the route declarations (routes/) and
 * their zod schemas each time it is asked for (the gateway asks once, at start-up).
 */
export function createOpenApiDocument(options: { version?: string; serverUrl?: string } = {}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const owner of routeOwners) {
    for (const route of Object.values(routesByOwner[owner])) {
      const path = toOpenApiPath(route.path);
      paths[path] = { ...paths[path], [route.method]: operationOf(route, owner) };
    }
  }
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Finance Club API',
      version: options.version ?? '1',
      description:
        'Every route of the gateway and the services behind it. Money is integer cents. Errors have one shape (ErrorBody). See docs/http-api.md.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: routeOwners.map((name) => ({ name })),
    security: [{ sessionCookie: [] }],
    paths,
    components: {
      schemas: { ErrorBody: errorBody },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'fc_session',
          description:
            'The session cookie set by sign-in (named __Host-fc_session when the club is served over https)',
        },
      },
    },
  };
  return createDocument(document);
}
