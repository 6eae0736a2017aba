import type { Platform } from '@fc/service-kit/platform';
import type { LearningConfig } from './config.ts';
import { createPrismaClient, type Db } from './db.ts';

export interface LearningDeps extends Omit<Platform<LearningConfig>, 'name'> {
  prisma: Db;
}

/** Everything the learning service runs on, built from the platform (used by main and by tests). */
export function createLearningDeps(platform: Platform<LearningConfig>): LearningDeps {
  return { ...platform, prisma: createPrismaClient(platform.pool) };
}
