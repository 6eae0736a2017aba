import path from 'node:path';
import { z } from 'zod';
import { clubTimeZoneSchema } from '@fc/service-kit/club-time';
import { portSchema, type BaseConfig } from '@fc/service-kit/config';
import { CURRENT_CONTENT_YEAR } from './content/content.years.ts';

export const learningConfigShape = {
  PORT: portSchema(4002),
  /** The content folders (services/learning/content/modules); loaded into the database at start. */
  CONTENT_DIR: z
    .string()
    .min(1)
    .default(path.join(import.meta.dirname, '..', 'content', 'modules')),
  /** Which content/years/<year>.yaml fills the dated figures ({{year.…}}) of the content. */
  CONTENT_YEAR: z.coerce.number().int().min(2000).max(2100).default(CURRENT_CONTENT_YEAR),
  /**
   * How long a lesson must be open before it can be completed, per word of its text. The default,
   * 0.075 s a word, is a quarter of the time a 200-words-a-minute reader needs.
   */
  READING_SECONDS_PER_WORD: z.coerce.number().min(0).max(1).default(0.075),
  /**
   * The club's time zone: the daily cap on review points counts calendar days in it, and so do
   * assignments' due dates (overdue, due tomorrow).
   */
  CLUB_TIMEZONE: clubTimeZoneSchema,
  /** Spaced review pays 1 point a card reviewed, up to this many points a day (0: none). */
  REVIEW_POINTS_PER_DAY: z.coerce
    .number({ error: 'REVIEW_POINTS_PER_DAY must be a whole number from 0 to 1000' })
    .int('REVIEW_POINTS_PER_DAY must be a whole number from 0 to 1000')
    .min(0, 'REVIEW_POINTS_PER_DAY must be a whole number from 0 to 1000')
    .max(1000, 'REVIEW_POINTS_PER_DAY must be a whole number from 0 to 1000')
    .default(20),
  /**
   * How often assignments due tomorrow are looked for and their reminders sent (once per student
   * across replicas).
   */
  ASSIGNMENT_REMINDER_CHECK_SECONDS: z.coerce
    .number({ error: 'ASSIGNMENT_REMINDER_CHECK_SECONDS must be a whole number from 1 to 86400' })
    .int('ASSIGNMENT_REMINDER_CHECK_SECONDS must be a whole number from 1 to 86400')
    .min(1, 'ASSIGNMENT_REMINDER_CHECK_SECONDS must be a whole number from 1 to 86400')
    .max(86_400, 'ASSIGNMENT_REMINDER_CHECK_SECONDS must be a whole number from 1 to 86400')
    .default(900),
};

export type LearningConfig = BaseConfig & z.infer<z.ZodObject<typeof learningConfigShape>>;

export const migrationsDir = path.join(import.meta.dirname, '..', 'prisma', 'migrations');
