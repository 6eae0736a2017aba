import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { z } from 'zod';
import type { Role } from '@fc/contracts/auth';
import type { ServiceName } from '@fc/contracts/services';
import type { BaseConfig } from '@fc/service-kit/config';
import { createPlatform, type Platform } from '@fc/service-kit/platform';
import { sessionCookieName, signSessionToken } from '@fc/service-kit/session';
import { randomUUID } from 'node:crypto';
import { TestClient } from './http-client.ts';
import { createTestDatabase, createTestRedisPrefix, testServiceEnv } from './infrastructure.ts';

export interface ServiceUnderTest<Deps> {
  baseUrl: string;
  deps: Deps;
  env: NodeJS.ProcessEnv;
  client(headers?: Record<string, string>): TestClient;
  /** A client carrying a real signed session token for this user id and role. */
  clientAs(userId: number, role?: Role): TestClient;
  close(): Promise<void>;
}

/**
 * A service in-process on port 0, on a new database (migrated like at start-up) and a Redis
 * prefix of its own, built the way its main() builds it.
 */
export async function startServiceUnderTest<
  Extra extends z.ZodRawShape,
  Deps extends { prisma: { $disconnect(): Promise<unknown> } },
>(options: {
  name: ServiceName;
  migrationsDir: string;
  config: Extra;
  createDeps: (
    platform: Platform<BaseConfig & z.infer<z.ZodObject<Extra>>>,
  ) => Deps | Promise<Deps>;
  createApp: (deps: Deps) => Express;
  env?: Record<string, string>;
}): Promise<ServiceUnderTest<Deps>> {
  const database = await createTestDatabase();
  const env = testServiceEnv({
    databaseUrl: database.url,
    redisPrefix: createTestRedisPrefix(),
    extra: options.env,
  });
  const platform = await createPlatform({
    name: options.name,
    migrationsDir: options.migrationsDir,
    config: options.config,
    env,
  });
  const deps = await options.createDeps(platform);
  const server: Server = await new Promise((resolve) => {
    const listening = options.createApp(deps).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (headers?: Record<string, string>) => new TestClient(baseUrl, headers);
  return {
    baseUrl,
    deps,
    env,
    client,
    clientAs(userId, role = 'student') {
      const signedIn = client();
      signedIn.setCookie(
        sessionCookieName(platform.config.PUBLIC_URL),
        signSessionToken(platform.config.JWT_SECRET, { userId, role, sessionId: randomUUID() }),
      );
      return signedIn;
    },
    async close() {
      // What a service ends as it begins to stop (its live streams), then the server.
      await (deps as { dispose?: () => Promise<void> }).dispose?.();
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await deps.prisma.$disconnect();
      await platform.relay.stop();
      await platform.pool.end();
      platform.redis.disconnect();
      await database.drop();
    },
  };
}
