import type { Express } from 'express';
import { budgetRoutes } from '@fc/contracts/routes/budget';
import { createService } from '@fc/service-kit/app';
import { registerRoutes } from '@fc/service-kit/register-routes';
import type { BudgetDeps } from './deps.ts';
import { planHandlers } from './plans/plans.routes.ts';

/** The budget service's HTTP API: the routes declared in packages/contracts/src/routes/budget.ts. */
export function createApp(deps: BudgetDeps): Express {
  return createService(
    { ...deps, name: 'budget' },
    registerRoutes(budgetRoutes, planHandlers(deps)),
  );
}
