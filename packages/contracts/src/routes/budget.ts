import {
  budgetPlanDetailSchema,
  budgetPlanListSchema,
  budgetPlanSchema,
  budgetQuestionListSchema,
  createPlanSchema,
  saveAnswerSchema,
} from '../budget.ts';
import { setRecurringDepositSchema } from '../deposits.ts';
import type { ApiRoutes } from './route.ts';

/** The budget service's routes (docs/product.md, "Budget planner"): only the caller's own plans. */
export const budgetRoutes = {
  listQuestions: {
    method: 'get',
    path: '/api/budget/questions',
    summary: "The planner's questions",
    access: 'public',
    response: budgetQuestionListSchema,
  },
  listPlans: {
    method: 'get',
    path: '/api/budget/plans',
    summary: "The caller's plans",
    access: 'user',
    response: budgetPlanListSchema,
  },
  createPlan: {
    method: 'post',
    path: '/api/budget/plans',
    summary: 'Creates a plan',
    access: 'user',
    body: createPlanSchema,
    status: 201,
    response: budgetPlanSchema,
  },
  getPlan: {
    method: 'get',
    path: '/api/budget/plans/:id',
    summary: "One of the caller's plans with its answers and summary",
    access: 'user',
    response: budgetPlanDetailSchema,
  },
  saveAnswer: {
    method: 'post',
    path: '/api/budget/plans/:id/answers',
    summary: 'Saves the answer to one question',
    access: 'user',
    body: saveAnswerSchema,
    response: budgetPlanDetailSchema,
    errors: [409],
  },
  completePlan: {
    method: 'put',
    path: '/api/budget/plans/:id/complete',
    summary: 'Marks a plan complete (every question answered)',
    access: 'user',
    response: budgetPlanDetailSchema,
    errors: [409],
    isIdempotent: true,
  },
  setPlanDeposit: {
    method: 'put',
    path: '/api/budget/plans/:id/recurring-deposit',
    summary:
      "Turns a completed plan's monthly savings deposit into the practice portfolio on or off",
    access: 'user',
    body: setRecurringDepositSchema,
    response: budgetPlanDetailSchema,
    errors: [409],
    isIdempotent: true,
  },
} as const satisfies ApiRoutes;
