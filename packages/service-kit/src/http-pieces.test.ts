import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestIdFrom } from './app.ts';
import { loadConfig } from './config.ts';
import { rejectCrossSiteRequests } from './csrf.ts';
import { BUSY_MESSAGE, errorHandler, httpErrors, notFoundHandler } from './errors.ts';
import { requireAuth, requireRole, requireSelfOrAdmin } from './guards.ts';
import { createLogger } from './logger.ts';
import type { Session } from './session.ts';
import { parse } from './validation.ts';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A tiny app with the given middleware, the session of `as`, and the shared error handling. */
async function appWith(build: (app: express.Express) => void, as?: Partial<Session>) {
  const app = express();
  app.use(pinoHttp({ logger: createLogger({ name: 'test', level: 'silent' }) }));
  app.use(express.json());
  const withSession: RequestHandler = (req, _res, next) => {
    if (as)
      req.session = {
        userId: 1,
        role: 'student',
        sessionId: 's',
        expiresAt: new Date(),
        issuedAt: new Date(),
        ...as,
      };
    next();
  };
  app.use(withSession);
  build(app);
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path: string, init?: RequestInit) => {
    const response = await fetch(base + path, init);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
}

const ok: RequestHandler = (_req, res) => {
  res.json({ ok: true });
};

describe('guards', () => {
  it('when a student asks for their own data, then it passes; for another student, then 403', async () => {
    const call = await appWith(
      (app) => app.get('/api/users/:id/progress', requireSelfOrAdmin(), ok),
      { userId: 7 },
    );
    expect((await call('/api/users/7/progress')).status).toBe(200);
    const other = await call('/api/users/8/progress');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only access your own data');
  });

  it('when an admin asks for any user, then it passes', async () => {
    const call = await appWith(
      (app) => app.get('/api/users/:id/progress', requireSelfOrAdmin(), ok),
      { userId: 1, role: 'admin' },
    );
    expect((await call('/api/users/8/progress')).status).toBe(200);
  });

  it('when the path id is not a user id, then 400', async () => {
    const call = await appWith(
      (app) => app.get('/api/users/:id/progress', requireSelfOrAdmin(), ok),
      { userId: 7 },
    );
    for (const id of ['abc', '-1', '7.5', '99999999999']) {
      const response = await call(`/api/users/${id}/progress`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_ID');
    }
  });

  it('when nobody is signed in, then 401 on every guarded route', async () => {
    const call = await appWith((app) => {
      app.get('/a', requireAuth, ok);
      app.get('/b', requireRole('admin'), ok);
      app.get('/c/:id', requireSelfOrAdmin(), ok);
    });
    for (const path of ['/a', '/b', '/c/1']) expect((await call(path)).status).toBe(401);
  });

  it('when a student calls an admin route, then 403', async () => {
    const call = await appWith((app) => app.get('/admin', requireRole('admin'), ok), {
      role: 'student',
    });
    expect((await call('/admin')).status).toBe(403);
  });
});

describe('cross-site check', () => {
  const build = (app: express.Express) => {
    app.use(rejectCrossSiteRequests({ allowedOrigins: ['http://localhost:8080'] }));
    app.post('/x', ok);
    app.get('/x', ok);
  };
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, 403],
    [{ 'sec-fetch-site': 'same-site' }, 403],
    [{ 'sec-fetch-site': 'same-origin' }, 200],
    [{ 'sec-fetch-site': 'none' }, 200],
    [{ origin: 'https://evil.example' }, 403],
    [{ origin: 'http://localhost:8080' }, 200],
    [{ origin: 'null' }, 403],
    [{}, 200],
  ])('when a POST carries %o, then %i', async (headers, status) => {
    const call = await appWith(build);
    expect((await call('/x', { method: 'POST', headers })).status).toBe(status);
  });

  it('when a cross-site request only reads, then it passes', async () => {
    const call = await appWith(build);
    expect((await call('/x', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('errors', () => {
  it('when a handler throws something unknown, then 500 says only "Something went wrong"', async () => {
    const call = await appWith((app) =>
      app.get('/boom', () => {
        throw new Error('database password is hunter2');
      }),
    );
    const response = await call('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong' });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
  });

  it.each([
    [
      'Prisma cannot start a transaction in time',
      Object.assign(
        new Error('Transaction API error: Unable to start a transaction in the given time.'),
        { code: 'P2028' },
      ),
    ],
    [
      'Prisma waits too long for a connection',
      Object.assign(new Error('Timed out fetching a new connection from the connection pool.'), {
        code: 'P2024',
      }),
    ],
    [
      'the pool waits too long for a connection',
      new Error('timeout exceeded when trying to connect'),
    ],
  ])('when %s, then 503 asks to try again in a moment', async (_case, error) => {
    const call = await appWith((app) =>
      app.post('/busy', () => {
        throw error;
      }),
    );
    const response = await call('/busy', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body).toMatchObject({ code: 'BUSY', message: BUSY_MESSAGE });
  });

  it('when input fails a schema, then 400 names the fields and their messages', async () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      age: z.number().int('Age must be whole'),
    });
    const call = await appWith((app) =>
      app.post('/p', (req, res) => {
        res.json(parse(schema, req.body));
      }),
    );
    const response = await call('/p', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"","age":1.5}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name is required; Age must be whole',
      fields: { name: ['Name is required'], age: ['Age must be whole'] },
    });
  });

  it('when a known error is thrown, then its status, code and message pass through', async () => {
    const call = await appWith((app) =>
      app.get('/c', () => {
        throw httpErrors.conflict('Already there', 'ALREADY_COMPLETE');
      }),
    );
    expect(await call('/c')).toMatchObject({
      status: 409,
      body: expect.objectContaining({ code: 'ALREADY_COMPLETE', message: 'Already there' }),
    });
  });
});

describe('request ids and config', () => {
  it('when a client sends a well-formed request id, then it is kept; otherwise a new one is made', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom('bad id with spaces')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the environment is wrong, then loading the config fails naming each key', () => {
    expect(() => loadConfig({}, { DATABASE_URL: 'not a url', REDIS_PREFIX: 'has space' })).toThrow(
      /DATABASE_URL[\s\S]*REDIS_PREFIX/,
    );
  });

  it('when JWT_SECRET is missing, then start-up stops unless NODE_ENV is explicitly development or test', () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      expect(() => loadConfig({}, env)).toThrow(/JWT_SECRET is not set\. It signs every session/);
    }
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({}, { NODE_ENV }).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    }
    expect(loadConfig({}, { JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });

  it('when nothing is said, then a service trusts only loopback proxies and a session idles out after 24 hours', () => {
    const config = loadConfig({}, { NODE_ENV: 'test' });
    expect(config.TRUST_PROXY).toBe('loopback');
    expect(config.SESSION_IDLE_TIMEOUT_SECONDS).toBe(86_400);
    expect(config.HOST).toBeUndefined();
  });
});
