import pg from 'pg';
import { Redis } from 'ioredis';
import { isDockerAvailable, testDatabaseAdminUrl, testRedisUrl } from './infrastructure.ts';

/**
 * Runs once before the integration and browser tests: starts PostgreSQL and Redis in
 * containers where Docker answers, else checks that the configured ones are reachable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<unknown>)[] = [];
  if (!process.env.TEST_DATABASE_URL && !process.env.TEST_REDIS_URL && isDockerAvailable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const { RedisContainer } = await import('@testcontainers/redis');
    const postgres = await new PostgreSqlContainer('postgres:16-alpine').start();
    const redis = await new RedisContainer('redis:7-alpine').start();
    process.env.TEST_DATABASE_URL = postgres.getConnectionUri();
    process.env.TEST_REDIS_URL = redis.getConnectionUrl();
    stops.push(
      () => postgres.stop(),
      () => redis.stop(),
    );
  }
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect().catch((error: unknown) => {
    throw new Error(
      `Tests need PostgreSQL at ${testDatabaseAdminUrl()} (set TEST_DATABASE_URL): ${String(error)}`,
    );
  });
  await client.end();
  const redis = new Redis(testRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`Tests need Redis at ${testRedisUrl()} (set TEST_REDIS_URL): ${String(error)}`);
  });
  redis.disconnect();
  return async () => {
    for (const stop of stops) await stop();
  };
}
