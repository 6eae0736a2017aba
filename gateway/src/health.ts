import { Router } from 'express';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import type { Redis } from '@fc/service-kit/redis';
import type { ServiceUrls } from './proxy.ts';

type CheckResult = 'ok' | 'down';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz: the gateway process answers. /readyz: it can do its job, i.e. Redis answers (rate
 * limits) and every service's /healthz answers; each check is reported.
 */
export function createHealthRoutes(deps: { redis: Redis; serviceUrls: ServiceUrls }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', async (req, res) => {
    const [redis, ...serviceResults] = await Promise.all([
      checkRedis(deps.redis),
      ...serviceNames.map((service) => checkService(deps.serviceUrls[service])),
    ]);
    const services = Object.fromEntries(
      serviceNames.map((service, index) => [service, serviceResults[index] ?? 'down']),
    ) as Record<ServiceName, CheckResult>;
    const isReady = redis === 'ok' && Object.values(services).every((result) => result === 'ok');
    if (!isReady) req.log.warn({ redis, services }, 'not ready');
    res
      .status(isReady ? 200 : 503)
      .json({ status: isReady ? 'ready' : 'not ready', redis, services });
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
