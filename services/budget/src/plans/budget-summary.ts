import type { BudgetSummary, optionalSummaryInputs, summaryInputs } from '@fc/contracts/budget';
import { stateTaxRate, takeHomePay } from '../taxes/take-home.ts';
import { TAX_SOURCES, TAX_YEAR } from '../taxes/tax-2026.ts';
import { wholeDollarsToCents } from '../shared/money.ts';

/** The summary's inputs from the 29 questions, in whole dollars (children: a count of 0 to 4). */
export type SummaryFigures = Record<(typeof summaryInputs)[number], number>;

/**
 * What the optional More Costs questions add (docs/product.md), in whole dollars, each only when
 * answered, and the state income tax option chosen (null or absent: not chosen, counted as 0).
 */
export type MoreCosts = Partial<Record<(typeof optionalSummaryInputs)[number], number>> & {
  stateChoice?: string | null;
};

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
 * The emergency-fund tip (docs/product.md): the common 6 months of this plan's expenses, measured
 * against the student's own goal when they gave one, and how long the monthly emergency saving
 * (or else the money left over each month) takes to reach it. Amounts in cents; the goal is null
 * while its question is unanswered.
 */
function emergencyFundTip(
  goal: number | null,
  monthlyExpenses: number,
  monthlyNetCashFlow: number,
  monthlyEmergencySaving: number,
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
  if (monthlyEmergencySaving > 0) {
    sentences.push(
      `Saving ${dollarText(monthlyEmergencySaving)} a month toward it, you would reach your goal in about ${timeToSave(goal, monthlyEmergencySaving)}.`,
    );
  } else {
    sentences.push(
      monthlyNetCashFlow > 0
        ? `Putting the ${dollarText(monthlyNetCashFlow)} left over each month toward it, you would reach your goal in about ${timeToSave(goal, monthlyNetCashFlow)}.`
        : 'This plan has nothing left over each month to build it yet: look at the largest costs first.',
    );
  }
  sentences.push(keepIt);
  return sentences.join(' ');
}

type BreakdownItem = BudgetSummary['breakdown'][number];

type TakeHomeLines = BudgetSummary['takeHome']['annual'];

/** A year's lines ÷ 12, each rounded, with the take-home pay they leave, so a month adds up. */
function monthlyOf(lines: TakeHomeLines): TakeHomeLines {
  const grossSalary = Math.round(lines.grossSalary / 12);
  const federalIncomeTax = Math.round(lines.federalIncomeTax / 12);
  const socialSecurityAndMedicare = Math.round(lines.socialSecurityAndMedicare / 12);
  const stateIncomeTax = Math.round(lines.stateIncomeTax / 12);
  return {
    grossSalary,
    federalIncomeTax,
    socialSecurityAndMedicare,
    stateIncomeTax,
    takeHomePay: grossSalary - federalIncomeTax - socialSecurityAndMedicare - stateIncomeTax,
  };
}

/**
 * docs/product.md section 9: annual expenses = 12 × (housing + car + living) +
 * vacation + childcare × 12 × children, plus the More Costs answered (12 × health insurance,
 * renters insurance and other debt payments; the yearly irregular costs; the move-in costs, spread
 * over the first year); savings = 12 × (retirement + emergency fund saving); take-home pay =
 * salary − estimated 2026 federal income tax, Social Security and Medicare, and state income tax;
 * net cash flow = take-home pay − expenses − savings. In cents, with where the money goes, a
 * monthly view and the tips.
 */
export function computeSummary(
  figures: SummaryFigures,
  missingInputs: string[] = [],
  /** The student's emergency fund goal in whole dollars; null while it is unanswered. */
  emergencyFundGoal: number | null = null,
  moreCosts: MoreCosts = {},
): Omit<BudgetSummary, 'warnings'> {
  const children = Math.max(0, Math.min(MAX_CHILDREN, Math.trunc(figures.children)));
  const expense = (key: BreakdownItem['key'], label: string, annual: number) =>
    ({ key, label, kind: 'expense', annual }) as const;
  const saving = (key: BreakdownItem['key'], label: string, annual: number) =>
    ({ key, label, kind: 'saving', annual }) as const;
  /** An optional cost's line, only when its question is answered. */
  const optional = (
    value: number | undefined,
    line: (annual: number) => Omit<BreakdownItem, 'monthly'>,
  ) => (value === undefined ? [] : [line(value)]);
  const items: Omit<BreakdownItem, 'monthly'>[] = [
    expense('housing', 'Housing', wholeDollarsToCents(12 * figures.monthlyHousing)),
    expense('car', 'Car', wholeDollarsToCents(12 * figures.monthlyCar)),
    expense('living', 'Living expenses', wholeDollarsToCents(12 * figures.monthlyLiving)),
    expense('vacation', 'Vacations', wholeDollarsToCents(figures.annualVacation)),
    expense(
      'childcare',
      'Childcare',
      wholeDollarsToCents(figures.monthlyChildcare * 12 * children),
    ),
    saving('retirement', 'Retirement saving', wholeDollarsToCents(12 * figures.monthlyRetirement)),
    ...optional(moreCosts.monthlyHealthInsurance, (value) =>
      expense('health', 'Health insurance', wholeDollarsToCents(12 * value)),
    ),
    ...optional(moreCosts.monthlyRentersInsurance, (value) =>
      expense('renters', 'Renters insurance', wholeDollarsToCents(12 * value)),
    ),
    ...optional(moreCosts.monthlyDebtPayments, (value) =>
      expense('debt', 'Other debt payments', wholeDollarsToCents(12 * value)),
    ),
    ...optional(moreCosts.annualIrregularCosts, (value) =>
      expense('irregular', 'Irregular costs', wholeDollarsToCents(value)),
    ),
    ...optional(moreCosts.moveInCosts, (value) =>
      expense('moveIn', 'Move-in costs (over the first year)', wholeDollarsToCents(value)),
    ),
    ...optional(moreCosts.monthlyEmergencySaving, (value) =>
      saving('emergency', 'Emergency fund saving', wholeDollarsToCents(12 * value)),
    ),
  ];
  const startingSalary = wholeDollarsToCents(figures.startingSalary);
  const sumOf = (kind: BreakdownItem['kind']) =>
    items.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.annual, 0);
  const annualExpenses = sumOf('expense');
  const savings = sumOf('saving');
  const retirementSaving = wholeDollarsToCents(12 * figures.monthlyRetirement);
  const stateRate =
    moreCosts.stateChoice === null || moreCosts.stateChoice === undefined
      ? undefined
      : stateTaxRate(moreCosts.stateChoice);
  const annualTakeHome = takeHomePay(startingSalary, stateRate ?? 0);
  const netCashFlow = annualTakeHome.takeHomePay - annualExpenses - savings;
  const breakdown = [...items]
    .sort((a, b) => b.annual - a.annual)
    .map((item) => ({ ...item, monthly: Math.round(item.annual / 12) }));

  const monthlyTakeHome = monthlyOf(annualTakeHome);
  const monthly = {
    income: monthlyTakeHome.takeHomePay,
    expenses: Math.round(annualExpenses / 12),
    savings: Math.round(savings / 12),
    netCashFlow: Math.round(netCashFlow / 12),
  };
  // The emergency fund covers the months that recur: the one-time move-in costs are left out.
  const moveIn =
    moreCosts.moveInCosts === undefined ? 0 : wholeDollarsToCents(moreCosts.moveInCosts);
  const recurringMonthlyExpenses = Math.round((annualExpenses - moveIn) / 12);
  const retirementTarget = Math.round(startingSalary * RETIREMENT_SHARE);
  const savedShare = startingSalary > 0 ? Math.round((retirementSaving / startingSalary) * 100) : 0;
  const inTenYears = (rate: number) => Math.round(annualExpenses * (1 + rate) ** 10);
  const tips = [
    `Save about 15% of your income for retirement: ${dollarText(retirementTarget)} a year on this salary. Your plan saves ${dollarText(retirementSaving)} (${savedShare}%).`,
    emergencyFundTip(
      emergencyFundGoal === null ? null : wholeDollarsToCents(emergencyFundGoal),
      recurringMonthlyExpenses,
      monthly.netCashFlow,
      moreCosts.monthlyEmergencySaving === undefined
        ? 0
        : wholeDollarsToCents(moreCosts.monthlyEmergencySaving),
    ),
    `Prices rise about 2-3% a year with inflation: this year's ${dollarText(annualExpenses)} of expenses would cost ${dollarText(inTenYears(INFLATION_RANGE[0]))} to ${dollarText(inTenYears(INFLATION_RANGE[1]))} in 10 years, so plan for raises and review your budget every year.`,
  ];
  if (netCashFlow < 0) {
    tips.unshift(
      `This plan spends ${dollarText(-netCashFlow)} a year more than its take-home pay. Look at the largest items in the breakdown first, or at a career path with a higher starting salary.`,
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
    takeHome: {
      taxYear: TAX_YEAR,
      annual: annualTakeHome,
      monthly: monthlyTakeHome,
      stateChoice: stateRate === undefined ? null : (moreCosts.stateChoice ?? null),
      sources: TAX_SOURCES.map((source) => ({ ...source })),
    },
    missingInputs,
    tips,
  };
}
