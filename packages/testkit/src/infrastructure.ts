import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Where the tests find PostgreSQL and Redis. Where a Docker engine answers, the global setup
 * starts them with testcontainers; otherwise (as on our CI machines, which have no Docker
 * engine) it uses the ones given by TEST_DATABASE_URL / TEST_REDIS_URL, defaulting to the
 * local services.
 */
export const DEFAULT_TEST_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testDatabaseAdminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
}

export function isDockerAvailable(): boolean {
  if (process.env.TESTCONTAINERS === 'false') return false;
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database of its own for one test file; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fc_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const adminUrl = testDatabaseAdminUrl();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A Redis key prefix of its own, so test files sharing one Redis never see each other's keys. */
export function createTestRedisPrefix(): string {
  return `fctest-${randomUUID().slice(0, 8)}`;
}

/**
 * Deletes every key under a test's Redis prefix, as a stack's database is dropped when it stops:
 * a machine that runs the benches again and again would otherwise keep hundreds of thousands of
 * keys (and run slower for it). Best effort: a Redis that is down or gone keeps them.
 */
export async function dropTestRedisPrefix(prefix: string): Promise<number> {
  if (!/^fctest-[0-9a-f]{8}$/.test(prefix)) throw new Error(`not a test prefix: ${prefix}`);
  const redis = new Redis(testRedisUrl(), {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  let deleted = 0;
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1_000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    // Best effort (see above).
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/** The environment a service under test reads: its own database and Redis prefix. */
export function testServiceEnv(options: {
  databaseUrl: string;
  redisPrefix: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: options.redisPrefix,
    PUBLIC_URL: 'http://localhost:8080',
    // Cheap password hashes (argon2id with 256 KiB): tests register and sign in often.
    PASSWORD_HASH_MEMORY_KIB: '256',
    ...options.extra,
  };
}
