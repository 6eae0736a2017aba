import { budgetPlanDetailSchema, type BudgetPlanDetail } from '@fc/contracts/budget';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/budget/plans/:id: the plan with its answers and summary; 404 'Plan not found' when it is not the user's. */
export function getBudgetPlan(planId: number): Promise<BudgetPlanDetail> {
  return api.get<BudgetPlanDetail>(`/api/budget/plans/${planId}`, {
    schema: import.meta.env.DEV ? budgetPlanDetailSchema : undefined,
  });
}

export const budgetPlanQueryOptions = (planId: number) =>
  queryOptions({ queryKey: budgetKeys.plan(planId), queryFn: () => getBudgetPlan(planId) });

/** The plan `planId`; nothing (and no call) when the address holds no valid id. */
export function useBudgetPlan(planId: number | null) {
  return useQuery({ ...budgetPlanQueryOptions(planId ?? 0), enabled: planId !== null });
}
