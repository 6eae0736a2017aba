import { Router } from 'express';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import type { Redis } from '@fc/service-kit/redis';
import type { ServiceUrls } from './proxy.ts';

type CheckResult = 'ok' | 'down';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz: the gateway process answers (liveness). /readyz: the gateway itself can take
 * requests (readiness is about this process: a service that is down is answered with a JSON
 * 502 for its routes, and taking the gateway out of rotation would not help). The state of what
 * it depends on is reported apart, at /readyz/dependencies: Redis (the login limit) and every
 * service's /healthz, 200 when all answer and 503 with each check otherwise.
 */
export function createHealthRoutes(deps: { redis: Redis; serviceUrls: ServiceUrls }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', (_req, res) => {
    res.json({ status: 'ready', service: 'gateway' });
  });
  router.get('/readyz/dependencies', async (req, res) => {
    const [redis, ...serviceResults] = await Promise.all([
      checkRedis(deps.redis),
      ...serviceNames.map((service) => checkService(deps.serviceUrls[service])),
    ]);
    const services = Object.fromEntries(
      serviceNames.map((service, index) => [service, serviceResults[index] ?? 'down']),
    ) as Record<ServiceName, CheckResult>;
    const isUp = redis === 'ok' && Object.values(services).every((result) => result === 'ok');
    if (!isUp) req.log.warn({ redis, services }, 'a dependency is down');
    res.status(isUp ? 200 : 503).json({ status: isUp ? 'ok' : 'degraded', redis, services });
  });
  return router;
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
