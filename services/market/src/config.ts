import path from 'node:path';
import { z } from 'zod';
import { PRICE_REFRESH_INTERVAL_MS, STARTING_CASH_CENTS } from '@fc/contracts/market';
import { clubTimeZoneSchema } from '@fc/service-kit/club-time';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';

export const marketConfigShape = {
  PORT: portSchema(4003),
  /** Cash of a new portfolio, in cents ($10,000 by default). */
  STARTING_CASH_CENTS: z.coerce.number().int().positive().default(STARTING_CASH_CENTS),
  /** Where prices come from: the simulated market (default) or Finnhub's quote API. */
  MARKET_DATA_PROVIDER: z.enum(['simulated', 'finnhub']).default('simulated'),
  FINNHUB_API_KEY: z.string().optional(),
  FINNHUB_BASE_URL: z.string().url().optional(),
  /** Seeds the simulated market, so a run can be repeated. */
  PRICE_SEED: z.string().default('finance-club'),
  /**
   * The market worker refreshes prices this often (900: every 15 minutes, as the product
   * promises). Shorter only for load and chaos runs.
   */
  PRICE_REFRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(PRICE_REFRESH_INTERVAL_MS / 1000),
  /** One "Update Now" per user in this many seconds. */
  UPDATE_NOW_COOLDOWN_SECONDS: z.coerce.number().int().nonnegative().default(60),
  /** How often contests that have ended are looked for and frozen, once across replicas. */
  CONTEST_CLOSE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The club's time zone: a good-for-the-day order expires at the end of its calendar day. */
  CLUB_TIMEZONE: clubTimeZoneSchema,
};

/** The market worker reads the service's settings and these of its own. */
export const marketWorkerConfigShape = {
  ...marketConfigShape,
  /**
   * On SIGTERM the worker stops within this many seconds: it takes no new job, lets a refresh
   * under way finish until 2 s before, then stops it (its transaction rolls back, the prices
   * stay). Keep it under the platform's grace period (compose and Kubernetes: 10 s).
   */
  WORKER_SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(8),
  /** The worker's liveness check, GET /healthz, listens here (on HOST, 127.0.0.1 by default). */
  WORKER_HEALTH_PORT: portSchema(4006),
};

export type MarketConfig = BaseConfig & z.infer<z.ZodObject<typeof marketConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
export const stocksFile = path.join(import.meta.dirname, '..', 'content', 'stocks.yaml');
