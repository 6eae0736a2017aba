import type { Platform } from '@fc/service-kit/platform';
import { createPrismaClient, type Db } from './db.ts';

/** What the budget service's routes and services run on: the platform and the service's database. */
export interface BudgetDeps extends Omit<Platform, 'name'> {
  prisma: Db;
}

export function createBudgetDeps(platform: Platform): BudgetDeps {
  return { ...platform, prisma: createPrismaClient(platform.pool) };
}
