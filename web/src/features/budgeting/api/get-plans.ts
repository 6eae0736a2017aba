import { budgetPlanListSchema, type BudgetPlan } from '@fc/contracts/budget';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/budget/plans: the signed-in user's plans, newest first. */
export async function getBudgetPlans(): Promise<BudgetPlan[]> {
  return (
    (await api.get<BudgetPlan[] | undefined>('/api/budget/plans', {
      schema: import.meta.env.DEV ? budgetPlanListSchema : undefined,
    })) ?? []
  );
}

export const budgetPlansQueryOptions = () =>
  queryOptions({ queryKey: budgetKeys.planList(), queryFn: getBudgetPlans });

export function useBudgetPlans() {
  return useQuery(budgetPlansQueryOptions());
}
