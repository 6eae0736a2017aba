import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { runMain, serve } from '@fc/service-kit/lifecycle';
import { createLogger } from '@fc/service-kit/logger';
import { defaultMetricsPorts, metricsPortFrom, serveMetrics } from '@fc/service-kit/metrics';
import { redactUrl } from '@fc/service-kit/platform';
import { createRedis } from '@fc/service-kit/redis';
import { createGatewayApp, serviceUrlsOf } from './app.ts';
import { loadGatewayConfig } from './config.ts';
import { createEventStreamProxy } from './event-stream.ts';
import { createInternalStatusApp } from './health.ts';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });

  const redis = createRedis(config.REDIS_URL, { autoPipelining: true });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(
      `cannot reach Redis at ${redactUrl(config.REDIS_URL)}: ${(error as Error).message}`,
    );
  });

  if (!existsSync(path.join(config.WEB_DIST_DIR, 'index.html'))) {
    logger.warn(
      { webDistDir: config.WEB_DIST_DIR },
      'the web app is not built: pages answer 503 until `npm run build`',
    );
  }

  // Internal: never published beside the gateway's public port.
  const metricsServer = await serveMetrics({
    port: metricsPortFrom(process.env, defaultMetricsPorts.gateway),
    ...(config.HOST ? { host: config.HOST } : {}),
    logger,
  });
  // Not through serve(): the public server's stop closes it, among its closers.
  const internal = await new Promise<Server>((resolve, reject) => {
    const listening = createInternalStatusApp({ redis, serviceUrls: serviceUrlsOf(config) })
      .listen(config.GATEWAY_INTERNAL_PORT, config.GATEWAY_INTERNAL_HOST, () => resolve(listening))
      .once('error', reject);
  });
  logger.info(
    { host: config.GATEWAY_INTERNAL_HOST, port: config.GATEWAY_INTERNAL_PORT },
    'internal status at /status',
  );
  const eventStream = createEventStreamProxy({
    targetUrl: config.REWARDS_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  await serve({
    app: createGatewayApp({ config, logger, redis, eventStream }),
    port: config.PORT,
    ...(config.HOST ? { host: config.HOST } : {}),
    logger,
    onStopping: [() => eventStream.endAll()],
    closers: [
      async () => metricsServer?.close(),
      () =>
        new Promise<void>((resolve) => {
          internal.close(() => resolve());
          internal.closeAllConnections();
        }),
      () => redis.quit().catch(() => redis.disconnect()),
    ],
  });
});
