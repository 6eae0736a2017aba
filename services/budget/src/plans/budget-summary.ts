import type { BudgetSummary, SummaryInput } from '@fc/contracts/budget';

/** The summary's inputs in whole dollars (children: a count of 0 to 4). */
export type SummaryFigures = Record<SummaryInput, number>;

const cents = (dollars: number) => Math.round(dollars * 100);
const dollarText = (centsValue: number) =>
  (centsValue / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

export const RETIREMENT_SHARE = 0.15;
export const EMERGENCY_FUND_MONTHS = 6;
export const INFLATION_RANGE = [0.02, 0.03] as const;
export const MAX_CHILDREN = 4;

/** The children select: 'None' is 0, otherwise its leading digit, kept within 0 to 4. */
export function parseChildren(text: string): number {
  const digit = /\d/.exec(text)?.[0];
  return digit === undefined ? 0 : Math.min(MAX_CHILDREN, Number(digit));
}

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** How long saving `perMonth` takes to reach `goal` (both in cents, perMonth above 0). */
function timeToSave(goal: number, perMonth: number): string {
  const months = Math.ceil(goal / perMonth);
  return months < 24 ? monthsText(months) : `${Math.round(months / 12)} years`;
}

/**
 * The emergency-fund tip (issue #19): the common 6 months of this plan's expenses, measured
 * against the student's own goal when they gave one, and how long the money left over each month
 * takes to reach it. Amounts in cents; the goal is null while its question is unanswered.
 */
function emergencyFundTip(
  goal: number | null,
  monthlyExpenses: number,
  monthlyNetCashFlow: number,
): string {
  const commonFund = monthlyExpenses * EMERGENCY_FUND_MONTHS;
  const keepIt = 'Keep it in a savings account you can reach quickly.';
  if (goal === null) {
    return `Build an emergency fund of ${EMERGENCY_FUND_MONTHS} months of expenses: ${dollarText(commonFund)}, kept in a savings account you can reach quickly. Set your own goal in the emergency fund question.`;
  }
  if (goal === 0) {
    return `Your emergency fund goal is $0, but even a small fund helps with surprises like a car repair. A common goal is ${EMERGENCY_FUND_MONTHS} months of expenses: ${dollarText(commonFund)}. ${keepIt}`;
  }
  const sentences = [`Your emergency fund goal is ${dollarText(goal)}.`];
  if (monthlyExpenses > 0) {
    const months = Math.round((goal / monthlyExpenses) * 10) / 10;
    sentences[0] =
      months < 1
        ? `Your emergency fund goal of ${dollarText(goal)} covers less than 1 month of this plan's expenses (${dollarText(monthlyExpenses)} a month).`
        : `Your emergency fund goal of ${dollarText(goal)} covers about ${monthsText(months)} of this plan's expenses (${dollarText(monthlyExpenses)} a month).`;
    sentences.push(
      `A common goal is ${EMERGENCY_FUND_MONTHS} months of expenses: ${dollarText(commonFund)}.`,
    );
  } else {
    sentences.push(
      `A common goal is ${EMERGENCY_FUND_MONTHS} months of expenses: answer the cost questions to see what that is for you.`,
    );
  }
  sentences.push(
    monthlyNetCashFlow > 0
      ? `Putting the ${dollarText(monthlyNetCashFlow)} left over each month toward it, you would reach your goal in about ${timeToSave(goal, monthlyNetCashFlow)}.`
      : 'This plan has nothing left over each month to build it yet: look at the largest costs first.',
  );
  sentences.push(keepIt);
  return sentences.join(' ');
}

/**
 * docs/product.md section 9: annual expenses = 12 × (housing + car + living) + vacation + childcare × 12 ×
 * children; savings = 12 × retirement; net cash flow = salary − expenses − savings. In cents,
 * with where the money goes, a monthly view and the tips.
 */
export function computeSummary(
  figures: SummaryFigures,
  missingInputs: string[] = [],
  /** The student's emergency fund goal in whole dollars; null while it is unanswered. */
  emergencyFundGoal: number | null = null,
): BudgetSummary {
  const children = Math.max(0, Math.min(MAX_CHILDREN, Math.trunc(figures.children)));
  const items = [
    { key: 'housing', label: 'Housing', annual: cents(12 * figures.monthlyHousing) },
    { key: 'car', label: 'Car', annual: cents(12 * figures.monthlyCar) },
    { key: 'living', label: 'Living expenses', annual: cents(12 * figures.monthlyLiving) },
    { key: 'vacation', label: 'Vacations', annual: cents(figures.annualVacation) },
    {
      key: 'childcare',
      label: 'Childcare',
      annual: cents(figures.monthlyChildcare * 12 * children),
    },
    {
      key: 'retirement',
      label: 'Retirement saving',
      annual: cents(12 * figures.monthlyRetirement),
    },
  ] as const;
  const startingSalary = cents(figures.startingSalary);
  const savings = items[5].annual;
  const annualExpenses = items
    .filter((item) => item.key !== 'retirement')
    .reduce((sum, item) => sum + item.annual, 0);
  const netCashFlow = startingSalary - annualExpenses - savings;
  const breakdown = [...items]
    .sort((a, b) => b.annual - a.annual)
    .map((item) => ({ ...item, monthly: Math.round(item.annual / 12) }));

  const monthly = {
    income: Math.round(startingSalary / 12),
    expenses: Math.round(annualExpenses / 12),
    savings: Math.round(savings / 12),
    netCashFlow: Math.round(netCashFlow / 12),
  };
  const retirementTarget = Math.round(startingSalary * RETIREMENT_SHARE);
  const savedShare = startingSalary > 0 ? Math.round((savings / startingSalary) * 100) : 0;
  const inTenYears = (rate: number) => Math.round(annualExpenses * (1 + rate) ** 10);
  const tips = [
    `Save about 15% of your income for retirement: ${dollarText(retirementTarget)} a year on this salary. Your plan saves ${dollarText(savings)} (${savedShare}%).`,
    emergencyFundTip(
      emergencyFundGoal === null ? null : cents(emergencyFundGoal),
      monthly.expenses,
      monthly.netCashFlow,
    ),
    `Prices rise about 2-3% a year with inflation: this year's ${dollarText(annualExpenses)} of expenses would cost ${dollarText(inTenYears(INFLATION_RANGE[0]))} to ${dollarText(inTenYears(INFLATION_RANGE[1]))} in 10 years, so plan for raises and review your budget every year.`,
  ];
  if (netCashFlow < 0) {
    tips.unshift(
      `This plan spends ${dollarText(-netCashFlow)} a year more than it earns. Look at the largest items in the breakdown first, or at a career path with a higher starting salary.`,
    );
  }
  return {
    startingSalary,
    annualExpenses,
    savings,
    netCashFlow,
    children,
    breakdown,
    monthly,
    missingInputs,
    tips,
  };
}
