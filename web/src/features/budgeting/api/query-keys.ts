/**
 * The planner's cache keys. Saving an answer or completing a plan answers with the updated plan,
 * which replaces `plan(id)`; the list (with its progress counts) is fetched again.
 */
export const budgetKeys = {
  all: ['budget'] as const,
  questions: () => [...budgetKeys.all, 'questions'] as const,
  plans: () => [...budgetKeys.all, 'plans'] as const,
  planList: () => [...budgetKeys.plans(), 'list'] as const,
  plan: (planId: number) => [...budgetKeys.plans(), 'detail', planId] as const,
};
