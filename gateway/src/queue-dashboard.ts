import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import express, { type RequestHandler, type Router } from 'express';
import type { ErrorCode } from '@fc/contracts/errors';
import { eventQueueName } from '@fc/contracts/events';
import { serviceNames } from '@fc/contracts/services';
import { rejectCrossSiteRequests } from '@fc/service-kit/csrf';
import { AppError, toErrorBody } from '@fc/service-kit/errors';
import type { Logger } from '@fc/service-kit/logger';
import type { Redis } from '@fc/service-kit/redis';
import { requestIdOf } from './request-id.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** The queues an operator looks at: every service's events, then the recurring jobs. */
export const dashboardQueueNames = [
  ...serviceNames.map((service) => eventQueueName(service)),
  'market.price-refresh',
  'market.history-compaction',
  'rewards.leaderboard-reconcile',
  'rewards.streak-expiry',
  ...serviceNames.map((service) => `${service}.event-retention`),
];

/**
 * Only an admin may see the queues: the auth service says who the session cookie belongs to
 * (the gateway holds no session secret). Not signed in → the sign-in page; a student → 403.
 */
function requireAdminSession(authUrl: string, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const refuse = (status: number, code: ErrorCode, message: string) =>
      res.status(status).json(toErrorBody(new AppError(status, code, message), requestIdOf(req)));
    let me: Response;
    try {
      me = await fetch(new URL('/api/auth/me', authUrl), {
        headers: { cookie: req.headers.cookie ?? '', 'x-request-id': requestIdOf(req) },
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      logger.warn({ err: error }, 'the queue dashboard could not ask auth who is signed in');
      return refuse(
        503,
        'SERVICE_UNAVAILABLE',
        'Service temporarily unavailable, please try again',
      );
    }
    if (me.status === 401) {
      if (req.method === 'GET' && req.accepts('html')) return res.redirect(302, '/auth');
      return refuse(401, 'UNAUTHENTICATED', 'Please sign in to continue');
    }
    const body = (await me.json().catch(() => ({}))) as { role?: string };
    if (!me.ok || body.role !== 'admin') return refuse(403, 'FORBIDDEN', 'Admins only');
    next();
  };
}

/**
 * bull-board at /admin/queues, behind an admin session: waiting, active, delayed and failed
 * jobs of every queue, with retry. (`npm run events` does the same from a terminal.) The queues
 * share the gateway's Redis connection, so they hold nothing of their own to close.
 */
export function createQueueDashboard(deps: {
  redis: Redis;
  redisPrefix: string;
  authUrl: string;
  publicUrl: string;
  logger: Logger;
}): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const queues = dashboardQueueNames.map(
    (name) => new Queue(name, { connection: deps.redis, prefix: deps.redisPrefix }),
  );
  for (const queue of queues) {
    queue.on('error', (error) => deps.logger.warn({ err: error }, 'queue dashboard: Redis error'));
  }
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Finance Club queues' } },
  });
  const router = express.Router();
  router.use(
    QUEUE_DASHBOARD_PATH,
    // Retrying or removing jobs changes things: only from the club's own pages.
    rejectCrossSiteRequests({ allowedOrigins: [deps.publicUrl] }),
    requireAdminSession(deps.authUrl, deps.logger),
    serverAdapter.getRouter() as Router,
  );
  return router;
}
