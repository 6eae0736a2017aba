import { describe, expect, it } from 'vitest';
import { STATE_INCOME_TAX_CHOICES } from './tax-2026.ts';
import {
  federalIncomeTax,
  socialSecurityAndMedicare,
  stateTaxRate,
  takeHomePay,
} from './take-home.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The 2026 take-home estimate: single filer, standard deduction $16,100. */
describe('federalIncomeTax', () => {
  it.each([
    // At or below the standard deduction nothing is taxable.
    [0, 0],
    [16_100, 0],
    // Taxable 12,400: the whole 10 % bracket = 1,240.
    [28_500, 1_240],
    // Taxable 31,900: 10 % × 12,400 + 12 % × 19,500 = 1,240 + 2,340 = 3,580.
    [48_000, 3_580],
    // Taxable 50,400 (top of the 12 % bracket): 1,240 + 12 % × 38,000 = 5,800.
    [66_500, 5_800],
    // Taxable 50,401: one dollar at 22 % more = 5,800.22.
    [66_501, 5_800.22],
    // Taxable 233,900: 1,240 + 4,560 + 22 % × 55,300 (12,166) + 24 % × 96,075 (23,058)
    // + 32 % × 32,125 (10,280) = 51,304.
    [250_000, 51_304],
  ])('when the salary is $%d, then the federal income tax is $%d', (salary, tax) => {
    expect(federalIncomeTax(cents(salary))).toBe(cents(tax));
  });
});

describe('socialSecurityAndMedicare', () => {
  it.each([
    // 6.2 % × 48,000 = 2,976; 1.45 % × 48,000 = 696.
    [48_000, 3_672],
    // At the wage base: 6.2 % × 184,500 = 11,439; 1.45 % × 184,500 = 2,675.25.
    [184_500, 14_114.25],
    // Above it Social Security stops at 11,439: 11,439 + 1.45 % × 190,000 (2,755) = 14,194.
    [190_000, 14_194],
    // Over $200,000 the extra 0.9 %: 11,439 + 3,625 + 0.9 % × 50,000 (450) = 15,514.
    [250_000, 15_514],
  ])('when the salary is $%d, then the payroll taxes are $%d', (salary, tax) => {
    expect(socialSecurityAndMedicare(cents(salary))).toBe(cents(tax));
  });
});

describe('takeHomePay', () => {
  it('when a $48,000 salary is in a 4 % state, then take-home is gross less each tax', () => {
    // 48,000 − 3,580 − 3,672 − 1,920 (4 % × 48,000) = 38,828.
    expect(takeHomePay(cents(48_000), 0.04)).toEqual({
      grossSalary: cents(48_000),
      federalIncomeTax: cents(3_580),
      socialSecurityAndMedicare: cents(3_672),
      stateIncomeTax: cents(1_920),
      takeHomePay: cents(38_828),
    });
  });

  it('when there is no salary, then there are no taxes and no take-home pay', () => {
    expect(takeHomePay(0, 0.05).takeHomePay).toBe(0);
    expect(takeHomePay(0, 0.05).stateIncomeTax).toBe(0);
  });
});

describe('stateTaxRate', () => {
  it('when an option of the list is chosen, then its rate applies, and an unknown text has none', () => {
    expect(stateTaxRate(STATE_INCOME_TAX_CHOICES[0]!.option)).toBe(0);
    expect(stateTaxRate('About 4% of my salary (not sure? choose this)')).toBe(0.04);
    expect(stateTaxRate('Texas')).toBeUndefined();
  });
});
