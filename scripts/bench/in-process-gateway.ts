import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createGatewayApp } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { createLogger } from '@fc/service-kit/logger';
import { createRedis } from '@fc/service-kit/redis';
import {
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testRedisUrl,
} from '@fc/testkit/infrastructure';

/** The gateway in this process, in front of an auth service, with no rate limit in the way. */
export async function startInProcessGateway(authUrl: string) {
  const redis = createRedis(testRedisUrl());
  await redis.connect();
  const redisPrefix = createTestRedisPrefix();
  const config = loadGatewayConfig({
    ...process.env,
    NODE_ENV: 'test',
    AUTH_URL: authUrl,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_MAX: '1000000',
    USER_RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  const server = createServer(
    createGatewayApp({ config, logger: createLogger({ name: 'gateway', level: 'silent' }), redis }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      redis.disconnect();
      await dropTestRedisPrefix(redisPrefix);
    },
  };
}
