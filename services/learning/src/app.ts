import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import type { Db } from './db.ts';

export interface LearningDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

/** The learning service's HTTP API; its routes arrive with the learning issue. */
export function createApp(deps: LearningDeps): Express {
  const routes = Router();
  return createService({ ...deps, name: 'learning' }, routes);
}
