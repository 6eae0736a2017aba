import { describe, expect, it } from 'vitest';
import { budgetQuestions } from '../questions/budget-questions.ts';
import { planWarnings } from './plan-warnings.ts';

const amounts = (entries: Record<string, number>) => new Map(Object.entries(entries));
// Take-home pay on $48,000 with no state chosen: $40,748 a year, $3,395.67 a month.
const takeHome = { month: 339_567, year: 4_074_800 };

describe('planWarnings', () => {
  it('when every amount is usual and within the take-home pay, then there is no warning', () => {
    const plan = amounts({
      starting_salary: 48_000,
      monthly_housing: 1_300,
      monthly_car: 450,
      annual_vacation: 1_500,
      move_in_costs: 4_000,
      emergency_fund_goal: 18_750,
    });
    expect(planWarnings(budgetQuestions, plan, takeHome)).toEqual([]);
  });

  it('when a monthly cost is larger than the monthly take-home pay and unusual, then one warning says both, in question order', () => {
    const warnings = planWarnings(
      budgetQuestions,
      amounts({ monthly_car: 62_000, starting_salary: 48_000, renters_insurance: 250 }),
      takeHome,
    );
    expect(warnings).toEqual([
      {
        questionId: 'monthly_car',
        message: expect.stringMatching(
          /^Is \$62,000 a month right\? That is more than this plan's whole take-home pay \(\$3,396 a month\)\. AAA puts /,
        ) as string,
      },
      {
        questionId: 'renters_insurance',
        message: expect.stringMatching(
          /^Is \$250 a month right\? Renters insurance usually costs/,
        ) as string,
      },
    ]);
  });

  it('when a yearly or one-time cost is larger than the year’s take-home pay, then it is measured against the year', () => {
    const [warning] = planWarnings(budgetQuestions, amounts({ move_in_costs: 24_000 }), {
      month: 100_000,
      year: 1_200_000,
    });
    expect(warning?.message).toBe(
      "Is $24,000 right? That is more than this plan's whole take-home pay ($12,000 a year).",
    );
  });

  it('when the salary is below a full-time minimum wage job, then the low reason is given', () => {
    const [warning] = planWarnings(budgetQuestions, amounts({ starting_salary: 1 }), takeHome);
    expect(warning?.message).toMatch(
      /^Is \$1 a year right\? A full-time job at the federal minimum wage .* Check that you entered a yearly salary/,
    );
  });

  it('when the salary is unanswered, then costs are not measured against a take-home pay of $0', () => {
    expect(planWarnings(budgetQuestions, amounts({ monthly_housing: 1_300 }), null)).toEqual([]);
  });
});
