import type { budgetRoutes } from '@fc/contracts/routes/budget';
import { idempotentAnswer, type RouteHandlers } from '@fc/service-kit/register-routes';
import type { BudgetDeps } from '../deps.ts';
import { budgetQuestions } from '../questions/budget-questions.ts';
import {
  completePlan,
  createPlan,
  getPlan,
  listPlans,
  saveAnswer,
  setPlanDeposit,
} from './plans.service.ts';

/** docs/product.md section 7 "Budget planner": a student sees and changes only their own plans. */
export function planHandlers(deps: BudgetDeps) {
  return {
    listQuestions: () => [...budgetQuestions],
    listPlans: ({ session }) => listPlans(deps.prisma, session.userId),
    createPlan: ({ body, session }) => createPlan(deps.prisma, session.userId, body.planName),
    getPlan: ({ params, session }) => getPlan(deps.prisma, params.id, session.userId),
    saveAnswer: ({ params, body, session }) =>
      saveAnswer(deps.prisma, params.id, session.userId, body),
    completePlan: async ({ params, session, idempotencyKey }, _req, res) =>
      idempotentAnswer(
        res,
        await completePlan(deps.prisma, params.id, session.userId, idempotencyKey),
      ),
    // The plan's monthly savings into the practice portfolio (docs/product.md).
    setPlanDeposit: async ({ params, body, session, idempotencyKey }, _req, res) =>
      idempotentAnswer(
        res,
        await setPlanDeposit(deps.prisma, params.id, session.userId, body.enabled, idempotencyKey),
      ),
  } satisfies Partial<RouteHandlers<typeof budgetRoutes>>;
}
