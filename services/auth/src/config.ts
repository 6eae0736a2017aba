import path from 'node:path';
import { z } from 'zod';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';

/** The auth service's own settings, on top of the ones every service reads. */
export const authConfigShape = {
  PORT: portSchema(4001),
  /** smtp://user:pass@host:port; without it, reset links are written to the log. */
  SMTP_URL: z.string().optional(),
  CLUB_NAME: z.string().min(1).default('Finance Club'),
  MAIL_FROM: z.string().default('Finance Club <no-reply@finance-club.local>'),
  /** The first start creates the account "admin" with this password (or prints a generated one). */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@finance-club.local'),
};

export type AuthConfig = BaseConfig & z.infer<z.ZodObject<typeof authConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
