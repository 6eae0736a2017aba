import type { Platform } from '@fc/service-kit/platform';
import type { LearningConfig } from './config.ts';
import { createDatabase, createPrismaClient, type Db, type Sql } from './db.ts';

export interface LearningDeps extends Omit<Platform<LearningConfig>, 'name'> {
  prisma: Db;
  /** Kysely on the pool: a lesson's opening and completion, and SQL Prisma's model API cannot say. */
  db: Sql;
}

/** Everything the learning service runs on, built from the platform (used by main and by tests). */
export function createLearningDeps(platform: Platform<LearningConfig>): LearningDeps {
  return {
    ...platform,
    prisma: createPrismaClient(platform.pool),
    db: createDatabase(platform.pool),
  };
}
