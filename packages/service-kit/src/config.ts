import { z } from 'zod';

const DEVELOPMENT_JWT_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

/** What every service reads from its environment. Services extend it with their own keys. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().default('postgresql://postgres@127.0.0.1:5432/finance_club'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Keeps several clubs (or test runs) apart on one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('fc'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Where people reach the app: used in e-mailed links and to recognise same-origin requests. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Express "trust proxy": which hops may set X-Forwarded-For and X-Forwarded-Proto. */
  TRUST_PROXY: z.string().default('loopback, linklocal, uniquelocal'),
  /** Applies pending migrations at start (under an advisory lock, safe with many replicas). */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type BaseConfig = Omit<z.infer<typeof baseConfigSchema>, 'JWT_SECRET'> & {
  JWT_SECRET: string;
};

/** Thrown for a bad environment: main() prints it and exits, so a bad config stops the process. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start-up. In production JWT_SECRET is required; in
 * development and tests a fixed development secret is used so that `npm start` just works.
 */
export function loadConfig<Extra extends z.ZodRawShape = Record<never, never>>(
  extra: Extra = {} as Extra,
  env: NodeJS.ProcessEnv = process.env,
): BaseConfig & z.infer<z.ZodObject<Extra>> {
  // The base keys and the service's own are parsed apart, so each result keeps its type.
  const base = baseConfigSchema.safeParse(env);
  const own = z.object(extra).safeParse(env);
  const issues = [...(base.error?.issues ?? []), ...(own.error?.issues ?? [])];
  if (!base.success || !own.success) {
    const problems = issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const { JWT_SECRET, ...rest } = base.data;
  if (!JWT_SECRET && rest.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const config: BaseConfig = { ...rest, JWT_SECRET: JWT_SECRET ?? DEVELOPMENT_JWT_SECRET };
  return { ...config, ...own.data };
}

/** A port setting with a default. */
export const portSchema = (defaultPort: number) =>
  z.coerce.number().int().min(0).max(65535).default(defaultPort);
