import express, { type Express } from 'express';
import type { Branding } from '@fc/contracts/branding';
import { gatewayRoutes } from '@fc/contracts/routes/gateway';
import { trustProxySetting } from '@fc/service-kit/app';
import { metrics } from '@fc/service-kit/metrics';
import { registerRoutes } from '@fc/service-kit/register-routes';
import { requestLogging } from '@fc/service-kit/request-logging';
import {
  AppError,
  errorHandler,
  httpErrors,
  notFoundHandler,
  toErrorBody,
} from '@fc/service-kit/errors';
import type { Logger } from '@fc/service-kit/logger';
import type { Redis } from '@fc/service-kit/redis';
import { runWithContext } from '@fc/service-kit/request-context';
import { sessionCookieName, sessionSecretsOf } from '@fc/service-kit/session';
import { apiDocsHandlers, apiDocsViewerFiles } from './api-docs.ts';
import type { GatewayConfig } from './config.ts';
import { createEventStreamProxy, type EventStreamProxy } from './event-stream.ts';
import { createHealthRoutes } from './health.ts';
import { createQueueDashboard } from './queue-dashboard.ts';
import { createServiceProxy, type ServiceUrls } from './proxy.ts';
import { ruleOfRequest } from './routes.ts';
import { createRateLimiter, sessionUserOf } from './rate-limit.ts';
import { requestIdOf } from './request-id.ts';
import { securityHeaders } from './security-headers.ts';
import { serveWebApp } from './web-app.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** For the shared rate-limit counts and the readiness check. */
  redis: Redis;
  /** The live stream's pass-through (main ends its streams as the gateway stops). */
  eventStream?: EventStreamProxy;
}

/** The POSTs that guess or spray passwords and send mail get a stricter limit. */
const AUTH_FORM_PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
];

export function brandingOf(config: GatewayConfig): Branding {
  return {
    clubName: config.CLUB_NAME,
    clubLogoUrl: config.CLUB_LOGO_URL,
    schoolName: config.SCHOOL_NAME,
    schoolLogoUrl: config.SCHOOL_LOGO_URL,
    creditLine: config.CREDIT_LINE,
  };
}

export function serviceUrlsOf(config: GatewayConfig): ServiceUrls {
  return {
    auth: config.AUTH_URL,
    learning: config.LEARNING_URL,
    market: config.MARKET_URL,
    budget: config.BUDGET_URL,
    rewards: config.REWARDS_URL,
  };
}

/**
 * The gateway: request ids and JSON logs, security headers, health, rate limits, its own few
 * /api answers, the proxy to the services (docs/architecture.md, "Gateway routes"), a JSON 404 for
 * other /api paths, then the built web app. It does not listen: tests use it in-process.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function createGatewayApp(deps: GatewayDeps): Express {
  const { config, logger, redis } = deps;
  const serviceUrls = serviceUrlsOf(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));

  app.use(requestLogging(logger));
  // Proxied requests are timed by the route table's pattern, the web app's files as one route.
  app.use(
    metrics.http('gateway', (req) => {
      const path = req.path;
      if (!path.startsWith('/api') && !path.startsWith('/admin')) return 'web app';
      return ruleOfRequest(req)?.pattern;
    }),
  );
  app.use((req, _res, next) => runWithContext({ requestId: requestIdOf(req) }, next));
  app.use(
    securityHeaders({
      publicUrl: config.PUBLIC_URL,
      imageUrls: [config.CLUB_LOGO_URL, config.SCHOOL_LOGO_URL],
    }),
  );
  // TRACE echoes a request back (cookies included) and CONNECT tunnels: neither is ours to pass on.
  app.use((req, res, next) => {
    if (!REFUSED_METHODS.has(req.method)) return next();
    res
      .status(405)
      .set('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
      .json(
        toErrorBody(
          new AppError(405, 'METHOD_NOT_ALLOWED', `${req.method} is not supported`),
          requestIdOf(req),
        ),
      );
  });

  // The flood guard on every API call is counted in memory (no Redis round trip per request),
  // per signed-in user, else per address; the password and mail forms' limit is per address and
  // shared by all replicas through Redis (docs/adr/0010-rate-limits-per-user-behind-one-address.md).
  const sessionCookie = sessionCookieName(config.PUBLIC_URL);
  const sessionSecrets = sessionSecretsOf(config);
  app.use(
    '/api',
    createRateLimiter({
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      limit: config.RATE_LIMIT_MAX,
      perUser: {
        limit: config.USER_RATE_LIMIT_MAX,
        userIdOf: (req) => sessionUserOf(req, sessionCookie, sessionSecrets),
      },
      logger,
    }),
  );
  app.post(
    AUTH_FORM_PATHS,
    createRateLimiter({
      shared: { redis, keyPrefix: `${config.REDIS_PREFIX}:rl:auth:` },
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      limit: config.AUTH_RATE_LIMIT_MAX,
      logger,
    }),
  );

  // The services' routes first: a proxied call goes through no more of the gateway's own layers
  // than it needs (docs/performance.md); what the route table does not know goes on below.
  const eventStream =
    deps.eventStream ??
    createEventStreamProxy({
      targetUrl: config.REWARDS_URL,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    });
  app.use(eventStream.handler);
  app.use(createServiceProxy({ serviceUrls, timeoutMs: config.UPSTREAM_TIMEOUT_MS }));

  app.use(createHealthRoutes());
  const branding = brandingOf(config);
  // The gateway's own /api routes (packages/contracts/src/routes/gateway.ts), never proxied.
  app.use(
    registerRoutes(gatewayRoutes, {
      getConfig: (_input, _req, res) => {
        res.set('Cache-Control', 'no-cache');
        return branding;
      },
      // An old address of the sign-in screen, still linked from outside (docs/product.md).
      redirectToSignIn: (_input, _req, res) => {
        res.redirect(302, '/auth');
      },
      // The OpenAPI description and its viewer (docs/http-api.md).
      ...apiDocsHandlers(),
    }),
  );
  app.use(apiDocsViewerFiles());

  app.use('/api', (req, _res, next) => {
    const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
    next(httpErrors.notFound(`No API route for ${req.method} ${path}`, 'ROUTE_NOT_FOUND'));
  });

  app.use(
    createQueueDashboard({
      redis,
      redisPrefix: config.REDIS_PREFIX,
      authUrl: config.AUTH_URL,
      publicUrl: config.PUBLIC_URL,
      logger,
    }),
  );
  app.use(serveWebApp(config.WEB_DIST_DIR));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
