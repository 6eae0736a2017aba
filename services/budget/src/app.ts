import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { BudgetDeps } from './deps.ts';
import { planRoutes } from './plans/plans.routes.ts';

/** The budget service's HTTP API: the planner's questions, plans, answers and summary. */
export function createApp(deps: BudgetDeps): Express {
  const routes = Router();
  routes.use(planRoutes(deps));
  return createService({ ...deps, name: 'budget' }, routes);
}
