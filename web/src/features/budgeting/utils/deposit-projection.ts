/**
 * "Invest what your plan saves" (docs/product.md "Budget Planner"): what saving the plan's monthly
 * savings comes to over the years, kept in a savings account or invested. Each month's deposit is
 * made at the start of the month (the practice portfolio pays the first month at once), then the
 * month's interest or return is added: the rate a year ÷ 12, compounded monthly. Amounts in cents.
 */

/** A savings account's interest, a year. */
export const SAVINGS_RATE = 0.02;

/**
 * Low, typical and high returns a year for a diversified US stock portfolio over long periods:
 * a historical-style range, not a promise (the S&P 500 averaged about 10 % a year, 1926 to 2024,
 * before inflation, with many years far from it).
 */
export const INVESTED_RATES = { low: 0.04, typical: 0.07, high: 0.1 } as const;

export const PROJECTION_YEARS = [10, 20, 40] as const;
export type ProjectionYears = (typeof PROJECTION_YEARS)[number];

/** The balance after `months` deposits of `monthlyCents`, each growing at `annualRate` ÷ 12 a month. */
export function balanceAfter(monthlyCents: number, annualRate: number, months: number): number {
  const monthlyRate = annualRate / 12;
  let balance = 0;
  for (let month = 0; month < months; month += 1) {
    balance = (balance + monthlyCents) * (1 + monthlyRate);
  }
  return Math.round(balance);
}

export interface ProjectionPoint {
  year: number;
  /** The deposits alone, nothing earned. */
  deposited: number;
  savings: number;
  low: number;
  typical: number;
  high: number;
}

/** One point a year, from year 0 (nothing yet) to `years`. */
export function projectDeposits(monthlyCents: number, years: number): ProjectionPoint[] {
  return Array.from({ length: years + 1 }, (_, year) => {
    const months = year * 12;
    return {
      year,
      deposited: monthlyCents * months,
      savings: balanceAfter(monthlyCents, SAVINGS_RATE, months),
      low: balanceAfter(monthlyCents, INVESTED_RATES.low, months),
      typical: balanceAfter(monthlyCents, INVESTED_RATES.typical, months),
      high: balanceAfter(monthlyCents, INVESTED_RATES.high, months),
    };
  });
}
