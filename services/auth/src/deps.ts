import type { Kysely } from 'kysely';
import type { Platform } from '@fc/service-kit/platform';
import { createLoginThrottle, type LoginThrottle } from './accounts/login-throttle.store.ts';
import {
  createRegistrationThrottle,
  type RegistrationThrottle,
} from './accounts/registration-throttle.store.ts';
import type { AuthConfig } from './config.ts';
import { createDatabase, createPrismaClient, type Db } from './db.ts';
import type { DB } from './generated/kysely.ts';
import { createMailer, type Mailer } from './password-reset/mailer.ts';
import { createPasswordHasher, type PasswordHasher } from './passwords.ts';
import {
  createResetRequestThrottle,
  type ResetRequestThrottle,
} from './password-reset/reset-throttle.store.ts';

export interface AuthDeps extends Omit<Platform<AuthConfig>, 'name'> {
  prisma: Db;
  /** Kysely on the pool: the busiest reads and the events auth applies (docs/performance.md). */
  db: Kysely<DB>;
  mailer: Mailer;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  registrationThrottle: RegistrationThrottle;
  resetRequestThrottle: ResetRequestThrottle;
}

/** Everything the auth service runs on, built from the platform (used by main and by tests). */
export function createAuthDeps(
  platform: Platform<AuthConfig>,
  overrides: Partial<AuthDeps> = {},
): AuthDeps {
  const { config, logger } = platform;
  return {
    ...platform,
    prisma: createPrismaClient(platform.pool),
    db: createDatabase(platform.pool),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      transport: config.MAIL_TRANSPORT,
      nodeEnv: config.NODE_ENV,
      from: config.MAIL_FROM,
      clubName: config.CLUB_NAME,
      logger,
    }),
    passwords: createPasswordHasher(
      { memoryKiB: config.PASSWORD_HASH_MEMORY_KIB, passes: config.PASSWORD_HASH_PASSES },
      { concurrency: config.PASSWORD_HASH_CONCURRENCY, queueLimit: config.PASSWORD_HASH_QUEUE },
    ),
    loginThrottle: createLoginThrottle(platform.redis, config.REDIS_PREFIX),
    registrationThrottle: createRegistrationThrottle(platform.redis, config.REDIS_PREFIX),
    resetRequestThrottle: createResetRequestThrottle(platform.redis, config.REDIS_PREFIX),
    ...overrides,
  };
}
