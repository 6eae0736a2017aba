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
  // Take-home on $48,000 with no state chosen (services/budget/src/taxes/take-home.test.ts):
  // 48,000 − 3,580 federal − 3,672 Social Security and Medicare = 40,748.
  it('when a teacher with no children plans modestly, then expenses and savings follow the formula and net cash flow starts from take-home pay', () => {
    const summary = computeSummary(teacher);
    // 12 × (1300 + 450 + 900) + 1500 = 33,300; savings 12 × 400 = 4,800;
    // net 40,748 − 33,300 − 4,800 = 2,648.
    expect(summary.annualExpenses).toBe(3_330_000);
    expect(summary.savings).toBe(480_000);
    expect(summary.netCashFlow).toBe(264_800);
    // Per month: 4,000 − 298.33 − 306 = 3,395.67 take-home; 3,395.67 − 2,775 − 400 = 220.67.
    expect(summary.monthly).toEqual({
      income: 339_567,
      expenses: 277_500,
      savings: 40_000,
      netCashFlow: 22_067,
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

  it('when the summary is made, then it shows gross salary → federal income tax → Social Security and Medicare → state income tax → take-home pay, per year and per month', () => {
    const { takeHome } = computeSummary(teacher, [], null, {
      stateChoice: 'About 4% of my salary (not sure? choose this)',
    });
    // State 4 % × 48,000 = 1,920; take-home 48,000 − 3,580 − 3,672 − 1,920 = 38,828.
    expect(takeHome).toMatchObject({
      taxYear: 2026,
      stateChoice: 'About 4% of my salary (not sure? choose this)',
      annual: {
        grossSalary: 4_800_000,
        federalIncomeTax: 358_000,
        socialSecurityAndMedicare: 367_200,
        stateIncomeTax: 192_000,
        takeHomePay: 3_882_800,
      },
      // 4,000 − 298.33 − 306 − 160 = 3,235.67.
      monthly: {
        grossSalary: 400_000,
        federalIncomeTax: 29_833,
        socialSecurityAndMedicare: 30_600,
        stateIncomeTax: 16_000,
        takeHomePay: 323_567,
      },
    });
    expect(takeHome.sources.map((source) => source.url)).toContain(
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    );
  });

  it('when the gross salary covers the plan but the take-home pay does not, then the net cash flow is short', () => {
    // Expenses 12 × (1300 + 450 + 1200) + 1500 = 36,900 and savings 4,800: 41,700 is under the
    // 48,000 salary, but over the 40,748 take-home: net −952.
    const summary = computeSummary({ ...teacher, monthlyLiving: 1_200 });
    expect(summary.netCashFlow).toBe(-95_200);
    expect(summary.tips[0]).toMatch(/spends \$952 a year more than its take-home pay/);
  });

  it('when the state choice is not one of the options, then no state tax is counted and no choice is shown', () => {
    const { takeHome } = computeSummary(teacher, [], null, { stateChoice: 'Texas' });
    expect(takeHome.stateChoice).toBeNull();
    expect(takeHome.annual.stateIncomeTax).toBe(0);
  });

  it('when the optional More Costs are answered, then they count as expenses and savings and show in the breakdown', () => {
    const summary = computeSummary(teacher, [], 3_000, {
      monthlyHealthInsurance: 120,
      monthlyRentersInsurance: 15,
      monthlyDebtPayments: 150,
      annualIrregularCosts: 1_500,
      moveInCosts: 4_000,
      monthlyEmergencySaving: 200,
    });
    // Expenses 33,300 + 12 × (120 + 15 + 150) + 1,500 + 4,000 = 42,220;
    // savings 12 × (400 + 200) = 7,200; net 40,748 − 42,220 − 7,200 = −8,672.
    expect(summary.annualExpenses).toBe(4_222_000);
    expect(summary.savings).toBe(720_000);
    expect(summary.netCashFlow).toBe(-867_200);
    expect(summary.breakdown.find((item) => item.key === 'moveIn')).toEqual({
      key: 'moveIn',
      label: 'Move-in costs (over the first year)',
      kind: 'expense',
      annual: 400_000,
      monthly: 33_333,
    });
    expect(summary.breakdown.find((item) => item.key === 'emergency')?.kind).toBe('saving');
    expect(summary.breakdown).toHaveLength(12);
    // The emergency fund counts the recurring costs only: (42,220 − 4,000) ÷ 12 = 3,185 a month;
    // 3,000 ÷ 200 a month = 15 months.
    const tip = summary.tips.find((text) => text.includes('emergency fund goal'));
    expect(tip).toContain("covers less than 1 month of this plan's expenses ($3,185 a month)");
    expect(tip).toContain(
      'Saving $200 a month toward it, you would reach your goal in about 15 months.',
    );
  });

  it('when a plan has 4 children and spends more than it earns, then childcare counts each child and the net cash flow is negative', () => {
    const summary = computeSummary({
      ...teacher,
      startingSalary: 60_000,
      children: 4,
      monthlyChildcare: 800,
    });
    // Childcare 800 × 12 × 4 = 38,400; expenses 33,300 + 38,400 = 71,700. Take-home on 60,000:
    // federal 10 % × 12,400 + 12 % × 31,500 = 5,020; 7.65 % × 60,000 = 4,590; 50,390.
    // Net 50,390 − 71,700 − 4,800 = −26,110.
    expect(summary.children).toBe(4);
    expect(summary.breakdown.find((item) => item.key === 'childcare')?.annual).toBe(3_840_000);
    expect(summary.annualExpenses).toBe(7_170_000);
    expect(summary.netCashFlow).toBe(-2_611_000);
    expect(summary.tips[0]).toMatch(/spends \$26,110 a year more than its take-home pay/);
  });

  it('when the summary is made, then the tips cite 15 % retirement, a 6-month emergency fund and 2-3 % inflation', () => {
    const tips = computeSummary(teacher).tips.join('\n');
    expect(tips).toContain('15%');
    expect(tips).toContain('$7,200 a year'); // 15 % of 48,000
    expect(tips).toContain('6 months of expenses: $16,650');
    expect(tips).toContain('2-3%');
  });

  it("when the student set an emergency fund goal, then the tip measures it in months of the plan's expenses and says when the money left over reaches it", () => {
    // Expenses $2,775 a month; $220.67 left over each month: 9,000 ÷ 220.67 = 41 months.
    const tip = computeSummary(teacher, [], 9_000).tips[1];
    expect(tip).toBe(
      "Your emergency fund goal of $9,000 covers about 3.2 months of this plan's expenses ($2,775 a month). " +
        'A common goal is 6 months of expenses: $16,650. ' +
        'Putting the $221 left over each month toward it, you would reach your goal in about 3 years. ' +
        'Keep it in a savings account you can reach quickly.',
    );
  });

  it('when the goal is large and nothing is left over, then the tip says so instead of a date', () => {
    const summary = computeSummary({ ...teacher, startingSalary: 30_000 }, [], 40_000);
    const tip = summary.tips.find((text) => text.includes('emergency fund goal'));
    expect(tip).toContain('$40,000 covers about 14.4 months');
    expect(tip).toContain('This plan has nothing left over each month to build it yet');
  });

  it('when the goal is reached within two years, then the time is given in months', () => {
    // Take-home on 57,000: 57,000 − 4,660 federal − 4,360.50 payroll = 47,979.50; less 38,100
    // of expenses and savings leaves 823.29 a month; 3,000 ÷ 823.29 = 3.6, so 4 months.
    const tip = computeSummary({ ...teacher, startingSalary: 57_000 }, [], 3_000).tips[1];
    expect(tip).toContain('you would reach your goal in about 4 months');
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
