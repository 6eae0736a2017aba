import type { BudgetQuestion } from '@fc/contracts/budget';

/** The figures of a worked example for the budget summary's inputs. */
export const workedExampleFigures: Record<string, string> = {
  startingSalary: '$52,000',
  monthlyHousing: '1,400',
  monthlyCar: '450',
  monthlyLiving: '900',
  annualVacation: '2000',
  children: '2',
  monthlyChildcare: '700',
  monthlyRetirement: '500',
};

/** What a student would answer to a budget question: valid for every question there is. */
export function budgetAnswerFor(
  question: Pick<BudgetQuestion, 'summaryInput' | 'type' | 'options' | 'title'>,
): string {
  if (question.summaryInput) return workedExampleFigures[question.summaryInput] ?? '100';
  if (question.type === 'select') return question.options?.[0] ?? '';
  if (question.type === 'number') return '100';
  return `My research for ${question.title}`;
}
