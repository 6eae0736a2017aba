import express, { Router, type Express } from 'express';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import type { Redis } from '@fc/service-kit/redis';
import type { ServiceUrls } from './proxy.ts';

type CheckResult = 'ok' | 'down';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz: the gateway process answers (liveness). /readyz: the gateway itself can take
 * requests. Readiness is about this process alone: a service that is down is answered with a
 * JSON 502 for its routes, so taking every gateway out of rotation would not help; Redis is not
 * needed either (the login limit lets requests pass without it). What the gateway depends on is
 * reported on the internal port only (createInternalStatusApp): the public port does not show
 * the services behind it (ASVS 13.4.5).
 */
export function createHealthRoutes(): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', (_req, res) => {
    res.json({ status: 'ready', service: 'gateway' });
  });
  return router;
}

/**
 * The gateway's internal port (GATEWAY_INTERNAL_PORT, on 127.0.0.1 unless
 * GATEWAY_INTERNAL_HOST says otherwise): GET /status reports Redis (the login limit) and every
 * service's /healthz, 200 when all answer and 503 with each check otherwise. A port of its own
 * rather than a check of the caller's address: a reverse proxy on the same host makes every
 * public request come from loopback, while a port that is not published cannot be reached from
 * outside at all. `npm start`, the test stack and the chaos runs wait on it for the whole stack.
 */
export function createInternalStatusApp(deps: { redis: Redis; serviceUrls: ServiceUrls }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/status', async (_req, res) => {
    const [redis, ...serviceResults] = await Promise.all([
      checkRedis(deps.redis),
      ...serviceNames.map((service) => checkService(deps.serviceUrls[service])),
    ]);
    const services = Object.fromEntries(
      serviceNames.map((service, index) => [service, serviceResults[index] ?? 'down']),
    ) as Record<ServiceName, CheckResult>;
    const isUp = redis === 'ok' && Object.values(services).every((result) => result === 'ok');
    res.status(isUp ? 200 : 503).json({ status: isUp ? 'ok' : 'degraded', redis, services });
  });
  app.use((_req, res) => {
    res.status(404).json({ status: 'not found' });
  });
  return app;
}

async function checkRedis(redis: Redis): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

async function checkService(baseUrl: string): Promise<CheckResult> {
  try {
    const response = await fetch(new URL('/healthz', baseUrl), {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}
