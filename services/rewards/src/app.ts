import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import type { Db } from './db.ts';

export interface RewardsDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

/** The rewards service's HTTP API; its routes arrive with the rewards issue. */
export function createApp(deps: RewardsDeps): Express {
  const routes = Router();
  return createService({ ...deps, name: 'rewards' }, routes);
}
