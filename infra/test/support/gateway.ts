import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@fc/service-kit/logger';
import { createRedis } from '@fc/service-kit/redis';
import { testRedisUrl } from '@fc/testkit/infrastructure';
import { createGatewayApp } from '../../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../../gateway/src/config.ts';
import {
  createEventStreamProxy,
  type EventStreamProxy,
} from '../../../gateway/src/event-stream.ts';

export interface GatewayUnderTest {
  url: string;
  server: Server;
  eventStream: EventStreamProxy;
  /** Ends the streams it holds open, then stops listening (its Redis goes with it). */
  close(): Promise<void>;
}

/** The gateway in this process on a free port, passing the live stream on to one rewards. */
export async function startGatewayFor(rewardsUrl: string): Promise<GatewayUnderTest> {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    REWARDS_URL: rewardsUrl,
    WEB_DIST_DIR: '/nonexistent',
  });
  const redis = createRedis(config.REDIS_URL);
  await redis.connect();
  const eventStream = createEventStreamProxy({ targetUrl: rewardsUrl, timeoutMs: 5_000 });
  const server = createServer(
    createGatewayApp({
      config,
      logger: createLogger({ name: 'gateway', level: 'silent' }),
      redis,
      eventStream,
    }),
  );
  server.on('close', () => redis.disconnect());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    eventStream,
    async close() {
      eventStream.endAll();
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
    },
  };
}
