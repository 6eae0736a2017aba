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

/** The largest figure a number question takes: a billion dollars less one (a 32-bit column). */
export const MAX_BUDGET_NUMBER = 999_999_999;

/**
 * A number question's answer as whole dollars: "52000", "$52,000", "52,000.75" → 52001. Anything
 * else (words, negative numbers, several numbers) is not a number; a number over
 * MAX_BUDGET_NUMBER is 'too-large'.
 */
export function parseWholeNumber(text: string): number | 'too-large' | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '')
    .replaceAll(' ', '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned));
  return Number.isSafeInteger(value) && value <= MAX_BUDGET_NUMBER ? value : 'too-large';
}

/** The children select: 'None' is 0, otherwise its leading digit, kept within 0 to 4. */
export function parseChildren(text: string): number {
  const digit = /\d/.exec(text)?.[0];
  return digit === undefined ? 0 : Math.min(MAX_CHILDREN, Number(digit));
}

/**
 * docs/product.md section 9: annual expenses = 12 × (housing + car + living) + vacation + childcare × 12 ×
 * children; savings = 12 × retirement; net cash flow = salary − expenses − savings. In cents,
 * with where the money goes, a monthly view and the tips.
 */
export function computeSummary(
  figures: SummaryFigures,
  missingInputs: string[] = [],
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

  const retirementTarget = Math.round(startingSalary * RETIREMENT_SHARE);
  const savedShare = startingSalary > 0 ? Math.round((savings / startingSalary) * 100) : 0;
  const emergencyFund = Math.round((annualExpenses / 12) * EMERGENCY_FUND_MONTHS);
  const inTenYears = (rate: number) => Math.round(annualExpenses * (1 + rate) ** 10);
  const tips = [
    `Save about 15% of your income for retirement: ${dollarText(retirementTarget)} a year on this salary. Your plan saves ${dollarText(savings)} (${savedShare}%).`,
    `Build an emergency fund of 6 months of expenses: ${dollarText(emergencyFund)}, kept in a savings account you can reach quickly.`,
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
    monthly: {
      income: Math.round(startingSalary / 12),
      expenses: Math.round(annualExpenses / 12),
      savings: Math.round(savings / 12),
      netCashFlow: Math.round(netCashFlow / 12),
    },
    missingInputs,
    tips,
  };
}
