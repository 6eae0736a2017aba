import { budgetPlanDetailSchema, type BudgetPlanDetail } from '@fc/contracts/budget';
import { IDEMPOTENCY_KEY_HEADER } from '@fc/contracts/idempotency-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api, isApiError } from '@/lib/api-client';

/**
 * PUT /api/budget/plans/:id/recurring-deposit {enabled} → the plan with its deposit;
 * 409 when the plan is not complete or saves nothing a month. A fresh Idempotency-Key per click,
 * as for completing a plan.
 */
export function setRecurringDeposit(
  planId: number,
  enabled: boolean,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<BudgetPlanDetail> {
  return api.put<BudgetPlanDetail>(
    `/api/budget/plans/${planId}/recurring-deposit`,
    { enabled },
    {
      schema: import.meta.env.DEV ? budgetPlanDetailSchema : undefined,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    },
  );
}

export function useSetRecurringDeposit({
  onSuccess,
}: { onSuccess?: (plan: BudgetPlanDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, enabled }: { planId: number; enabled: boolean }) =>
      setRecurringDeposit(planId, enabled),
    onSuccess: (plan) => {
      queryClient.setQueryData(budgetKeys.plan(plan.id), plan);
      // Turning one plan on turns the others off: their details are fetched again.
      void queryClient.invalidateQueries({
        queryKey: budgetKeys.plans(),
        predicate: (query) =>
          JSON.stringify(query.queryKey) !== JSON.stringify(budgetKeys.plan(plan.id)),
      });
      onSuccess?.(plan);
    },
    onError: (error, { planId }) => {
      // The plan changed meanwhile (another tab): show it as it is now.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: budgetKeys.plan(planId) });
      }
    },
  });
}
