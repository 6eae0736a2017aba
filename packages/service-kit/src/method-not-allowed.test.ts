import type { AddressInfo } from 'node:net';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRoutes } from '@fc/contracts/routes/route';
import { rejectCrossSiteRequests } from './csrf.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { createLogger } from './logger.ts';
import { registerRoutes } from './register-routes.ts';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const routes = {
  openLesson: { method: 'get', path: '/api/lessons/:lessonId', summary: '', access: 'public' },
  completeLesson: {
    method: 'post',
    path: '/api/lessons/:lessonId/complete',
    summary: '',
    access: 'public',
  },
  listPlans: { method: 'get', path: '/api/budget/plans', summary: '', access: 'public' },
  createPlan: { method: 'post', path: '/api/budget/plans', summary: '', access: 'public' },
  completePlan: {
    method: 'put',
    path: '/api/budget/plans/:id/complete',
    summary: '',
    access: 'public',
  },
} as const satisfies ApiRoutes;

/** Routes the way a service registers them, behind the cross-site check, before the 404. */
function buildApp() {
  const answer = () => undefined;
  const app = express();
  app.use(pinoHttp({ logger: createLogger({ name: 'test', level: 'silent' }) }));
  app.use(rejectCrossSiteRequests({ allowedOrigins: ['http://club.test'] }));
  app.use(
    registerRoutes(routes, {
      openLesson: answer,
      completeLesson: answer,
      listPlans: answer,
      createPlan: answer,
      completePlan: answer,
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

async function start() {
  const server = buildApp().listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (method: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { method, headers });
    const text = await response.text();
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      text,
      body: text && text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
}

describe('405 Method Not Allowed', () => {
  it('when a known path is asked with a method it does not take, then 405 with Allow and the JSON error body', async () => {
    const call = await start();
    const answer = await call('DELETE', '/api/lessons/1/complete');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('POST');
    expect(answer.body).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      message: expect.stringContaining('POST') as unknown,
    });
  });

  it('when a GET path is asked with POST, then Allow lists GET and HEAD', async () => {
    const call = await start();
    const answer = await call('POST', '/api/lessons/7');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD');
  });

  it('when a path takes several methods, then Allow lists them all', async () => {
    const call = await start();
    const answer = await call('PATCH', '/api/budget/plans');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, POST');
  });

  it('when the path is unknown, then it stays a 404', async () => {
    const call = await start();
    const answer = await call('DELETE', '/api/lessons/1/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect(answer.allow).toBeNull();
  });

  it('when the method is right, then the route answers as before; HEAD works on a GET route', async () => {
    const call = await start();
    expect((await call('POST', '/api/lessons/1/complete')).status).toBe(200);
    expect((await call('HEAD', '/api/lessons/1')).status).toBe(200);
  });

  it('when HEAD is asked of a POST-only path, then 405 without a body', async () => {
    const call = await start();
    const answer = await call('HEAD', '/api/budget/plans/3/complete');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('PUT');
    expect(answer.text).toBe('');
  });

  it('when OPTIONS is asked of a known path, then Express answers 200 with the same Allow', async () => {
    const call = await start();
    const answer = await call('OPTIONS', '/api/lessons/1/complete');
    expect(answer.status).toBe(200);
    expect(answer.allow).toBe('POST');
  });

  it('when a cross-site browser sends a wrong method, then the cross-site check refuses it first', async () => {
    const call = await start();
    const answer = await call('DELETE', '/api/lessons/1/complete', {
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
});
