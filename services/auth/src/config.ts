import path from 'node:path';
import { z } from 'zod';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';
import { DEFAULT_HASH_SETTINGS, HASH_MEMORY_RANGE, HASH_PASSES_RANGE } from './passwords.ts';

/** A whole-number setting within a range, with a message that names it, the range and the default. */
const wholeNumber = (name: string, range: { min: number; max: number }, defaultValue: number) => {
  const message = `${name} must be a whole number from ${range.min} to ${range.max} (default ${defaultValue})`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message })
    .default(defaultValue);
};

/** The auth service's own settings, on top of the ones every service reads. */
export const authConfigShape = {
  PORT: portSchema(4001),
  /** smtp://user:pass@host:port. Required in production unless MAIL_TRANSPORT=log. */
  SMTP_URL: z.string().optional(),
  /** `log`: run without e-mail (reset requests are noted in the log, never with their link). */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  CLUB_NAME: z.string().min(1).default('Finance Club'),
  MAIL_FROM: z.string().default('Finance Club <no-reply@finance-club.local>'),
  /** The first start creates the account "admin" with this password (or prints a generated one). */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@finance-club.local'),
  /** Admins must turn on two-factor: until they do, admin calls answer 403. */
  ADMIN_REQUIRE_2FA: z
    .enum(['true', 'false'], { error: 'ADMIN_REQUIRE_2FA must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** The shortest new password accepted (ASVS: at least 8). */
  PASSWORD_MIN_LENGTH: wholeNumber('PASSWORD_MIN_LENGTH', { min: 8, max: 64 }, 8),
  /**
   * The argon2id cost of new password hashes (OWASP: 19 MiB, 2 passes). Hashes already stored
   * keep the settings they were made with and still verify; they are rehashed at the next sign-in.
   */
  PASSWORD_HASH_MEMORY_KIB: wholeNumber(
    'PASSWORD_HASH_MEMORY_KIB',
    HASH_MEMORY_RANGE,
    DEFAULT_HASH_SETTINGS.memoryKiB,
  ),
  PASSWORD_HASH_PASSES: wholeNumber(
    'PASSWORD_HASH_PASSES',
    HASH_PASSES_RANGE,
    DEFAULT_HASH_SETTINGS.passes,
  ),
  /** Hashes computed at once per process (one per core), and how many sign-ins may wait. */
  PASSWORD_HASH_CONCURRENCY: wholeNumber('PASSWORD_HASH_CONCURRENCY', { min: 1, max: 64 }, 2),
  PASSWORD_HASH_QUEUE: wholeNumber('PASSWORD_HASH_QUEUE', { min: 0, max: 10_000 }, 32),
};

export type AuthConfig = BaseConfig & z.infer<z.ZodObject<typeof authConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
