import { budgetQuestionListSchema, type BudgetQuestion } from '@fc/contracts/budget';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { budgetKeys } from '@/features/budgeting/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/budget/questions: the 29 built-in questions, in order (public). */
export async function getBudgetQuestions(): Promise<BudgetQuestion[]> {
  return (
    (await api.get<BudgetQuestion[] | undefined>('/api/budget/questions', {
      schema: import.meta.env.DEV ? budgetQuestionListSchema : undefined,
    })) ?? []
  );
}

export const budgetQuestionsQueryOptions = () =>
  queryOptions({ queryKey: budgetKeys.questions(), queryFn: getBudgetQuestions });

export function useBudgetQuestions() {
  return useQuery(budgetQuestionsQueryOptions());
}
