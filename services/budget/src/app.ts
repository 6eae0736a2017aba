import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import type { Db } from './db.ts';

export interface BudgetDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

/** The budget service's HTTP API; its routes arrive with the budget issue. */
export function createApp(deps: BudgetDeps): Express {
  const routes = Router();
  return createService({ ...deps, name: 'budget' }, routes);
}
