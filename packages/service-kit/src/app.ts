import cookieParser from 'cookie-parser';
import { LRUCache } from 'lru-cache';
import proxyaddr from 'proxy-addr';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { fixedHeaders } from './fixed-headers.ts';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { metrics } from './metrics.ts';
import { requestLogging } from './request-logging.ts';
import { rejectCrossSiteRequests } from './csrf.ts';
import { errorHandler, notFoundHandler } from './errors.ts';
import { authenticate } from './guards.ts';
import type { Logger } from './logger.ts';
import { runWithContext } from './request-context.ts';
import { sessionCookieName, sessionSecretsOf } from './session.ts';

export { REQUEST_ID_HEADER, requestIdFrom } from './request-logging.ts';

export interface ServiceDeps {
  name: string;
  logger: Logger;
  redis: Redis;
  pool: pg.Pool;
  config: {
    JWT_SECRET: string;
    JWT_SECRET_PREVIOUS?: string | undefined;
    REDIS_PREFIX: string;
    PUBLIC_URL: string;
    TRUST_PROXY: string;
    SESSION_IDLE_TIMEOUT_SECONDS: number;
  };
}

/**
 * The Express app every service is built on: request ids, JSON logs, security headers, a body
 * size limit, the cross-site check, session authentication, health and readiness, the routes
 * (`registerRoutes`, which answers 405 for a declared path asked with another method), one 404
 * and one error handler. It does not listen: tests use it in-process.
 */
export function createService(deps: ServiceDeps, routes: Router): Express {
  metrics.watchPool(deps.name, deps.pool);
  const app = express();
  app.disable('x-powered-by');
  // No ETag: a signed-in answer is no-store and per user, so no client ever revalidates it, and
  // Express would hash every JSON body (a SHA-1 per answer) to make one.
  app.disable('etag');
  app.set('trust proxy', trustProxySetting(deps.config.TRUST_PROXY));

  // The gateway keeps the access log; a service's own line for a request that went well is debug.
  app.use(requestLogging(deps.logger, { successLevel: 'debug' }));
  app.use(metrics.http(deps.name));
  app.use((req, _res, next) => runWithContext({ requestId: req.id as string }, next));
  app.use(fixedHeaders(helmet()));
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
      jwtSecrets: sessionSecretsOf(deps.config),
      redis: deps.redis,
      redisPrefix: deps.config.REDIS_PREFIX,
      cookieName: sessionCookieName(deps.config.PUBLIC_URL),
      idleTimeoutSeconds: deps.config.SESSION_IDLE_TIMEOUT_SECONDS,
    }),
  );
  app.use(routes);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express takes it: "false", "true", a hop count, or addresses and subnets.
 * Addresses and subnets become a trust function that remembers its answer per address: Express
 * asks it several times per request (for the client address, protocol and host), and parsing
 * the address each time is a visible part of a busy gateway's work.
 */
export function trustProxySetting(value: string): boolean | number | TrustFunction {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const isTrusted = proxyaddr.compile(trimmed.split(',').map((part) => part.trim()));
  const answers = new LRUCache<string, boolean>({ max: 10_000 });
  return (address, hop) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      answer = isTrusted(address, hop);
      answers.set(address, answer);
    }
    return answer;
  };
}
