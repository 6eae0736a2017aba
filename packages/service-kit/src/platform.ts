import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { z } from 'zod';
import type { ServiceName } from '@fc/contracts/services';
import { loadConfig, type BaseConfig } from './config.ts';
import { createPool } from './db.ts';
import { createOutboxRelay, type OutboxRelay } from './events/relay.ts';
import { createLogger, type Logger } from './logger.ts';
import { applyMigrations } from './migrations.ts';
import { createRedis } from './redis.ts';

export interface Platform<Config extends BaseConfig = BaseConfig> {
  name: ServiceName;
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  redis: Redis;
  relay: OutboxRelay;
}

/**
 * What every service starts with: validated config, a logger, its schema migrated, a pool on
 * its schema, Redis and the outbox relay. Unreachable PostgreSQL or Redis stops start-up with
 * a message that names the URL.
 */
export async function createPlatform<Extra extends z.ZodRawShape>(options: {
  name: ServiceName;
  migrationsDir: string;
  config?: Extra;
  env?: NodeJS.ProcessEnv;
}): Promise<Platform<BaseConfig & z.infer<z.ZodObject<Extra>>>> {
  const config = loadConfig(options.config ?? ({} as Extra), options.env);
  const logger = createLogger({ name: options.name, level: config.LOG_LEVEL });
  const schema = options.name;

  if (config.MIGRATE_ON_START) {
    await applyMigrations({
      databaseUrl: config.DATABASE_URL,
      schema,
      migrationsDir: options.migrationsDir,
      logger,
    }).catch((error: unknown) => {
      throw new Error(
        `cannot prepare PostgreSQL at ${redactUrl(config.DATABASE_URL)}: ${(error as Error).message}`,
      );
    });
  }
  const pool = createPool({
    databaseUrl: config.DATABASE_URL,
    schema,
    max: config.DATABASE_POOL_SIZE,
  });
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  const redis = createRedis(config.REDIS_URL, { autoPipelining: true });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(
      `cannot reach Redis at ${redactUrl(config.REDIS_URL)}: ${(error as Error).message}`,
    );
  });
  const relay = createOutboxRelay({
    pool,
    schema,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  return { name: options.name, config, logger, pool, redis, relay };
}

/** Closes what the platform opened; the service's own closers run before this. */
export async function closePlatform(platform: Platform): Promise<void> {
  await platform.relay.stop();
  await platform.pool.end();
  platform.redis.disconnect();
}

/** A URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
