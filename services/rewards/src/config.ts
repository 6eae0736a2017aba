import path from 'node:path';
import { z } from 'zod';
import { clubTimeZoneSchema } from '@fc/service-kit/club-time';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';

export const rewardsConfigShape = {
  PORT: portSchema(4005),
  /** A streak day is a calendar day in the club's time zone (an IANA name). */
  CLUB_TIMEZONE: clubTimeZoneSchema,
  /** How often the Redis leaderboard is compared with the database and repaired. */
  LEADERBOARD_RECONCILE_SECONDS: z.coerce
    .number()
    .int()
    .min(5, 'LEADERBOARD_RECONCILE_SECONDS must be at least 5')
    .default(300),
  /** How often a replica checks for a past week of the weekly leagues to close. */
  LEAGUE_CLOSE_CHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(5, 'LEAGUE_CLOSE_CHECK_SECONDS must be at least 5')
    .default(300),
  /** The live stream (docs/live-updates.md): a heartbeat on every open stream this often. */
  SSE_HEARTBEAT_SECONDS: z.coerce
    .number()
    .int()
    .min(1, 'SSE_HEARTBEAT_SECONDS must be at least 1')
    .max(300, 'SSE_HEARTBEAT_SECONDS must be at most 300')
    .default(15),
  /** A live stream ends after this long (± 10 %): the browser reconnects, its session checked again. */
  SSE_MAX_STREAM_SECONDS: z.coerce
    .number()
    .int()
    .min(10, 'SSE_MAX_STREAM_SECONDS must be at least 10')
    .default(900),
};

export type RewardsConfig = BaseConfig & z.infer<z.ZodObject<typeof rewardsConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
