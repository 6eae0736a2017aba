import type { BudgetPlan, BudgetPlanDetail } from '@fc/contracts/budget';
import { optionalSummaryInputs, summaryInputs } from '@fc/contracts/budget';
import {
  budgetQuestions,
  EMERGENCY_FUND_GOAL_QUESTION,
  findQuestion,
  requiredQuestions,
  STATE_INCOME_TAX_QUESTION,
} from '../questions/budget-questions.ts';
import { computeSummary, type MoreCosts, type SummaryFigures } from './budget-summary.ts';
import { planWarnings } from './plan-warnings.ts';
import type { AnswerRow, PlanRow } from './plans.repository.ts';

// A plan as the API shows it: its progress, answers and summary (docs/product.md, Budget Planner).

/** A plan's progress counts the 29 questions; the optional More Costs are not needed. */
const TOTAL_QUESTIONS = requiredQuestions.length;
const requiredIds = new Set(requiredQuestions.map((question) => question.id));

export function toPlan(plan: PlanRow, answeredCount: number): BudgetPlan {
  return {
    id: plan.id,
    planName: plan.planName,
    isComplete: plan.isComplete,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    completedAt: plan.completedAt?.toISOString() ?? null,
    answeredCount,
    totalQuestions: TOTAL_QUESTIONS,
  };
}

/** Answers to questions that are no longer in the catalogue are kept but not counted. */
export const knownAnswers = <Answer extends { questionId: string }>(answers: Answer[]) =>
  answers.filter((answer) => findQuestion(answer.questionId));

/** How many of the 29 questions the answers cover (the optional ones do not count). */
export const answeredCountOf = (answers: { questionId: string }[]) =>
  answers.filter((answer) => requiredIds.has(answer.questionId)).length;

const isOptionalInput = (input: string): input is (typeof optionalSummaryInputs)[number] =>
  (optionalSummaryInputs as readonly string[]).includes(input);

export function summaryOf(answers: AnswerRow[]) {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const figures = Object.fromEntries(summaryInputs.map((input) => [input, 0])) as SummaryFigures;
  const moreCosts: MoreCosts = {
    stateChoice: byQuestion.get(STATE_INCOME_TAX_QUESTION)?.answer ?? null,
  };
  const missing: string[] = [];
  for (const question of budgetQuestions) {
    const input = question.summaryInput;
    if (!input) continue;
    const answer = byQuestion.get(question.id);
    if (answer?.numericValue === null || answer?.numericValue === undefined) {
      // An optional cost left unanswered is simply not in the plan.
      if (!question.isOptional) missing.push(question.id);
      continue;
    }
    if (isOptionalInput(input)) moreCosts[input] = answer.numericValue;
    else figures[input] = answer.numericValue;
  }
  const emergencyFundGoal = byQuestion.get(EMERGENCY_FUND_GOAL_QUESTION)?.numericValue ?? null;
  const summary = computeSummary(figures, missing, emergencyFundGoal, moreCosts);
  const amounts = new Map<string, number>();
  for (const answer of answers) {
    if (answer.numericValue !== null && findQuestion(answer.questionId)?.type === 'number') {
      amounts.set(answer.questionId, answer.numericValue);
    }
  }
  const isSalaryMissing = missing.some(
    (questionId) => findQuestion(questionId)?.summaryInput === 'startingSalary',
  );
  const { annual, monthly } = summary.takeHome;
  const takeHome = isSalaryMissing
    ? null
    : { month: monthly.takeHomePay, year: annual.takeHomePay };
  return { ...summary, warnings: planWarnings(budgetQuestions, amounts, takeHome) };
}

export function toDetail(plan: PlanRow, answers: AnswerRow[]): BudgetPlanDetail {
  const known = knownAnswers(answers);
  return {
    ...toPlan(plan, answeredCountOf(known)),
    answers: known.map((answer) => ({
      questionId: answer.questionId,
      answer: answer.answer,
      numericValue: answer.numericValue,
      notes: answer.notes,
      updatedAt: answer.updatedAt.toISOString(),
    })),
    summary: summaryOf(known),
    deposit:
      plan.depositMonthlyCents !== null && plan.depositStartedAt !== null
        ? {
            monthlyCents: plan.depositMonthlyCents,
            startedAt: plan.depositStartedAt.toISOString(),
          }
        : null,
  };
}
