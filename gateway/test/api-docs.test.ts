// The OpenAPI document (docs/http-api.md): served by the gateway itself, structurally valid
// OpenAPI 3.1, and listing exactly the routes the services and the gateway register.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@fc/contracts/api-routes';
import { createOpenApiDocument, toOpenApiPath } from '@fc/contracts/openapi';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { loadConfig } from '@fc/service-kit/config';
import { createPool } from '@fc/service-kit/db';
import { createLogger } from '@fc/service-kit/logger';
import { listRegisteredRoutes } from '@fc/service-kit/method-not-allowed';
import { createRedis } from '@fc/service-kit/redis';
import { createTestRedisPrefix, testServiceEnv } from '@fc/testkit/infrastructure';
import { createApp as createAuthApp } from '../../services/auth/src/app.ts';
import { authConfigShape } from '../../services/auth/src/config.ts';
import { createApp as createBudgetApp } from '../../services/budget/src/app.ts';
import { budgetConfigShape } from '../../services/budget/src/config.ts';
import { createApp as createLearningApp } from '../../services/learning/src/app.ts';
import { learningConfigShape } from '../../services/learning/src/config.ts';
import { createApp as createMarketApp } from '../../services/market/src/app.ts';
import { marketConfigShape } from '../../services/market/src/config.ts';
import { createApp as createRewardsApp } from '../../services/rewards/src/app.ts';
import { rewardsConfigShape } from '../../services/rewards/src/config.ts';
import { createGatewayApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { resolveService } from '../src/routes.ts';
import { startGateway, type GatewayUnderTest } from './fixtures/build-gateway.ts';

type Route = `${string} ${string}`;
const key = (method: string, path: string): Route => `${method.toUpperCase()} ${path}`;

/**
 * Anything a route factory might keep at build time: the apps are only built and walked here,
 * never asked, so the database, queues and mailers are stand-ins that answer any property.
 */
const standIn: unknown = new Proxy(() => standIn, {
  get: (_target, property) => (property === 'then' ? undefined : standIn),
});

const closers: (() => Promise<unknown>)[] = [];

function buildServiceApps(): Record<ServiceName, Express> {
  const env = testServiceEnv({
    databaseUrl: 'postgresql://nobody@127.0.0.1:1/none',
    redisPrefix: createTestRedisPrefix(),
  });
  const platformOf = <Shape extends Parameters<typeof loadConfig>[0]>(
    name: ServiceName,
    shape: Shape,
  ) => {
    const config = loadConfig(shape, env);
    const pool = createPool({ databaseUrl: config.DATABASE_URL, schema: name });
    const redis = createRedis(config.REDIS_URL);
    closers.push(
      () => pool.end(),
      () => Promise.resolve(redis.disconnect()),
    );
    return new Proxy(
      { config, pool, redis, logger: createLogger({ name, level: 'silent' }) },
      {
        get: (target, property) =>
          property in target ? target[property as keyof typeof target] : standIn,
      },
    );
  };
  // The apps are built as main() builds them; their dependencies are never called here.
  return {
    auth: createAuthApp(platformOf('auth', authConfigShape) as any),
    learning: createLearningApp(platformOf('learning', learningConfigShape) as any),
    market: createMarketApp(platformOf('market', marketConfigShape) as any),
    budget: createBudgetApp(platformOf('budget', budgetConfigShape) as any),
    rewards: createRewardsApp(platformOf('rewards', rewardsConfigShape) as any),
  };
}

/** The /api routes an app registers (health, readiness and metrics are not the API). */
function apiRoutesOf(app: Express): Route[] {
  return listRegisteredRoutes(app)
    .filter((route) => route.path.startsWith('/api/') || route.path === '/api')
    .map((route) => key(route.method, route.path));
}

const documented = (owner: ApiRoute['owner']): Route[] =>
  apiRoutes.filter((route) => route.owner === owner).map((route) => key(route.method, route.path));

/** A concrete path for a pattern: every parameter becomes 1. */
const examplePath = (pattern: string) => pattern.replace(/:[A-Za-z_]\w*/g, '1');

describe('the route catalogue against the registered routes', () => {
  const apps = buildServiceApps();
  afterAll(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  for (const service of serviceNames) {
    it(`when the ${service} service's routes are walked, then the document lists exactly them`, () => {
      const registered = apiRoutesOf(apps[service]);
      expect(registered.length).toBeGreaterThan(0);
      const listed = documented(service);
      const missing = registered.filter((route) => !listed.includes(route));
      const extra = listed.filter((route) => !registered.includes(route));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      expect(new Set(listed).size).toBe(listed.length);
    });
  }

  it("when the gateway's own /api routes are walked, then the document lists exactly them", () => {
    const redis = createRedis('redis://127.0.0.1:1');
    closers.push(() => Promise.resolve(redis.disconnect()));
    const config = loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = createGatewayApp({
      config,
      logger: createLogger({ name: 'gateway', level: 'silent' }),
      redis,
    });
    // The gateway's routes that are not passed on to a service (the rate limit on the sign-in
    // forms is registered per path but the service answers them).
    const own = apiRoutesOf(app).filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return resolveService(method, examplePath(path)) === undefined;
    });
    const listed = documented('gateway');
    expect(new Set(own)).toEqual(new Set(listed));
  });

  it("when a service's route is asked through the gateway, then the gateway's table sends it to that service", () => {
    const misrouted = apiRoutes
      .filter((route) => route.owner !== 'gateway')
      .filter((route) => resolveService(route.method, examplePath(route.path)) !== route.owner)
      .map((route) => `${key(route.method, route.path)} (${route.owner})`);
    expect(misrouted).toEqual([]);
  });
});

type Json = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows a local JSON pointer (#/components/...) through the document. */
function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Json)[part] : undefined,
      document,
    );
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node !== null && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      if (name === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/** What an OpenAPI 3.1 document must be for a viewer or a client generator to read it. */
function structuralProblems(document: Json): string[] {
  const problems: string[] = [];
  if (document.openapi !== '3.1.0') problems.push(`openapi is ${String(document.openapi)}`);
  const info = document.info as Json | undefined;
  if (typeof info?.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  const operationIds = new Set<string>();
  const securitySchemes = ((document.components as Json | undefined)?.securitySchemes ??
    {}) as Json;
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, value] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) {
        problems.push(`${path}: ${method} is not an HTTP method`);
        continue;
      }
      const operation = value as Json;
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId as string | undefined;
      if (!id || operationIds.has(id)) problems.push(`${where}: missing or repeated operationId`);
      else operationIds.add(id);
      const parameters = (operation.parameters ?? []) as Json[];
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      for (const name of templated) {
        const parameter = inPath.find((candidate) => candidate.name === name);
        if (!parameter) problems.push(`${where}: {${name}} has no path parameter`);
        else if (parameter.required !== true) problems.push(`${where}: {${name}} is not required`);
      }
      for (const parameter of parameters) {
        if (!['path', 'query', 'header', 'cookie'].includes(parameter.in as string)) {
          problems.push(
            `${where}: parameter ${String(parameter.name)} is in ${String(parameter.in)}`,
          );
        }
        if (parameter.in === 'path' && !templated.includes(parameter.name as string)) {
          problems.push(`${where}: path parameter ${String(parameter.name)} is not in the path`);
        }
        if (!parameter.schema && !parameter.content) {
          problems.push(`${where}: parameter ${String(parameter.name)} has no schema`);
        }
      }
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const statuses = Object.keys(responses);
      if (!statuses.some((status) => /^[23]\d\d$/.test(status))) {
        problems.push(`${where}: no success response`);
      }
      for (const [status, response] of Object.entries(responses)) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status))
          problems.push(`${where}: status ${status}`);
        if (typeof response.description !== 'string') {
          problems.push(`${where} ${status}: a response needs a description`);
        }
      }
      for (const requirement of (operation.security ?? document.security ?? []) as Json[]) {
        for (const scheme of Object.keys(requirement)) {
          if (!(scheme in securitySchemes)) problems.push(`${where}: unknown security ${scheme}`);
        }
      }
    }
  }
  for (const ref of collectRefs(document)) {
    if (resolvePointer(document, ref) === undefined) problems.push(`$ref ${ref} does not resolve`);
  }
  return problems;
}

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument() as unknown as Json;

  it('when it is built, then it is structurally valid OpenAPI 3.1 and every $ref resolves', () => {
    expect(structuralProblems(document)).toEqual([]);
    expect(collectRefs(document)).toContain('#/components/schemas/ErrorBody');
  });

  it('when it is read, then every catalogued route is an operation with its parameters, body and answers', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    for (const route of apiRoutes) {
      const operation = paths[toOpenApiPath(route.path)]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      if (route.body) expect(operation?.requestBody).toBeDefined();
      const responses = operation?.responses as Record<string, Json>;
      expect(responses[String(route.status ?? 200)]).toBeDefined();
      if (route.owner !== 'gateway') {
        expect(responses['405']?.headers).toHaveProperty('Allow');
      }
    }
    const trade = paths['/api/portfolios/{id}/trade']?.post as Json;
    const parameters = trade.parameters as Json[];
    expect(
      parameters.map((parameter) => `${String(parameter.in)} ${String(parameter.name)}`),
    ).toEqual(['path id', 'header Idempotency-Key']);
    expect(JSON.stringify(trade.requestBody)).toContain('"stockId"');
    expect(Object.keys(trade.responses as Json)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '405', '422']),
    );
    const candles = paths['/api/stocks/{id}/candles']?.get as Json;
    expect(JSON.stringify(candles.parameters)).toContain('"interval"');
  });

  it('when an error answer is described, then it has the one shape with code and message', () => {
    const schema = resolvePointer(document, '#/components/schemas/ErrorBody') as Json;
    expect(schema.required).toEqual(expect.arrayContaining(['code', 'message']));
  });
});

describe('GET /api/docs and /api/docs/openapi.json through the gateway', () => {
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    // Services that are never reached: the docs are the gateway's own answer.
    const nowhere = 'http://127.0.0.1:1';
    gateway = await startGateway({
      REDIS_PREFIX: createTestRedisPrefix(),
      AUTH_URL: nowhere,
      LEARNING_URL: nowhere,
      MARKET_URL: nowhere,
      BUDGET_URL: nowhere,
      REWARDS_URL: nowhere,
      WEB_DIST_DIR: '/nonexistent',
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('when the document is asked for, then the gateway answers it as JSON, as built from the contracts', async () => {
    const response = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Json;
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths as Json).sort()).toEqual(
      Object.keys(createOpenApiDocument().paths ?? {}).sort(),
    );
  });

  it('when the viewer is opened, then its page loads only scripts and styles from the gateway, none inline', async () => {
    const response = await fetch(`${gateway.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(content.trim()).toBe('');
      expect(attributes).toMatch(/src="\/api\/docs\/assets\//);
    }
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    for (const asset of assets) {
      const file = await fetch(`${gateway.url}${asset}`);
      expect(file.status, asset).toBe(200);
      await file.arrayBuffer();
    }
    const init = await (await fetch(`${gateway.url}/api/docs/assets/init.js`)).text();
    expect(init).toContain('/api/docs/openapi.json');
  });

  it('when a file of the viewer package that the page does not use is asked for, then 404', async () => {
    const response = await fetch(`${gateway.url}/api/docs/assets/package.json`);
    expect(response.status).toBe(404);
  });
});
