import { budgetPlanSchema, type BudgetPlan } from '@fc/contracts/budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/budget/plans {planName} → 201 with the new plan; 400 `{code, message}` when blank. */
export function createBudgetPlan(planName: string): Promise<BudgetPlan> {
  return api.post<BudgetPlan>(
    '/api/budget/plans',
    { planName },
    { schema: import.meta.env.DEV ? budgetPlanSchema : undefined },
  );
}

/** Creates a plan; the list is fetched again so it shows the new one. */
export function useCreateBudgetPlan({
  onSuccess,
  onError,
}: {
  onSuccess?: (plan: BudgetPlan) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudgetPlan,
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: budgetKeys.planList() });
      onSuccess?.(plan);
    },
    onError,
  });
}
