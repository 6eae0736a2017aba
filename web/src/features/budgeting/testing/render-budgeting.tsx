import { budgetRoutes } from '@/features/budgeting/testing/budget-fixtures';
import type { MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import type { User } from '@/types/api';

export const alex = buildUser({ id: 7, firstName: 'Alex', lastName: 'Morgan' });

/** Renders `path` (the plan list by default) for Alex with the planner answered from the fixtures. */
export function renderBudgeting({
  path = '/budgeting',
  session = alex,
  routes = {},
}: { path?: string; session?: User | 'guest'; routes?: MockRoutes } = {}) {
  return renderApp(path, { session, routes: budgetRoutes(routes) });
}
