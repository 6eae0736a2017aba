import type { AddressInfo } from 'node:net';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '@fc/contracts/auth';
import type { ApiRoutes } from '@fc/contracts/routes/route';
import { errorHandler, notFoundHandler } from './errors.ts';
import { createLogger } from './logger.ts';
import { registerRoutes } from './register-routes.ts';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const routes = {
  getNote: {
    method: 'get',
    path: '/api/notes/:id',
    summary: 'One note',
    access: 'public',
    query: z.object({ format: z.enum(['short', 'long']).default('short') }),
    response: z.object({ id: z.number(), format: z.string(), isGuest: z.boolean() }),
  },
  postNote: {
    method: 'post',
    path: '/api/notes',
    summary: 'Posts a note',
    access: 'user',
    body: z.object({ text: z.string().min(1, 'Write something') }),
    status: 201,
    response: z.object({ text: z.string(), by: z.number() }),
  },
  answerNote: {
    method: 'post',
    path: '/api/notes/:id/answers/:answerId',
    summary: 'Answers a note',
    access: 'user',
    params: { answerId: z.uuid('answerId must be an answer id') },
    response: z.object({ id: z.number(), answerId: z.string() }),
  },
  deleteNote: {
    method: 'delete',
    path: '/api/notes/:id',
    summary: 'Deletes a note',
    access: 'staff',
    status: 204,
  },
  getUserNotes: {
    method: 'get',
    path: '/api/users/:userId/notes',
    summary: "A user's notes",
    access: 'self',
    response: z.object({ userId: z.number() }),
  },
  resetNotes: {
    method: 'post',
    path: '/api/admin/notes/reset',
    summary: 'Resets every note',
    access: 'admin',
    response: z.object({ isReset: z.boolean() }),
  },
} as const satisfies ApiRoutes;

const deleted: number[] = [];

/** An app with the test routes; `x-test-user: 7 student` signs the request in as that user. */
async function start() {
  const app = express();
  app.use(pinoHttp({ logger: createLogger({ name: 'test', level: 'silent' }) }));
  app.use(express.json());
  app.use((req, _res, next) => {
    const [userId, role] = (req.get('x-test-user') ?? '').split(' ');
    if (userId) {
      const now = new Date();
      req.session = {
        userId: Number(userId),
        role: role as Role,
        sessionId: 's',
        expiresAt: now,
        issuedAt: now,
      };
    }
    next();
  });
  app.use(
    registerRoutes(routes, {
      getNote: ({ params, query, session }) => ({
        id: params.id,
        format: query.format,
        isGuest: session === undefined,
      }),
      postNote: ({ body, session }) => ({ text: body.text, by: session.userId }),
      answerNote: ({ params }) => ({ id: params.id, answerId: params.answerId }),
      deleteNote: ({ params }) => {
        deleted.push(params.id);
      },
      getUserNotes: ({ params }) => ({ userId: params.userId }),
      resetNotes: (_input, _req, res) => {
        res.status(202).set('X-Reset', 'yes');
        return { isReset: true };
      },
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (method: string, path: string, options: { as?: string; body?: unknown } = {}) => {
    const response = await fetch(base + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.as ? { 'x-test-user': options.as } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    };
  };
}

describe('registerRoutes: the input', () => {
  it('when the input is valid, then the handler gets it parsed, with defaults, and its answer is sent', async () => {
    const call = await start();
    expect(await call('GET', '/api/notes/12')).toMatchObject({
      status: 200,
      body: { id: 12, format: 'short', isGuest: true },
    });
    expect((await call('GET', '/api/notes/12?format=long', { as: '7 student' })).body).toEqual({
      id: 12,
      format: 'long',
      isGuest: false,
    });
    const posted = await call('POST', '/api/notes', { as: '7 student', body: { text: 'Hi' } });
    expect(posted).toMatchObject({ status: 201, body: { text: 'Hi', by: 7 } });
    const uuid = '0b7e5c1e-8a52-4f4e-9f43-2a3f0d1c5b6a';
    expect((await call('POST', `/api/notes/3/answers/${uuid}`, { as: '7 student' })).body).toEqual({
      id: 3,
      answerId: uuid,
    });
  });

  it('when a path id is not a positive whole number, then 400 INVALID_ID naming it', async () => {
    const call = await start();
    for (const id of ['abc', '0', '1.5', '-2', '1234567890']) {
      const answer = await call('GET', `/api/notes/${id}`);
      expect(answer.status, id).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'INVALID_ID',
        message: 'id must be a positive whole number',
      });
    }
  });

  it('when a declared path parameter does not match its schema, then 400 naming the field', async () => {
    const call = await start();
    const answer = await call('POST', '/api/notes/3/answers/nope', { as: '7 student' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'answerId must be an answer id',
      fields: { answerId: ['answerId must be an answer id'] },
    });
  });

  it('when the query or the body is not valid, then 400 VALIDATION_FAILED with the failing fields', async () => {
    const call = await start();
    const query = await call('GET', '/api/notes/1?format=medium');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { format: expect.any(Array) as unknown },
    });
    const body = await call('POST', '/api/notes', { as: '7 student', body: { text: '' } });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Write something',
      fields: { text: ['Write something'] },
    });
    const nul = await call('POST', '/api/notes', { as: '7 student', body: { text: 'a\u0000b' } });
    expect(nul.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { text: expect.any(Array) as unknown },
    });
  });

  it('when a route declares no response, then its declared status is answered with no body', async () => {
    const call = await start();
    const answer = await call('DELETE', '/api/notes/5', { as: '1 teacher' });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(deleted).toContain(5);
  });

  it('when a handler sets another status and a header, then they are answered', async () => {
    const call = await start();
    const answer = await call('POST', '/api/admin/notes/reset', { as: '1 admin' });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('x-reset')).toBe('yes');
    expect(answer.body).toEqual({ isReset: true });
  });
});

describe('registerRoutes: the access check', () => {
  it('when a guest calls a route for users, then 401 before the input is read', async () => {
    const call = await start();
    const answer = await call('POST', '/api/notes', { body: { text: '' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('when a student calls a route for staff or admins, then 403; a teacher passes staff only', async () => {
    const call = await start();
    expect((await call('DELETE', '/api/notes/5', { as: '7 student' })).status).toBe(403);
    expect((await call('POST', '/api/admin/notes/reset', { as: '1 teacher' })).status).toBe(403);
    expect((await call('DELETE', '/api/notes/6', { as: '1 teacher' })).status).toBe(204);
  });

  it("when a student asks for another user's data, then 403; their own or an admin's call passes", async () => {
    const call = await start();
    const other = await call('GET', '/api/users/8/notes', { as: '7 student' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: 'You can only access your own data' });
    expect((await call('GET', '/api/users/7/notes', { as: '7 student' })).body).toEqual({
      userId: 7,
    });
    expect((await call('GET', '/api/users/8/notes', { as: '1 admin' })).status).toBe(200);
  });
});
