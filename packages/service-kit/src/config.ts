import { z } from 'zod';

const DEVELOPMENT_JWT_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

/** What every service reads from its environment. Services extend it with their own keys. */
/** Events each process handles at once unless EVENT_CONCURRENCY says otherwise. */
export const DEFAULT_EVENT_CONCURRENCY = 16;

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
  /**
   * The secret JWT_SECRET replaced, while a rotation is under way: sessions it signed are still
   * accepted (new ones are signed with JWT_SECRET), so nobody is signed out. Remove it once the
   * longest session has run out (7 days after the rotation). Empty means unset.
   */
  JWT_SECRET_PREVIOUS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'JWT_SECRET_PREVIOUS must be at least 32 characters').optional(),
  ),
  /** Where people reach the app: used in e-mailed links and to recognise same-origin requests. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * Express "trust proxy": which hops may set X-Forwarded-For and X-Forwarded-Proto. A service
   * is reached only through the gateway, which runs beside it on loopback under `npm start`;
   * where the gateway is on another host (containers), name its addresses or subnet. The gateway
   * itself trusts nobody unless told (gateway/src/config.ts).
   */
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * The address to listen on. A service listens on 127.0.0.1 unless told otherwise (only the
   * gateway talks to it); containers set 0.0.0.0. The gateway listens on every address.
   */
  HOST: z.string().min(1).optional(),
  /** A session unused for this long ends (ASVS 7.3.1); use keeps it alive. Default 24 hours. */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
  /** Sent outbox rows are deleted after this many days (they are only kept to look into). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
  /**
   * Ids of handled events are kept this long to recognise a redelivery. A redelivery comes
   * within minutes (retries, a crashed consumer); keep it well beyond that.
   */
  INBOX_RETENTION_DAYS: z.coerce.number().int().min(1).default(14),
  /**
   * Connections each process keeps to PostgreSQL at most. Mind the server's max_connections:
   * every replica of every service (and the market worker) holds up to this many.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(10),
  /**
   * Events each process handles at once. An event's handler spends most of its time waiting on
   * PostgreSQL, so a handful at a time leaves the consumer behind while the machine idles
   * (docs/performance.md: at 60 lessons a second, 4 at once kept points 1.5 s behind, 16 kept them 12 ms
   * behind). Each one in flight holds a pooled connection for its transaction.
   */
  EVENT_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(DEFAULT_EVENT_CONCURRENCY),
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

export const JWT_SECRET_MISSING =
  'JWT_SECRET is not set. It signs every session: set it to a random string of at least 32 ' +
  'characters (for example `openssl rand -base64 48`), the same in every process. Only with ' +
  'NODE_ENV=development or NODE_ENV=test does a built-in development secret stand in for it.';

/**
 * Parses the environment once at start-up. JWT_SECRET fails closed: without it a process
 * refuses to start, unless NODE_ENV is explicitly development or test (then a fixed development
 * secret is used, so `npm run dev` and the tests just work). `npm start` sets a random one.
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
  const isExplicitlyLocal = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  if (!JWT_SECRET && !isExplicitlyLocal) {
    throw new ConfigError(`Invalid configuration:\n  ${JWT_SECRET_MISSING}`);
  }
  const config: BaseConfig = { ...rest, JWT_SECRET: JWT_SECRET ?? DEVELOPMENT_JWT_SECRET };
  if (config.JWT_SECRET_PREVIOUS === config.JWT_SECRET) delete config.JWT_SECRET_PREVIOUS;
  return { ...config, ...own.data };
}

/** A port setting with a default. */
export const portSchema = (defaultPort: number) =>
  z.coerce.number().int().min(0).max(65535).default(defaultPort);
