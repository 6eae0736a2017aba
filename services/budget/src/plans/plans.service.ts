import type { BudgetPlan, BudgetPlanDetail, BudgetQuestion } from '@fc/contracts/budget';
import { parseWholeDollars, wholeDollarsMessage } from '@fc/contracts/budget';
import { MAX_MONTHLY_DEPOSIT_CENTS } from '@fc/contracts/deposits';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { claimIdempotencyKey, recordIdempotentAnswer } from '@fc/service-kit/idempotency';
import { sqlIn, type Db, type DbOrTx } from '../db.ts';
import { findQuestion, requiredQuestions } from '../questions/budget-questions.ts';
import { parseChildren } from './budget-summary.ts';
import { answeredCountOf, knownAnswers, summaryOf, toDetail, toPlan } from './plan.views.ts';
import {
  findPlan,
  insertPlan,
  listAnsweredQuestionIds,
  listAnswers,
  listPlansWithAnsweredIds,
  lockUserPlans,
  markPlanComplete,
  startPlanDeposit,
  stopPlanDeposit,
  touchPlan,
  upsertAnswer,
  type PlanRow,
} from './plans.repository.ts';

const alreadyComplete = () =>
  httpErrors.conflict('This plan is already complete', 'ALREADY_COMPLETE');

export async function listPlans(db: Db, userId: number): Promise<BudgetPlan[]> {
  const plans = await listPlansWithAnsweredIds(db, userId);
  return plans.map((plan) => toPlan(plan, answeredCountOf(plan.answers)));
}

export async function createPlan(db: Db, userId: number, planName: string): Promise<BudgetPlan> {
  return toPlan(await insertPlan(db, userId, planName), 0);
}

/** The caller's plan; someone else's is answered like a missing one, so ids cannot be probed. */
async function ownPlan(db: DbOrTx, planId: number, userId: number): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan || plan.userId !== userId)
    throw httpErrors.notFound('Plan not found', 'PLAN_NOT_FOUND');
  return plan;
}

export async function getPlan(db: Db, planId: number, userId: number): Promise<BudgetPlanDetail> {
  const plan = await ownPlan(db, planId, userId);
  return toDetail(plan, await listAnswers(db, planId));
}

const refusalCodes = {
  'not-a-number': 'NOT_A_NUMBER',
  'not-whole': 'NOT_A_WHOLE_NUMBER',
  'too-large': 'NUMBER_TOO_LARGE',
} as const;

/** The integer stored with an answer, or a refusal that says what is expected. */
export function numericValueOf(question: BudgetQuestion, answer: string): number | null {
  if (question.type === 'select') {
    if (!question.options?.includes(answer)) {
      throw httpErrors.badRequest(
        `Please choose one of the options for "${question.title}": ${question.options?.join(', ') ?? ''}`,
        'INVALID_OPTION',
      );
    }
    return question.summaryInput === 'children' ? parseChildren(answer) : null;
  }
  if (question.type === 'number') {
    const figure = parseWholeDollars(answer, question.bounds?.max);
    if (!figure.isValid) {
      throw httpErrors.badRequest(
        wholeDollarsMessage(question, figure.reason),
        refusalCodes[figure.reason],
      );
    }
    return figure.value;
  }
  return null;
}

export async function saveAnswer(
  db: Db,
  planId: number,
  userId: number,
  input: { questionId: string; answer: string; notes: string | null },
): Promise<BudgetPlanDetail> {
  await ownPlan(db, planId, userId);
  const question = findQuestion(input.questionId);
  if (!question) {
    throw httpErrors.badRequest(`There is no question "${input.questionId}"`, 'UNKNOWN_QUESTION');
  }
  const numericValue = numericValueOf(question, input.answer);
  await upsertAnswer(db, planId, question.id, {
    answer: input.answer,
    numericValue,
    notes: input.notes,
  });
  // The plan's updatedAt moves with its answers.
  await touchPlan(db, planId);
  return getPlan(db, planId, userId);
}

/**
 * Marks the plan complete when each of the 29 questions has an answer, with budget.plan_completed in the
 * same transaction; a plan completes once, however many requests race.
 */
/** A plan completion's answer, and whether it is the stored answer to an earlier request. */
export interface CompletePlanAnswer {
  status: number;
  body: BudgetPlanDetail;
  isReplayed: boolean;
}

/**
 * Marks a plan complete, with budget.plan_completed in the outbox. With an Idempotency-Key
 * (docs/http-api.md) the key is claimed in the same transaction: a repeat answers the first
 * completion's plan instead of 409 "already complete", and a concurrent repeat waits for it.
 */
export async function completePlan(
  db: Db,
  planId: number,
  userId: number,
  idempotencyKey?: string,
): Promise<CompletePlanAnswer> {
  return db.$transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const stored = await claimIdempotencyKey(sqlIn(tx), userId, idempotencyKey, {
        operation: 'complete-plan',
        planId,
      });
      if (stored)
        return { status: stored.status, body: stored.body as BudgetPlanDetail, isReplayed: true };
    }
    const plan = await ownPlan(tx, planId, userId);
    if (plan.isComplete) throw alreadyComplete();
    const answered = await listAnsweredQuestionIds(tx, planId);
    // The 29 questions; the optional More Costs never hold a plan back.
    const missing = requiredQuestions.filter((question) => !answered.has(question.id));
    if (missing.length > 0) {
      const named = missing
        .slice(0, 3)
        .map((question) => `"${question.title}"`)
        .join(', ');
      throw httpErrors.badRequest(
        `Answer every question before marking the plan complete: ${missing.length} left (${named}${missing.length > 3 ? ', …' : ''})`,
        'PLAN_INCOMPLETE',
      );
    }
    const completedAt = new Date();
    if (!(await markPlanComplete(tx, planId, completedAt))) throw alreadyComplete();
    await publishEvent(sqlIn(tx), 'budget.plan_completed', {
      userId,
      planId,
      planName: plan.planName,
      completedAt: completedAt.toISOString(),
    });
    const body = toDetail(await ownPlan(tx, planId, userId), await listAnswers(tx, planId));
    if (idempotencyKey !== undefined) {
      await recordIdempotentAnswer(sqlIn(tx), userId, idempotencyKey, { status: 200, body });
    }
    return { status: 200, body, isReplayed: false };
  });
}

/** Cents as a person says them: "$1,000", or "$0.07" when there are cents. */
const amountText = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/**
 * A deposit is paid from what the plan saves out of its take-home pay (docs/product.md "Invest
 * what your plan saves"): a plan that saves nothing, saves more than it takes home, or is short
 * each year has nothing to invest. The cap keeps a deposit within what the planner's answers can
 * save today, whatever older answers hold.
 */
function assertCanInvest(summary: BudgetPlanDetail['summary']): void {
  const monthlyCents = summary.monthly.savings;
  if (monthlyCents <= 0) {
    throw httpErrors.conflict(
      'This plan saves nothing each month, so there is nothing to invest: add retirement or emergency fund saving to the plan first',
      'NOTHING_TO_INVEST',
    );
  }
  if (summary.savings > summary.takeHome.annual.takeHomePay) {
    throw httpErrors.conflict(
      `This plan saves ${amountText(monthlyCents)} a month, more than its take-home pay (${amountText(summary.takeHome.monthly.takeHomePay)} a month): a deposit can only come from pay the plan takes home. Change the salary or the saving first`,
      'DEPOSIT_ABOVE_TAKE_HOME',
    );
  }
  if (summary.netCashFlow < 0) {
    throw httpErrors.conflict(
      `This plan is ${amountText(-summary.netCashFlow)} short each year: its take-home pay does not cover its costs and savings, so there is nothing to invest. Change the plan until it is not short first`,
      'PLAN_IS_SHORT',
    );
  }
  if (monthlyCents > MAX_MONTHLY_DEPOSIT_CENTS) {
    throw httpErrors.conflict(
      `This plan saves ${amountText(monthlyCents)} a month: a monthly deposit into the practice portfolio can be at most ${amountText(MAX_MONTHLY_DEPOSIT_CENTS)}. Lower the saving in the plan first`,
      'DEPOSIT_TOO_LARGE',
    );
  }
}

/**
 * Turns a completed plan's monthly deposit into the practice portfolio on or off (docs/product.md), with
 * budget.deposit_changed in the same transaction: the market service credits the portfolio. The
 * amount is the plan's monthly savings (summary.monthly.savings). Turning one plan on turns the
 * user's other plans off (the event replaces the user's deposit). Asking for the state the plan
 * is already in changes nothing and writes no event, so a repeated PUT never pays a month twice.
 * With an Idempotency-Key the first answer is replayed, as for plan completion.
 */
export async function setPlanDeposit(
  db: Db,
  planId: number,
  userId: number,
  enabled: boolean,
  idempotencyKey?: string,
): Promise<CompletePlanAnswer> {
  return db.$transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const stored = await claimIdempotencyKey(sqlIn(tx), userId, idempotencyKey, {
        operation: 'recurring-deposit',
        planId,
        enabled,
      });
      if (stored)
        return { status: stored.status, body: stored.body as BudgetPlanDetail, isReplayed: true };
    }
    await lockUserPlans(tx, userId);
    const plan = await ownPlan(tx, planId, userId);
    const isOn = plan.depositMonthlyCents !== null;
    if (enabled && !isOn) {
      if (!plan.isComplete) {
        throw httpErrors.conflict(
          'Complete the plan first: only a completed plan can invest what it saves',
          'PLAN_NOT_COMPLETE',
        );
      }
      const answers = await listAnswers(tx, planId);
      const summary = summaryOf(knownAnswers(answers));
      assertCanInvest(summary);
      const monthlyCents = summary.monthly.savings;
      const changedAt = new Date();
      await startPlanDeposit(tx, plan, monthlyCents, changedAt);
      await publishEvent(sqlIn(tx), 'budget.deposit_changed', {
        userId,
        planId,
        planName: plan.planName,
        monthlyCents,
        changedAt: changedAt.toISOString(),
      });
    } else if (!enabled && isOn) {
      const changedAt = new Date();
      await stopPlanDeposit(tx, planId);
      await publishEvent(sqlIn(tx), 'budget.deposit_changed', {
        userId,
        planId,
        planName: plan.planName,
        monthlyCents: 0,
        changedAt: changedAt.toISOString(),
      });
    }
    const body = toDetail(await ownPlan(tx, planId, userId), await listAnswers(tx, planId));
    if (idempotencyKey !== undefined) {
      await recordIdempotentAnswer(sqlIn(tx), userId, idempotencyKey, { status: 200, body });
    }
    return { status: 200, body, isReplayed: false };
  });
}
