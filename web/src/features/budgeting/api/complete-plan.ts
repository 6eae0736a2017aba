import { budgetPlanDetailSchema, type BudgetPlanDetail } from '@fc/contracts/budget';
import { IDEMPOTENCY_KEY_HEADER } from '@fc/contracts/idempotency-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api, isApiError } from '@/lib/api-client';

/**
 * PUT /api/budget/plans/:id/complete → the completed plan; 400 naming what is still unanswered,
 * 409 when it is already complete. A fresh Idempotency-Key per click (docs/http-api.md): a
 * retried request answers the completed plan instead of 409.
 */
export function completeBudgetPlan(
  planId: number,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<BudgetPlanDetail> {
  return api.put<BudgetPlanDetail>(`/api/budget/plans/${planId}/complete`, undefined, {
    schema: import.meta.env.DEV ? budgetPlanDetailSchema : undefined,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCompleteBudgetPlan({
  onSuccess,
}: { onSuccess?: (plan: BudgetPlanDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => completeBudgetPlan(planId),
    onSuccess: (plan) => {
      queryClient.setQueryData(budgetKeys.plan(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: budgetKeys.planList() });
      onSuccess?.(plan);
    },
    onError: (error, planId) => {
      // Completed meanwhile (another tab): show the plan as it is now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: budgetKeys.plan(planId) });
      }
    },
  });
}
