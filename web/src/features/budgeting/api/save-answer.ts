import { budgetPlanDetailSchema, type BudgetPlanDetail } from '@fc/contracts/budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api } from '@/lib/api-client';

export interface SaveAnswerInput {
  planId: number;
  questionId: string;
  answer: string;
  /** Null clears the notes. */
  notes: string | null;
}

/**
 * POST /api/budget/plans/:id/answers {questionId, answer, notes} → the updated plan. The server
 * parses numericValue from the answer itself, so none is sent; a number question given words, or
 * a select given something not offered, answers 400 with a message saying what is expected.
 */
export function saveBudgetAnswer({ planId, ...body }: SaveAnswerInput): Promise<BudgetPlanDetail> {
  return api.post<BudgetPlanDetail>(`/api/budget/plans/${planId}/answers`, body, {
    schema: import.meta.env.DEV ? budgetPlanDetailSchema : undefined,
  });
}

/** Saves one answer; the plan's answers and summary become the server's, and the list refreshes. */
export function useSaveBudgetAnswer({
  onSuccess,
}: { onSuccess?: (plan: BudgetPlanDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetAnswer,
    onSuccess: (plan) => {
      queryClient.setQueryData(budgetKeys.plan(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: budgetKeys.planList() });
      onSuccess?.(plan);
    },
  });
}
