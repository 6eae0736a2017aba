import { parseWholeDollars } from '@fc/contracts/budget';
import { describe, expect, it } from 'vitest';
import { computeSummary, parseChildren, type SummaryFigures } from './budget-summary.ts';

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

  it("when the student set an emergency fund goal, then the tip measures it in months of the plan's expenses and says when the money left over reaches it", () => {
    // Expenses $2,775 a month; $825 left over each month.
    const tip = computeSummary(teacher, [], 9_000).tips[1];
    expect(tip).toBe(
      "Your emergency fund goal of $9,000 covers about 3.2 months of this plan's expenses ($2,775 a month). " +
        'A common goal is 6 months of expenses: $16,650. ' +
        'Putting the $825 left over each month toward it, you would reach your goal in about 11 months. ' +
        'Keep it in a savings account you can reach quickly.',
    );
  });

  it('when the goal is large and nothing is left over, then the tip says so instead of a date', () => {
    const summary = computeSummary({ ...teacher, startingSalary: 30_000 }, [], 40_000);
    const tip = summary.tips.find((text) => text.includes('emergency fund goal'));
    expect(tip).toContain('$40,000 covers about 14.4 months');
    expect(tip).toContain('This plan has nothing left over each month to build it yet');
  });

  it('when the goal takes two years or more, then the time is given in years', () => {
    const tip = computeSummary(teacher, [], 30_000).tips[1];
    expect(tip).toContain('you would reach your goal in about 3 years');
  });

  it('when the goal is $0, then the tip still shows the common 6 months', () => {
    const tip = computeSummary(teacher, [], 0).tips[1];
    expect(tip).toContain('Your emergency fund goal is $0');
    expect(tip).toContain('6 months of expenses: $16,650');
  });

  it('when more than 4 children are given, then 4 count', () => {
    expect(computeSummary({ ...teacher, children: 9, monthlyChildcare: 100 }).children).toBe(4);
  });
});

describe('parsing answers', () => {
  it.each([
    ['52000', 52_000],
    ['$52,000', 52_000],
    ['$ 1,250,000', 1_250_000],
    [' 1,500 ', 1_500],
    ['0', 0],
  ])('when "%s" is answered to a number question, then it is %d', (text, value) => {
    expect(parseWholeDollars(text)).toEqual({ isValid: true, value });
  });

  it.each(['12.5', '1,5', '1,250.60', '1500.00', '1,50,000', '52 000', '.5', '12,'])(
    'when "%s" is answered to a number question, then it is refused as not a whole number, not rounded',
    (text) => {
      expect(parseWholeDollars(text)).toEqual({ isValid: false, reason: 'not-whole' });
    },
  );

  it.each(['about 50k', '-200', 'fifty', '', '12 and 13', '1e6'])(
    'when "%s" is answered to a number question, then it is not a number',
    (text) => {
      expect(parseWholeDollars(text)).toEqual({ isValid: false, reason: 'not-a-number' });
    },
  );

  it.each(['1000000000', '2147483648', '99999999999999999999', '$2,147,483,648'])(
    'when "%s" is answered to a number question, then it is too large for a budget figure',
    (text) => {
      expect(parseWholeDollars(text)).toEqual({ isValid: false, reason: 'too-large' });
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
