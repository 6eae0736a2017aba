import type { BudgetQuestion, SummaryInput } from '@fc/contracts/budget';
import { loadBudgetQuestions } from './questions.loader.ts';

/**
 * The built-in questions of the Future Budget Planner (docs/product.md sections 2, 3 and 9), in the
 * order a student answers them: a high-school student plans their life at about 25. The 29
 * questions, then the optional More Costs questions (isOptional).
 *
 * These questions are content, not code: review a change to them the way you review a lesson
 * (plain, friendly, accurate US English; real, reputable sources with working https links).
 * Figures in the instructions and placeholders are examples only; the student looks up the
 * current ones.
 *
 * Eight of the 29 answers feed the summary formula (`summaryInput`). Each of those comes right
 * after the research question that helps the student find the figure, and its title says the
 * unit. The optional More Costs numbers feed it too, when answered.
 */
// Read from content/questions.yaml once, when the service starts: a broken file stops it there.
export const budgetQuestions: readonly BudgetQuestion[] = Object.freeze(loadBudgetQuestions());

/** The 29 questions a plan needs to be complete: every question but the optional More Costs. */
export const requiredQuestions: readonly BudgetQuestion[] = Object.freeze(
  budgetQuestions.filter((question) => !question.isOptional),
);

const questionsById = new Map(budgetQuestions.map((question) => [question.id, question]));

export function findQuestion(id: string): BudgetQuestion | undefined {
  return questionsById.get(id);
}

/**
 * The number question holding the student's own emergency fund goal: not a summary input, but
 * the summary's emergency-fund tip measures the plan against it.
 */
export const EMERGENCY_FUND_GOAL_QUESTION = 'emergency_fund_goal';

/**
 * The optional select of the state income tax share (services/budget/src/taxes/tax-2026.ts):
 * the take-home estimate reads its option, not a number.
 */
export const STATE_INCOME_TAX_QUESTION = 'state_income_tax';

/** The questions whose answers give a summary input: exactly one for each input. */
export function questionsFeeding(input: SummaryInput): readonly BudgetQuestion[] {
  return budgetQuestions.filter((question) => question.summaryInput === input);
}
