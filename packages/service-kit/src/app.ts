import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { pinoHttp } from 'pino-http';
import { rejectCrossSiteRequests } from './csrf.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { authenticate } from './guards.ts';
import type { Logger } from './logger.ts';
import { runWithContext } from './request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** A client's request id is kept when it looks like one; otherwise a new one is made. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

export interface ServiceDeps {
  name: string;
  logger: Logger;
  redis: Redis;
  pool: pg.Pool;
  config: { JWT_SECRET: string; REDIS_PREFIX: string; PUBLIC_URL: string; TRUST_PROXY: string };
}

/**
 * The Express app every service is built on: request ids, JSON logs, security headers, a body
 * size limit, the cross-site check, session authentication, health and readiness, the routes,
 * then one 404 and one error handler. It does not listen: tests use it in-process.
 */
export function createService(deps: ServiceDeps, routes: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(deps.config.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use((req, _res, next) => runWithContext({ requestId: req.id as string }, next));
  app.use(helmet());
  app.use(express.json({ limit: '100kb' }));
  app.use(cookieParser());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: deps.name });
  });
  app.get('/readyz', async (req, res) => {
    const checks = await Promise.allSettled([deps.pool.query('SELECT 1'), deps.redis.ping()]);
    const [database, redis] = checks.map((check) => (check.status === 'fulfilled' ? 'ok' : 'down'));
    const isReady = database === 'ok' && redis === 'ok';
    if (!isReady) req.log.warn({ database, redis }, 'not ready');
    res
      .status(isReady ? 200 : 503)
      .json({ status: isReady ? 'ready' : 'not ready', database, redis });
  });

  app.use(rejectCrossSiteRequests({ allowedOrigins: [deps.config.PUBLIC_URL] }));
  app.use(
    authenticate({
      jwtSecret: deps.config.JWT_SECRET,
      redis: deps.redis,
      redisPrefix: deps.config.REDIS_PREFIX,
    }),
  );
  app.use(routes);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** TRUST_PROXY as Express takes it: "false", "true", a hop count, or addresses and subnets. */
export function trustProxySetting(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}
