/**
 * The 2026 tax figures behind the summary's estimated take-home pay (docs/product.md: "always budget
 * with net pay"). A single filer with one job, taking the standard deduction; no credits, no
 * local income tax, no pre-tax 401(k) or health premiums. Review a change here the way you review
 * a lesson: every figure has its source, and a new tax year is a new file.
 */

export interface TaxSource {
  name: string;
  url: string;
}

export const TAX_YEAR = 2026;

/** IRS Rev. Proc. 2025-32, section 4.14: the 2026 standard deduction of a single filer. */
export const STANDARD_DEDUCTION = 16_100;

/**
 * IRS Rev. Proc. 2025-32, section 4.01: 2026 rates for a single filer. Each bracket's rate applies
 * to taxable income from the previous bracket's upTo to its own (null: no upper end).
 */
export const FEDERAL_BRACKETS: readonly { upTo: number | null; rate: number }[] = [
  { upTo: 12_400, rate: 0.1 },
  { upTo: 50_400, rate: 0.12 },
  { upTo: 105_700, rate: 0.22 },
  { upTo: 201_775, rate: 0.24 },
  { upTo: 256_225, rate: 0.32 },
  { upTo: 640_600, rate: 0.35 },
  { upTo: null, rate: 0.37 },
];

/** SSA: the employee's Social Security tax, 6.2 % of wages up to the 2026 wage base. */
export const SOCIAL_SECURITY = { rate: 0.062, wageBase: 184_500 } as const;

/** IRS: Medicare tax of 1.45 % on all wages, plus 0.9 % on a single filer's wages over $200,000. */
export const MEDICARE = { rate: 0.0145, additionalRate: 0.009, additionalOver: 200_000 } as const;

/**
 * The state income tax choices of the optional question state_income_tax, in its order, with the
 * share of the salary each takes. Only "no state income tax" is exact; the others are rounded
 * effective rates the student picks after looking up their state, and say so ("About").
 */
export const STATE_INCOME_TAX_CHOICES: readonly { option: string; rate: number }[] = [
  { option: 'No state income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY)', rate: 0 },
  { option: 'About 2% of my salary', rate: 0.02 },
  { option: 'About 3% of my salary', rate: 0.03 },
  { option: 'About 4% of my salary (not sure? choose this)', rate: 0.04 },
  { option: 'About 5% of my salary', rate: 0.05 },
  { option: 'About 6% of my salary', rate: 0.06 },
];

export const TAX_SOURCES: readonly TaxSource[] = [
  {
    name: 'IRS Rev. Proc. 2025-32: 2026 tax brackets and standard deduction',
    url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  {
    name: 'Social Security Administration: 2026 contribution and benefit base',
    url: 'https://www.ssa.gov/oact/cola/cbb.html',
  },
  {
    name: 'IRS: Questions and answers for the Additional Medicare Tax',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/questions-and-answers-for-the-additional-medicare-tax',
  },
  {
    name: 'Tax Foundation: State Individual Income Tax Rates and Brackets',
    url: 'https://taxfoundation.org/data/all/state/state-income-tax-rates/',
  },
];
