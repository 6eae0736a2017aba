import { Router } from 'express';
import { createPlanSchema, saveAnswerSchema } from '@fc/contracts/budget';
import { setRecurringDepositSchema } from '@fc/contracts/deposits';
import { IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { idempotencyKeyOf } from '@fc/service-kit/idempotency';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
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
export function planRoutes(deps: BudgetDeps): Router {
  const router = Router();
  router.get('/api/budget/questions', (_req, res) => {
    res.json(budgetQuestions);
  });
  router.get('/api/budget/plans', requireAuth, async (req, res) => {
    res.json(await listPlans(deps.prisma, sessionOf(req).userId));
  });
  router.post('/api/budget/plans', requireAuth, async (req, res) => {
    const { planName } = parse(createPlanSchema, req.body);
    res.status(201).json(await createPlan(deps.prisma, sessionOf(req).userId, planName));
  });
  router.get('/api/budget/plans/:id', requireAuth, async (req, res) => {
    res.json(await getPlan(deps.prisma, idParam(req, 'id'), sessionOf(req).userId));
  });
  router.post('/api/budget/plans/:id/answers', requireAuth, async (req, res) => {
    const planId = idParam(req, 'id');
    const { questionId, answer, notes } = parse(saveAnswerSchema, req.body);
    res.json(
      await saveAnswer(deps.prisma, planId, sessionOf(req).userId, { questionId, answer, notes }),
    );
  });
  router.put('/api/budget/plans/:id/complete', requireAuth, async (req, res) => {
    const planId = idParam(req, 'id');
    const idempotencyKey = idempotencyKeyOf(req);
    const answer = await completePlan(deps.prisma, planId, sessionOf(req).userId, idempotencyKey);
    if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(answer.status).json(answer.body);
  });
  // Issue #22 "invest what your plan saves": the plan's monthly savings into the practice portfolio.
  router.put('/api/budget/plans/:id/recurring-deposit', requireAuth, async (req, res) => {
    const planId = idParam(req, 'id');
    const { enabled } = parse(setRecurringDepositSchema, req.body);
    const idempotencyKey = idempotencyKeyOf(req);
    const answer = await setPlanDeposit(
      deps.prisma,
      planId,
      sessionOf(req).userId,
      enabled,
      idempotencyKey,
    );
    if (answer.isReplayed) res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    res.status(answer.status).json(answer.body);
  });
  return router;
}
