import { existsSync } from 'node:fs';
import path from 'node:path';
import { runMain, serve } from '@fc/service-kit/lifecycle';
import { createLogger } from '@fc/service-kit/logger';
import { redactUrl } from '@fc/service-kit/platform';
import { createRedis } from '@fc/service-kit/redis';
import { createGatewayApp } from './app.ts';
import { loadGatewayConfig } from './config.ts';

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

  await serve({
    app: createGatewayApp({ config, logger, redis }),
    port: config.PORT,
    ...(config.HOST ? { host: config.HOST } : {}),
    logger,
    closers: [() => redis.quit().catch(() => redis.disconnect())],
  });
});
