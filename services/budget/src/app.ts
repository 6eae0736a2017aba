import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import type { Db } from './db.ts';
import { planRoutes } from './plans/plans.routes.ts';

export interface BudgetDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

/** The budget service's HTTP API: the planner's questions, plans, answers and summary. */
export function createApp(deps: BudgetDeps): Express {
  const routes = Router();
  routes.use(planRoutes(deps));
  return createService({ ...deps, name: 'budget' }, routes);
}
