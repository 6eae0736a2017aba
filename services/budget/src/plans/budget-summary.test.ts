import { describe, expect, it } from 'vitest';
import {
  computeSummary,
  parseChildren,
  parseWholeNumber,
  type SummaryFigures,
} from './budget-summary.ts';

const teacher: SummaryFigures = {
  startingSalary: 48_000,
  monthlyHousing: 1_300,
  monthlyCar: 450,
  monthlyLiving: 900,
  annualVacation: 1_500,
  children: 0,
  monthlyChildcare: 0,
  monthlyRetirement: 400,
};

describe('computeSummary', () => {
  it('when a teacher with no children plans modestly, then expenses, savings and a positive net cash flow follow the formula', () => {
    const summary = computeSummary(teacher);
    // 12 × (1300 + 450 + 900) + 1500 = 33,300; savings 12 × 400 = 4,800; net 48,000 − 33,300 − 4,800 = 9,900.
    expect(summary.annualExpenses).toBe(3_330_000);
    expect(summary.savings).toBe(480_000);
    expect(summary.netCashFlow).toBe(990_000);
    expect(summary.monthly).toEqual({
      income: 400_000,
      expenses: 277_500,
      savings: 40_000,
      netCashFlow: 82_500,
    });
    expect(summary.breakdown.map((item) => item.key)).toEqual([
      'housing',
      'living',
      'car',
      'retirement',
      'vacation',
      'childcare',
    ]);
  });

  it('when a plan has 4 children and spends more than it earns, then childcare counts each child and the net cash flow is negative', () => {
    const summary = computeSummary({
      ...teacher,
      startingSalary: 60_000,
      children: 4,
      monthlyChildcare: 800,
    });
    // Childcare 800 × 12 × 4 = 38,400; expenses 33,300 + 38,400 = 71,700; net 60,000 − 71,700 − 4,800 = −16,500.
    expect(summary.children).toBe(4);
    expect(summary.breakdown.find((item) => item.key === 'childcare')?.annual).toBe(3_840_000);
    expect(summary.annualExpenses).toBe(7_170_000);
    expect(summary.netCashFlow).toBe(-1_650_000);
    expect(summary.tips[0]).toMatch(/spends \$16,500 a year more than it earns/);
  });

  it('when the summary is made, then the tips cite 15 % retirement, a 6-month emergency fund and 2-3 % inflation', () => {
    const tips = computeSummary(teacher).tips.join('\n');
    expect(tips).toContain('15%');
    expect(tips).toContain('$7,200 a year'); // 15 % of 48,000
    expect(tips).toContain('6 months of expenses: $16,650');
    expect(tips).toContain('2-3%');
  });

  it('when more than 4 children are given, then 4 count', () => {
    expect(computeSummary({ ...teacher, children: 9, monthlyChildcare: 100 }).children).toBe(4);
  });
});

describe('parsing answers', () => {
  it.each([
    ['52000', 52_000],
    ['$52,000', 52_000],
    [' 1,250.60 ', 1_251],
    ['0', 0],
  ])('when "%s" is answered to a number question, then it is %d', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it.each(['about 50k', '-200', 'fifty', '', '12 and 13', '1e6'])(
    'when "%s" is answered to a number question, then it is not a number',
    (text) => {
      expect(parseWholeNumber(text)).toBeNull();
    },
  );

  it.each(['1000000000', '2147483648', '99999999999999999999', '$2,147,483,648'])(
    'when "%s" is answered to a number question, then it is too large for a budget figure',
    (text) => {
      expect(parseWholeNumber(text)).toBe('too-large');
    },
  );

  it.each([
    ['None', 0],
    ['1', 1],
    ['3 children', 3],
    ['4', 4],
  ])('when the children answer is "%s", then %d count', (text, value) => {
    expect(parseChildren(text)).toBe(value);
  });
});
