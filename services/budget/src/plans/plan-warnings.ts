import type { BudgetQuestion, BudgetSummary } from '@fc/contracts/budget';

export type PlanWarning = BudgetSummary['warnings'][number];

/**
 * How an answer's amount is said and what it is measured against: a monthly cost against the
 * monthly take-home pay, a yearly one (and the one-time move-in costs, spread over the first
 * year) against the year's. The salary and the emergency fund goal are not measured against it.
 */
function periodOf(question: BudgetQuestion): { suffix: string; against: 'month' | 'year' | null } {
  const input = question.summaryInput;
  if (input === null) return { suffix: '', against: null };
  if (input === 'startingSalary') return { suffix: ' a year', against: null };
  if (input.startsWith('monthly')) return { suffix: ' a month', against: 'month' };
  if (input.startsWith('annual')) return { suffix: ' a year', against: 'year' };
  return { suffix: '', against: input === 'moveInCosts' ? 'year' : null };
}

const dollarText = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The answers that look wrong, in question order, each with why: an amount outside its
 * question's usual range (the reason written with the question), or a cost larger than the
 * plan's whole take-home pay. They are saved all the same: a student may mean it, so the page
 * shows the warning beside the answer and in the summary instead of refusing it.
 */
export function planWarnings(
  questions: readonly BudgetQuestion[],
  /** Whole dollars by question id, for the number questions answered. */
  amounts: ReadonlyMap<string, number>,
  /** The take-home pay in cents, per month and per year; null while the salary is unanswered. */
  takeHome: { month: number; year: number } | null,
): PlanWarning[] {
  const warnings: PlanWarning[] = [];
  for (const question of questions) {
    const amount = amounts.get(question.id);
    if (amount === undefined || question.bounds === null) continue;
    const { suffix, against } = periodOf(question);
    const sentences: string[] = [];
    if (takeHome && against && amount * 100 > takeHome[against]) {
      sentences.push(
        `That is more than this plan's whole take-home pay (${dollarText(takeHome[against] / 100)} a ${against}).`,
      );
    }
    const { low, high } = question.bounds;
    if (low && amount < low.amount) sentences.push(low.reason);
    else if (high && amount > high.amount) sentences.push(high.reason);
    if (sentences.length > 0) {
      warnings.push({
        questionId: question.id,
        message: [`Is ${dollarText(amount)}${suffix} right?`, ...sentences].join(' '),
      });
    }
  }
  return warnings;
}
