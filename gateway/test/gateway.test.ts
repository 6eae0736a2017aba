import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '@fc/contracts/branding';
import { errorBodySchema } from '@fc/contracts/errors';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { expectBodyContract } from '@fc/testkit/contract';
import { createTestRedisPrefix } from '@fc/testkit/infrastructure';
import { routeTable } from '../src/routes.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/rate-limit.ts';
import { WEB_APP_NOT_BUILT_MESSAGE } from '../src/web-app.ts';
import {
  deleteKeys,
  serviceUrlEnv,
  startGateway,
  type GatewayUnderTest,
} from './fixtures/build-gateway.ts';
import {
  closeServer,
  listen,
  startFakeUpstream,
  type FakeUpstream,
  type UpstreamEcho,
} from './fixtures/fake-upstream.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Finance Club</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("the built app");\n';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const redisPrefix = createTestRedisPrefix();
let prefixCount = 0;
/** Each gateway gets its own rate-limit counts: they are kept per prefix and client address. */
const nextPrefix = () => `${redisPrefix}-${++prefixCount}`;

let upstreams: Record<ServiceName, FakeUpstream>;
let upstreamEnv: Record<string, string>;
let distDir: string;
let gateway: GatewayUnderTest;
const extraGateways: GatewayUnderTest[] = [];

function postLogin(target: GatewayUnderTest): Promise<Response> {
  return fetch(`${target.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"username":"a","password":"b"}',
  });
}

async function startExtraGateway(
  env: Record<string, string>,
  logLines?: string[],
): Promise<GatewayUnderTest> {
  const started = await startGateway(
    {
      ...upstreamEnv,
      REDIS_PREFIX: nextPrefix(),
      WEB_DIST_DIR: distDir,
      RATE_LIMIT_MAX: '10000',
      AUTH_RATE_LIMIT_MAX: '10000',
      ...env,
    },
    logLines,
  );
  extraGateways.push(started);
  return started;
}

beforeAll(async () => {
  const started = await Promise.all(serviceNames.map((service) => startFakeUpstream(service)));
  upstreams = Object.fromEntries(started.map((upstream) => [upstream.service, upstream])) as Record<
    ServiceName,
    FakeUpstream
  >;
  upstreamEnv = serviceUrlEnv(
    Object.fromEntries(started.map((upstream) => [upstream.service, upstream.url])) as Record<
      ServiceName,
      string
    >,
  );

  // A folder whose name starts with a dot, as a deploy's release folder may: the pages still come.
  distDir = await mkdtemp(path.join(tmpdir(), '.fc-gateway-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'x.js'), ASSET_JS);
  // The build's precompressed copies (web/vite.config.ts).
  await writeFile(path.join(distDir, 'assets', 'x.js.br'), brotliCompressSync(ASSET_JS));
  await writeFile(path.join(distDir, 'assets', 'x.js.gz'), gzipSync(ASSET_JS));

  gateway = await startGateway({
    ...upstreamEnv,
    REDIS_PREFIX: nextPrefix(),
    WEB_DIST_DIR: distDir,
    // The test client is on loopback; trusting no proxy shows what a stranger's headers become.
    TRUST_PROXY: 'false',
    RATE_LIMIT_MAX: '10000',
    AUTH_RATE_LIMIT_MAX: '10000',
    CLUB_NAME: 'Bulls & Bears Club',
    CLUB_LOGO_URL: '/branding/bulls.svg',
    SCHOOL_NAME: 'Riverside High',
    SCHOOL_LOGO_URL: 'https://cdn.riverside.example/logo.png',
    CREDIT_LINE: 'Made by the Riverside finance club',
  });
});

afterAll(async () => {
  if (gateway) await deleteKeys(gateway.redis, redisPrefix);
  for (const started of [gateway, ...extraGateways]) await started?.close();
  for (const upstream of Object.values(upstreams ?? {})) await upstream.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

async function echoOf(response: Response): Promise<UpstreamEcho> {
  expect(response.status).toBe(200);
  return (await response.json()) as UpstreamEcho;
}

/** A concrete path for a route-table pattern: `:id` -> 5, a trailing `*` -> something below. */
function examplePath(pattern: string): string {
  return pattern.replaceAll(':id', '5').replace(/\/\*$/, '/sub/1').replace(/\*$/, '/sub');
}

describe('routing', () => {
  for (const rule of routeTable) {
    const method = rule.methods?.[0] ?? 'GET';
    it(`when ${method} ${rule.pattern} is called, then the ${rule.service} service receives it unchanged`, async () => {
      const pathWithQuery = `${examplePath(rule.pattern)}?page=2&sort=name`;
      const echo = await echoOf(await fetch(`${gateway.url}${pathWithQuery}`, { method }));
      expect(echo.service).toBe(rule.service);
      expect(echo.method).toBe(method);
      expect(echo.url).toBe(pathWithQuery);
    });
  }

  it('when the users list and per-user paths are called, then each reaches its own service', async () => {
    const cases: [string, string, ServiceName][] = [
      ['GET', '/api/users', 'auth'],
      ['GET', '/api/users/5/progress', 'learning'],
      ['GET', '/api/users/5/progress/module/2', 'learning'],
      ['GET', '/api/users/5/portfolio', 'market'],
      ['POST', '/api/admin/users/5/cash', 'market'],
      ['POST', '/api/admin/users/5/reset', 'auth'],
      ['PUT', '/api/budget/plans/3/complete', 'budget'],
    ];
    for (const [method, pathname, service] of cases) {
      const echo = await echoOf(await fetch(`${gateway.url}${pathname}`, { method }));
      expect({ pathname, service: echo.service, method: echo.method }).toEqual({
        pathname,
        service,
        method,
      });
    }
  });

  it('when an unknown /api path is called, then the answer is a JSON 404 naming it', async () => {
    const response = await fetch(`${gateway.url}/api/xyz?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const requestId = response.headers.get('x-request-id');
    expect(expectBodyContract(await response.json(), errorBodySchema, 'GET /api/xyz')).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'No API route for GET /api/xyz',
      requestId,
    });
  });

  it('when POST /api/users is called, then no service receives it (only GET is routed)', async () => {
    const response = await fetch(`${gateway.url}/api/users`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('ROUTE_NOT_FOUND');
  });

  it('when /api/login is opened, then it redirects to /auth', async () => {
    const response = await fetch(`${gateway.url}/api/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth');
  });

  it('when /api/config is asked for, then it answers the branding from the configuration', async () => {
    const response = await fetch(`${gateway.url}/api/config`);
    expect(response.status).toBe(200);
    expect(expectBodyContract(await response.json(), brandingSchema, 'GET /api/config')).toEqual({
      clubName: 'Bulls & Bears Club',
      clubLogoUrl: '/branding/bulls.svg',
      schoolName: 'Riverside High',
      schoolLogoUrl: 'https://cdn.riverside.example/logo.png',
      creditLine: 'Made by the Riverside finance club',
    });
  });
});

describe('what passes through the proxy', () => {
  it('when a JSON body and cookies are sent, then they arrive byte for byte and Set-Cookie comes back', async () => {
    const body = '{"username":"zoë",  "password":"p@ss w0rd; ✓"}\n';
    const cookie = 'fc_session=eyJhbGciOiJIUzI1NiJ9.e30.sig; theme=dark; other="quoted value"';
    const response = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', cookie },
      body,
    });
    const echo = await echoOf(response);
    expect(echo.service).toBe('auth');
    expect(echo.body).toBe(body);
    expect(echo.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(echo.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(echo.headers.cookie).toBe(cookie);
    expect(response.headers.getSetCookie()).toEqual([
      'auth_session=s%3Aabc.def; Path=/; HttpOnly; SameSite=Lax',
      'theme=dark; Path=/',
    ]);
  });

  it('when the browser calls, then the service sees the original Host and forwarded headers the gateway wrote', async () => {
    const echo = await echoOf(
      await fetch(`${gateway.url}/api/stocks`, {
        headers: {
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
        },
      }),
    );
    expect(echo.headers.host).toBe(gateway.host);
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toBe(gateway.host);
  });

  it("when the gateway trusts the proxy in front of it, then that proxy's X-Forwarded-For is kept and extended", async () => {
    const behindProxy = await startExtraGateway({ TRUST_PROXY: 'loopback' });
    const echo = await echoOf(
      await fetch(`${behindProxy.url}/api/stocks`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      }),
    );
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });

  it('when nothing is configured, then a client on a trusted-looking address still cannot choose its X-Forwarded-For', async () => {
    const byDefault = await startExtraGateway({});
    const echo = await echoOf(
      await fetch(`${byDefault.url}/api/stocks`, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' },
      }),
    );
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
  });

  it("when a service's answer says nothing about caching, then the gateway forbids storing it", async () => {
    const response = await fetch(`${gateway.url}/api/stocks`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when a client sends TRACE, then no path echoes the request back', async () => {
    // fetch refuses to send TRACE, so a plain HTTP request does.
    const trace = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(`${gateway.url}${path}`, {
          method: 'TRACE',
          headers: { 'x-secret-header': 'echo-me' },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
    for (const path of ['/', '/api/stocks', '/assets/x.js', '/healthz']) {
      const response = await trace(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('echo-me');
    }
  });

  it('when a service closes a kept-alive connection just as the gateway reuses it, then a GET is retried once and a POST is not', async () => {
    // An upstream that, once, drops a request that arrives on a reused connection: the moment a
    // service closes an idle socket the gateway is about to send on.
    let dropped = 0;
    const flaky = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1 && dropped < 1 && req.url?.startsWith('/api/modules/drop')) {
        dropped += 1;
        socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url: req.url }));
      });
    });
    await listen(flaky);
    const behind = await startExtraGateway({
      LEARNING_URL: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`,
    });
    try {
      expect((await fetch(`${behind.url}/api/modules/drop-get`)).status).toBe(200);
      const retried = await fetch(`${behind.url}/api/modules/drop-get`);
      expect(retried.status).toBe(200);
      expect(dropped).toBe(1);
      // The next request goes out on the same kept-alive connection, and is dropped again.
      dropped = 0;
      const post = await fetch(`${behind.url}/api/modules/drop-post`, {
        method: 'POST',
        body: '{}',
      });
      // Not idempotent: the service may have acted on it, so the caller is told, not the request replayed.
      expect(post.status).toBe(502);
    } finally {
      await closeServer(flaky);
    }
  });

  it('when a client sends internal headers, then they are dropped and other headers pass', async () => {
    const echo = await echoOf(
      await fetch(`${gateway.url}/api/budget/plans`, {
        headers: {
          'X-Internal-Auth': 'yes',
          'x-internal-user-id': '1',
          'x-user-id': '1',
          'X-User-Role': 'admin',
          'x-forwarded-user': 'admin',
          'x-forwarded-user-id': '1',
          'x-service-name': 'auth',
          'x-service-token': 'secret',
          'x-custom-header': 'kept',
          accept: 'application/json',
        },
      }),
    );
    const internal = Object.keys(echo.headers).filter((name) =>
      /^(x-internal-|x-user-|x-forwarded-user|x-service-)/.test(name),
    );
    expect(internal).toEqual([]);
    expect(echo.headers['x-custom-header']).toBe('kept');
    expect(echo.headers.accept).toBe('application/json');
  });

  it('when the client sends a valid x-request-id, then the service and the answer carry the same one', async () => {
    const response = await fetch(`${gateway.url}/api/leaderboard`, {
      headers: { 'x-request-id': 'client-id-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('client-id-123');
    expect((await echoOf(response)).headers['x-request-id']).toBe('client-id-123');
  });

  it.each([
    ['none', undefined],
    ['an invalid one', 'not a valid id <script>'],
  ])(
    'when the client sends %s, then the gateway makes one and passes it on',
    async (_label, sent) => {
      const response = await fetch(`${gateway.url}/api/achievements`, {
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(UUID);
      expect((await echoOf(response)).headers['x-request-id']).toBe(requestId);
    },
  );

  it('when a page is served, then it has the security headers and a CSP fitting the app', async () => {
    const response = await fetch(`${gateway.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: https:\/\/cdn\.riverside\.example/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Served over http: HSTS would mean nothing.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('when a service is in trouble', () => {
  it('when a service is down, then the answer is a JSON 502 that names it and leaks nothing', async () => {
    const stopped = await startFakeUpstream('budget');
    await stopped.close();
    const withDownService = await startExtraGateway({ BUDGET_URL: stopped.url });

    const response = await fetch(`${withDownService.url}/api/budget/plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"planName":"My plan"}',
    });
    expect(response.status).toBe(502);
    const requestId = response.headers.get('x-request-id');
    const text = await response.text();
    expect(expectBodyContract(JSON.parse(text), errorBodySchema, 'a 502 of the gateway')).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The budget service is not available right now. Please try again in a moment.',
      requestId,
    });
    expect(text).not.toContain(stopped.url.replace('http://', ''));
    expect(text).not.toMatch(/ECONNREFUSED|at /);

    // The gateway itself stays ready (it answers the other services' routes); the dependency
    // report names the service that is down.
    expect((await fetch(`${withDownService.url}/readyz`)).status).toBe(200);
    const dependencies = await fetch(withDownService.statusUrl);
    expect(dependencies.status).toBe(503);
    expect(await dependencies.json()).toMatchObject({
      status: 'degraded',
      redis: 'ok',
      services: { budget: 'down', auth: 'ok' },
    });
  });

  it('when the client goes away in the middle of an answer, then the gateway blames no service; when the service breaks off, it does', async () => {
    // A service that sends its headers and a first part, then the rest 300 ms later, or never
    // (it cuts the connection) when asked with ?breakOff.
    const slow = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"part":1');
      setTimeout(() => {
        if (req.url?.includes('breakOff')) res.destroy();
        else res.end('}');
      }, 300);
    });
    await listen(slow);
    const lines: string[] = [];
    const target = await startExtraGateway(
      { MARKET_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`, LOG_LEVEL: 'info' },
      lines,
    );
    const warnings = () =>
      lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; service?: string })
        .filter((line) => line.level >= 40);
    try {
      // The client reads the headers and closes the connection (a closed tab).
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${target.url}/api/stocks`, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', () => undefined);
        request.once('error', reject);
        request.end();
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(warnings()).toEqual([]);

      // The service cuts its answer half-way: that is the service's trouble, and is said.
      const broken = await fetch(`${target.url}/api/stocks?breakOff=1`)
        .then((response) => response.text())
        .catch((error: Error) => error.message);
      expect(broken).not.toBe('{"part":1}');
      await expect
        .poll(() => warnings().map((line) => `${line.msg} (${line.service})`))
        .toEqual(['service not reachable (market)']);
    } finally {
      await closeServer(slow);
    }
  });

  it('when a service does not answer in time, then the answer is a JSON 504', async () => {
    const impatient = await startExtraGateway({ UPSTREAM_TIMEOUT_MS: '200' });
    const response = await fetch(`${impatient.url}/api/stocks?delayMs=2000`);
    expect(response.status).toBe(504);
    expect(
      expectBodyContract(await response.json(), errorBodySchema, 'a 504 of the gateway'),
    ).toMatchObject({
      code: 'SERVICE_TIMEOUT',
      message: 'The market service took too long to answer. Please try again in a moment.',
    });
  });
});

describe('health', () => {
  it('when Redis and every service answer, then /healthz, /readyz and the dependency report say so', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', service: 'gateway' });

    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', service: 'gateway' });

    const dependencies = await fetch(gateway.statusUrl);
    expect(dependencies.status).toBe(200);
    expect(await dependencies.json()).toEqual({
      status: 'ok',
      redis: 'ok',
      services: { auth: 'ok', learning: 'ok', market: 'ok', budget: 'ok', rewards: 'ok' },
    });
  });
});

describe('rate limits', () => {
  it('when a client goes over the /api limit, then it gets a JSON 429 with Retry-After, and no per-replica RateLimit headers', async () => {
    const limited = await startExtraGateway({ RATE_LIMIT_MAX: '3' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await fetch(`${limited.url}/api/leaderboard`);
      expect(response.status).toBe(200);
      // The replica's own count is not the client's (another replica counts apart).
      expect(response.headers.get('ratelimit')).toBeNull();
    }
    const refused = await fetch(`${limited.url}/api/leaderboard`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBeNull();
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(
      expectBodyContract(await refused.json(), errorBodySchema, 'a 429 of the gateway'),
    ).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: TOO_MANY_REQUESTS_MESSAGE,
      requestId: refused.headers.get('x-request-id'),
    });
    // The web app itself is not rate limited.
    expect((await fetch(`${limited.url}/lessons`)).status).toBe(200);
  });

  it('when a client posts to login too often, then the stricter limit stops it while other calls pass', async () => {
    const limited = await startExtraGateway({ RATE_LIMIT_MAX: '100', AUTH_RATE_LIMIT_MAX: '2' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await postLogin(limited);
      expect(response.status).toBe(200);
      // Counted in Redis for every replica: the client's own count, in the draft-8 headers.
      expect(response.headers.get('ratelimit')).toContain(`r=${2 - attempt}`);
    }
    const refused = await postLogin(limited);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toContain('q=2');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect((await fetch(`${limited.url}/api/auth/me`)).status).toBe(200);
  });

  it('when a client tries logins through two gateway replicas, then they share one count in Redis', async () => {
    const sharedPrefix = nextPrefix();
    const settings = { REDIS_PREFIX: sharedPrefix, AUTH_RATE_LIMIT_MAX: '2' };
    const [first, second] = await Promise.all([
      startExtraGateway(settings),
      startExtraGateway(settings),
    ]);
    expect((await postLogin(first)).status).toBe(200);
    expect((await postLogin(second)).status).toBe(200);
    expect((await postLogin(first)).status).toBe(429);
    expect((await postLogin(second)).status).toBe(429);
    const keys = await first.redis.keys(`${sharedPrefix}:rl:auth:*`);
    expect(keys).toHaveLength(1);
  });

  it('when a replica counts the /api flood guard, then it counts in its own memory, not in Redis', async () => {
    const sharedPrefix = nextPrefix();
    const settings = { REDIS_PREFIX: sharedPrefix, RATE_LIMIT_MAX: '2' };
    const [first, second] = await Promise.all([
      startExtraGateway(settings),
      startExtraGateway(settings),
    ]);
    for (const replica of [first, first, second, second]) {
      expect((await fetch(`${replica.url}/api/leaderboard`)).status).toBe(200);
    }
    expect((await fetch(`${first.url}/api/leaderboard`)).status).toBe(429);
    expect(await first.redis.keys(`${sharedPrefix}:rl:*`)).toEqual([]);
  });

  it('when Redis does not answer, then the login limit lets requests pass, the /api limit still holds and readiness says so', async () => {
    const withoutRedis = await startExtraGateway({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_MAX: '1',
    });
    expect((await postLogin(withoutRedis)).status).toBe(200);
    expect((await postLogin(withoutRedis)).status).toBe(200);
    expect((await fetch(`${withoutRedis.url}/api/leaderboard`)).status).toBe(200);
    expect((await fetch(`${withoutRedis.url}/api/leaderboard`)).status).toBe(429);
    expect((await fetch(`${withoutRedis.url}/readyz`)).status).toBe(200);
    const dependencies = await fetch(withoutRedis.statusUrl);
    expect(dependencies.status).toBe(503);
    expect(await dependencies.json()).toMatchObject({ status: 'degraded', redis: 'down' });
  });
});

describe('the web app', () => {
  it('when an app path is opened, then index.html is served, not cached', async () => {
    for (const pathname of ['/lessons/3', '/', '/trading']) {
      const response = await fetch(`${gateway.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('when a built asset is asked for, then the file is served with a long cache', async () => {
    const response = await fetch(`${gateway.url}/assets/x.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(ASSET_JS);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'when the browser accepts "%s", then the asset is sent as %s, cached for good',
    async (accept, encoding) => {
      const { headers, body } = await new Promise<{
        headers: Record<string, string | string[] | undefined>;
        body: Buffer;
      }>((resolve, reject) => {
        const request = httpRequest(`${gateway.url}/assets/x.js`, {
          headers: { 'accept-encoding': accept },
        });
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        });
        request.on('error', reject);
        request.end();
      });
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['content-type']).toMatch(/javascript/);
      expect(headers['cache-control']).toContain('immutable');
      if (encoding) expect(headers.vary).toMatch(/accept-encoding/i);
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(body)
          : encoding === 'gzip'
            ? gunzipSync(body)
            : body;
      expect(decoded.toString()).toBe(ASSET_JS);
    },
  );

  it('when a missing asset is asked for, then it is a 404, not the app', async () => {
    const response = await fetch(`${gateway.url}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('when the web app has not been built, then pages say how to build it', async () => {
    const unbuilt = await startExtraGateway({ WEB_DIST_DIR: path.join(distDir, 'does-not-exist') });
    const response = await fetch(`${unbuilt.url}/lessons/3`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toBe(WEB_APP_NOT_BUILT_MESSAGE);
    // The API still works.
    expect((await fetch(`${unbuilt.url}/api/config`)).status).toBe(200);
  });
});
