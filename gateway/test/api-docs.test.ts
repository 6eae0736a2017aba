// The OpenAPI document (docs/http-api.md): built from the route declarations, structurally valid
// OpenAPI 3.1, served by the gateway itself; and the gateway's table sends each declared route to
// the service that declares it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenApiDocument, routesByOwner, toOpenApiPath } from '@fc/contracts/openapi';
import { serviceNames } from '@fc/contracts/services';
import { createTestRedisPrefix } from '@fc/testkit/infrastructure';
import { resolveService } from '../src/routes.ts';
import { startGateway, type GatewayUnderTest } from './fixtures/build-gateway.ts';

/** A concrete path for a pattern: every parameter becomes 1. */
const examplePath = (pattern: string) => pattern.replace(/:[A-Za-z_]\w*/g, '1');

describe("the gateway's route table against the declared routes", () => {
  it("when a service's declared route is asked through the gateway, then the table sends it to that service", () => {
    const misrouted = serviceNames.flatMap((service) =>
      Object.values(routesByOwner[service])
        .filter((route) => resolveService(route.method, examplePath(route.path)) !== service)
        .map((route) => `${route.method.toUpperCase()} ${route.path} (${service})`),
    );
    expect(misrouted).toEqual([]);
  });

  it("when one of the gateway's own routes is asked, then no service gets it", () => {
    const passedOn = Object.values(routesByOwner.gateway).filter(
      (route) => resolveService(route.method, route.path) !== undefined,
    );
    expect(passedOn).toEqual([]);
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

  it('when it is read, then every declared route is an operation with its parameters, body and answers', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const operationCount = Object.values(paths).flatMap((item) => Object.keys(item)).length;
    const declared = Object.values(routesByOwner).flatMap((routes) => Object.values(routes));
    expect(operationCount).toBe(declared.length);
    for (const [owner, routes] of Object.entries(routesByOwner)) {
      for (const route of Object.values(routes)) {
        const where = `${route.method} ${route.path}`;
        const operation = paths[toOpenApiPath(route.path)]?.[route.method];
        expect(operation, where).toBeDefined();
        expect(operation?.tags, where).toEqual([owner]);
        const parameters = (operation?.parameters ?? []) as Json[];
        for (const name of route.path.match(/(?<=:)\w+/g) ?? []) {
          expect(
            parameters.map((parameter) => parameter.name),
            where,
          ).toContain(name);
        }
        for (const name of Object.keys(route.query?.shape ?? {})) {
          expect(
            parameters.map((parameter) => parameter.name),
            where,
          ).toContain(name);
        }
        if (route.body) expect(operation?.requestBody, where).toBeDefined();
        const responses = operation?.responses as Record<string, Json>;
        expect(responses[String(route.status ?? 200)], where).toBeDefined();
        expect(responses['405']?.headers, where).toHaveProperty('Allow');
        if (route.access !== 'public') expect(responses, where).toHaveProperty('401');
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

  it("when each of the gateway's own routes is asked, then the gateway answers it as declared", async () => {
    for (const route of Object.values(routesByOwner.gateway)) {
      const response = await fetch(`${gateway.url}${route.path}`, { redirect: 'manual' });
      expect(response.status, route.path).toBe(route.status ?? 200);
      if (route.contentType) {
        expect(response.headers.get('content-type'), route.path).toContain(route.contentType);
      }
      await response.arrayBuffer();
    }
    const wrongMethod = await fetch(`${gateway.url}/api/config`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD');
  });

  it('when a file of the viewer package that the page does not use is asked for, then 404', async () => {
    const response = await fetch(`${gateway.url}/api/docs/assets/package.json`);
    expect(response.status).toBe(404);
  });
});
