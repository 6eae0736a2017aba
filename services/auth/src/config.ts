import path from 'node:path';
import { z } from 'zod';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE } from './passwords.ts';

const { min: MIN_HASH_COST, max: MAX_HASH_COST } = PASSWORD_HASH_COST_RANGE;
const hashCostMessage = `PASSWORD_HASH_COST must be a whole number from ${MIN_HASH_COST} to ${MAX_HASH_COST} (the scrypt cost as log2 N; default ${DEFAULT_PASSWORD_HASH_COST})`;

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
  /**
   * The scrypt cost of new password hashes, as log2 N: each step doubles the time and memory of
   * a sign-in. Hashes already stored keep the cost they were made with and still verify.
   */
  PASSWORD_HASH_COST: z.coerce
    .number({ error: hashCostMessage })
    .int({ error: hashCostMessage })
    .min(MIN_HASH_COST, { error: hashCostMessage })
    .max(MAX_HASH_COST, { error: hashCostMessage })
    .default(DEFAULT_PASSWORD_HASH_COST),
};

export type AuthConfig = BaseConfig & z.infer<z.ZodObject<typeof authConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
