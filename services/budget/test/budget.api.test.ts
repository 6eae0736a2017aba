import { randomUUID } from 'node:crypto';
import { budgetAnswerFor } from '@fc/testkit/budget-answers';
import { describe, expect, it } from 'vitest';
import {
  budgetPlanDetailSchema,
  budgetPlanListSchema,
  budgetPlanSchema,
  type BudgetPlanDetail,
  type BudgetQuestion,
} from '@fc/contracts/budget';
import { errorBodySchema } from '@fc/contracts/errors';
import { expectContract } from '@fc/testkit/contract';
import { useBudgetService } from './fixtures/use-budget-service.ts';

const { budget, questions } = useBudgetService();

const answerFor = budgetAnswerFor;

async function newPlan(userId: number, planName = 'After college') {
  const response = await budget().clientAs(userId).post('/api/budget/plans', { planName });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

describe('questions', () => {
  it('when the questions are read, then there are 29 across the eight categories and then 7 optional More Costs, public', async () => {
    const required = questions().filter((question) => !question.isOptional);
    expect(required).toHaveLength(29);
    expect(new Set(required.map((question) => question.category)).size).toBe(8);
    const optional = questions().slice(29);
    expect(optional.map((question) => [question.category, question.isOptional])).toEqual(
      Array.from({ length: 7 }, () => ['More Costs', true]),
    );
  });
});

describe('plans', () => {
  it('when a plan is created, then its name is trimmed and it is listed for its owner only', async () => {
    const created = await budget()
      .clientAs(10)
      .post('/api/budget/plans', { planName: '  My life at 25  ' });
    expect(created.status).toBe(201);
    expect(expectContract(created, budgetPlanSchema)).toMatchObject({
      planName: 'My life at 25',
      isComplete: false,
      answeredCount: 0,
      totalQuestions: 29,
    });
    const mine = await budget().clientAs(10).get('/api/budget/plans');
    expectContract(mine, budgetPlanListSchema);
    expect(mine.body.map((plan: { id: number }) => plan.id)).toContain(created.body.id);
    const theirs = await budget().clientAs(11).get('/api/budget/plans');
    expect(theirs.body).toEqual([]);
  });

  it('when a plan name is blank or missing, then it is refused with a clear message and nothing is made', async () => {
    for (const body of [{ planName: '   ' }, {}, { planName: 42 }]) {
      const response = await budget().clientAs(12).post('/api/budget/plans', body);
      expect(response.status).toBe(400);
      expect(expectContract(response, errorBodySchema).message).toContain(
        'Please enter a plan name',
      );
    }
    expect((await budget().clientAs(12).get('/api/budget/plans')).body).toEqual([]);
  });

  it("when another student opens or changes someone's plan, then it is not found and nothing changes", async () => {
    const planId = await newPlan(13);
    const intruder = budget().clientAs(14);
    expect((await intruder.get(`/api/budget/plans/${planId}`)).status).toBe(404);
    const question = questions()[0] as BudgetQuestion;
    const save = await intruder.post(`/api/budget/plans/${planId}/answers`, {
      questionId: question.id,
      answer: 'mine now',
    });
    expect(save.status).toBe(404);
    expect((await intruder.put(`/api/budget/plans/${planId}/complete`, {})).status).toBe(404);
    const plan = await budget().clientAs(13).get(`/api/budget/plans/${planId}`);
    expect(expectContract(plan, budgetPlanDetailSchema).answers).toEqual([]);
    expect((await budget().client().get(`/api/budget/plans/${planId}`)).status).toBe(401);
  });

  it('when answers are saved, then each question keeps one answer, numbers are parsed and notes are optional', async () => {
    const planId = await newPlan(15);
    const salary = questions().find(
      (question) => question.summaryInput === 'startingSalary',
    ) as BudgetQuestion;
    const user = budget().clientAs(15);
    const first = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: salary.id,
      answer: '$48,500',
      notes: 'BLS median for teachers',
    });
    expect(first.status).toBe(200);
    const again = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: salary.id,
      answer: '52000',
    });
    const detail = expectContract(again, budgetPlanDetailSchema);
    expect(detail.answers).toEqual([
      expect.objectContaining({
        questionId: salary.id,
        answer: '52000',
        numericValue: 52_000,
        notes: null,
      }),
    ]);
    expect(detail.answeredCount).toBe(1);
    expect(detail.summary.startingSalary).toBe(5_200_000);
    expect(detail.summary.missingInputs).not.toContain(salary.id);
  });

  it('when a number question gets words, a select gets an unknown option, or the answer is blank, then it is refused and nothing is saved', async () => {
    const planId = await newPlan(16);
    const user = budget().clientAs(16);
    const numberQuestion = questions().find(
      (question) => question.type === 'number',
    ) as BudgetQuestion;
    const selectQuestion = questions().find(
      (question) => question.type === 'select',
    ) as BudgetQuestion;
    const words = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: numberQuestion.id,
      answer: 'about fifty thousand',
    });
    expect(words.status).toBe(400);
    expect(expectContract(words, errorBodySchema).message).toContain(
      `Please enter a number for "${numberQuestion.title}"`,
    );
    const option = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: selectQuestion.id,
      answer: 'Something else',
    });
    expect(option.status).toBe(400);
    expect(option.body.message).toContain('Please choose one of the options');
    const blank = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: numberQuestion.id,
      answer: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter an answer');
    const unknown = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: 'no_such_question',
      answer: '1',
    });
    expect(unknown.status).toBe(400);
    expect((await user.get(`/api/budget/plans/${planId}`)).body.answers).toEqual([]);
  });

  it('when a number question gets cents or an ambiguous separator, then 400 says a whole number is needed and nothing is saved', async () => {
    const planId = await newPlan(24);
    const user = budget().clientAs(24);
    const salary = questions().find(
      (question) => question.summaryInput === 'startingSalary',
    ) as BudgetQuestion;
    for (const answer of ['12.5', '1,5', '$48,000.50', '1,50,000']) {
      const refused = await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: salary.id,
        answer,
      });
      expect(refused.status, answer).toBe(400);
      expect(expectContract(refused, errorBodySchema)).toMatchObject({
        code: 'NOT_A_WHOLE_NUMBER',
        message: `Enter a whole number of dollars for "${salary.title}", like 48000 (no cents or decimal point).`,
      });
    }
    expect((await user.get(`/api/budget/plans/${planId}`)).body.answers).toEqual([]);

    const grouped = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: salary.id,
      answer: '1,500',
    });
    expect(expectContract(grouped, budgetPlanDetailSchema).answers).toEqual([
      expect.objectContaining({ answer: '1,500', numericValue: 1_500 }),
    ]);
  });

  it("when the student sets an emergency fund goal, then the summary's tip measures the plan against it", async () => {
    const planId = await newPlan(25);
    const user = budget().clientAs(25);
    const goal = questions().find((question) => question.id === 'emergency_fund_goal');
    expect(goal?.type).toBe('number');
    const before = await user.get(`/api/budget/plans/${planId}`);
    expect(expectContract(before, budgetPlanDetailSchema).summary.tips.join(' ')).not.toContain(
      'Your emergency fund goal',
    );
    for (const question of questions().filter(
      (question) => question.summaryInput !== null && !question.isOptional,
    )) {
      await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: question.id,
        answer: answerFor(question),
      });
    }
    const saved = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: 'emergency_fund_goal',
      answer: '$12,000',
    });
    // The worked example: expenses $51,800 a year ($4,317 a month); $52,000 − $51,800 − $6,000 left over.
    const tip = expectContract(saved, budgetPlanDetailSchema).summary.tips.find((text) =>
      text.includes('emergency fund'),
    );
    expect(tip).toContain(
      "Your emergency fund goal of $12,000 covers about 2.8 months of this plan's expenses ($4,317 a month).",
    );
    expect(tip).toContain('A common goal is 6 months of expenses: $25,900.');
    expect(tip).toContain('This plan has nothing left over each month to build it yet');
  });

  it('when a number is past what its question takes, or text has a NUL character, then 400 with a clear message and nothing is saved', async () => {
    const planId = await newPlan(23);
    const user = budget().clientAs(23);
    const numberQuestion = questions().find(
      (question) => question.type === 'number',
    ) as BudgetQuestion;
    for (const answer of ['2147483648', '$1,000,000,000', '99999999999999']) {
      const huge = await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: numberQuestion.id,
        answer,
      });
      expect(huge.status).toBe(400);
      expect(expectContract(huge, errorBodySchema).message).toBe(
        `Please enter a number no larger than ${numberQuestion.bounds?.max.toLocaleString('en-US')} for "${numberQuestion.title}"`,
      );
    }
    const nulAnswer = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: numberQuestion.id,
      answer: '12\u000034',
    });
    expect(nulAnswer.status).toBe(400);
    expect(nulAnswer.body.message).toBe('Text may not contain NUL characters');
    expect((await user.get(`/api/budget/plans/${planId}`)).body.answers).toEqual([]);
    const plansBefore = (await user.get('/api/budget/plans')).body;
    const nulName = await user.post('/api/budget/plans', { planName: 'My\u0000plan' });
    expect(nulName.status).toBe(400);
    expect(expectContract(nulName, errorBodySchema).message).toBe(
      'Text may not contain NUL characters',
    );
    expect((await user.get('/api/budget/plans')).body).toEqual(plansBefore);
  });

  it('when a plan is completed before every question is answered, then it is refused naming what is missing', async () => {
    const planId = await newPlan(17);
    const user = budget().clientAs(17);
    for (const question of questions().slice(0, 28)) {
      await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: question.id,
        answer: answerFor(question),
      });
    }
    const refused = await user.put(`/api/budget/plans/${planId}/complete`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('1 left');
    expect(refused.body.message).toContain((questions()[28] as BudgetQuestion).title);
    expect((await user.get(`/api/budget/plans/${planId}`)).body.isComplete).toBe(false);
  });

  it('when every question is answered and the plan completed, then the summary follows the formula and budget().plan_completed is written once', async () => {
    const planId = await newPlan(18, 'Nurse in Denver');
    const user = budget().clientAs(18);
    for (const question of questions()) {
      const saved = await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: question.id,
        answer: answerFor(question),
      });
      expect(saved.status, question.id).toBe(200);
    }
    const answers = await Promise.all([
      user.put(`/api/budget/plans/${planId}/complete`, {}),
      user.put(`/api/budget/plans/${planId}/complete`, {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    for (const answer of answers)
      expectContract(answer, answer.status === 200 ? budgetPlanDetailSchema : errorBodySchema);
    const detail = (await user.get(`/api/budget/plans/${planId}`)).body as BudgetPlanDetail;
    expect(detail.isComplete).toBe(true);
    expect(detail.answeredCount).toBe(29);
    // 12 × (1400 + 450 + 900) + 2000 + 700 × 12 × 2 = 33,000 + 2,000 + 16,800 = 51,800, plus the
    // More Costs answered $100 each: 12 × 300 (health, renters, debt) + 100 + 100 = 3,800.
    // Savings 12 × (500 + 100 emergency) = 7,200. Take-home on 52,000 (no state income tax):
    // 52,000 − 4,060 federal − 3,978 payroll = 43,962; net 43,962 − 55,600 − 7,200 = −18,838.
    expect(detail.summary).toMatchObject({
      startingSalary: 5_200_000,
      annualExpenses: 5_560_000,
      savings: 720_000,
      netCashFlow: -1_883_800,
      children: 2,
      missingInputs: [],
    });
    const events = await budget().deps.prisma.outboxEvent.findMany({
      where: { name: 'budget.plan_completed' },
    });
    const mine = events.filter((event) => (event.payload as { planId: number }).planId === planId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.payload).toMatchObject({ userId: 18, planId, planName: 'Nurse in Denver' });
  });

  it('when only the 29 questions are answered, then the plan completes and the More Costs are neither counted nor missing', async () => {
    const planId = await newPlan(20, 'Required only');
    const user = budget().clientAs(20);
    for (const question of questions().filter((question) => !question.isOptional)) {
      const saved = await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: question.id,
        answer: answerFor(question),
      });
      expect(saved.status, question.id).toBe(200);
    }
    const completed = await user.put(`/api/budget/plans/${planId}/complete`, {});
    expect(completed.status).toBe(200);
    const detail = expectContract(completed, budgetPlanDetailSchema);
    expect(detail).toMatchObject({ isComplete: true, answeredCount: 29, totalQuestions: 29 });
    expect(detail.summary.missingInputs).toEqual([]);
    expect(detail.summary.breakdown.map((item) => item.key).sort()).toEqual(
      ['car', 'childcare', 'housing', 'living', 'retirement', 'vacation'].sort(),
    );
    expect(detail.summary.takeHome.stateChoice).toBeNull();
  });

  it('when a state income tax is chosen and More Costs are answered, then the summary shows gross → taxes → take-home and nets the costs from take-home pay', async () => {
    const planId = await newPlan(21, 'Take-home');
    const user = budget().clientAs(21);
    for (const question of questions().filter(
      (question) => question.summaryInput !== null && !question.isOptional,
    )) {
      await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId: question.id,
        answer: answerFor(question),
      });
    }
    const withState = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: 'state_income_tax',
      answer: 'About 4% of my salary (not sure? choose this)',
    });
    // 52,000: federal 10 % × 12,400 + 12 % × 23,500 = 4,060; payroll 7.65 % = 3,978;
    // state 4 % = 2,080; take-home 41,882. Net 41,882 − 51,800 − 6,000 = −15,918.
    const summary = expectContract(withState, budgetPlanDetailSchema).summary;
    expect(summary.takeHome.annual).toEqual({
      grossSalary: 5_200_000,
      federalIncomeTax: 406_000,
      socialSecurityAndMedicare: 397_800,
      stateIncomeTax: 208_000,
      takeHomePay: 4_188_200,
    });
    expect(summary.takeHome.stateChoice).toBe('About 4% of my salary (not sure? choose this)');
    expect(summary.netCashFlow).toBe(-1_591_800);
    expect(summary.monthly.income).toBe(summary.takeHome.monthly.takeHomePay);
    const withCosts = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: 'health_insurance',
      answer: '$150',
    });
    const after = expectContract(withCosts, budgetPlanDetailSchema);
    // 12 × 150 = 1,800 more expenses; the optional answer does not count toward the 29.
    expect(after.summary.annualExpenses).toBe(5_180_000 + 180_000);
    expect(after.summary.netCashFlow).toBe(-1_591_800 - 180_000);
    expect(after.summary.breakdown).toContainEqual({
      key: 'health',
      label: 'Health insurance',
      kind: 'expense',
      annual: 180_000,
      monthly: 15_000,
    });
    expect(after.answeredCount).toBe(8);
  });

  it('when a state income tax answer is not one of the options, then 400 lists them and nothing is saved', async () => {
    const planId = await newPlan(22);
    const user = budget().clientAs(22);
    const refused = await user.post(`/api/budget/plans/${planId}/answers`, {
      questionId: 'state_income_tax',
      answer: 'Texas',
    });
    expect(refused.status).toBe(400);
    expect(expectContract(refused, errorBodySchema).message).toContain(
      'Please choose one of the options for "Your state income tax (an estimate)"',
    );
    expect((await user.get(`/api/budget/plans/${planId}`)).body.answers).toEqual([]);
  });

  it('when a number answer is implausible (a $62,000-a-month car, a $1 salary), then it is saved and the summary warns on that question with the reason', async () => {
    const planId = await newPlan(40);
    const user = budget().clientAs(40);
    const save = (questionId: string, answer: string) =>
      user.post(`/api/budget/plans/${planId}/answers`, { questionId, answer });
    expect((await save('starting_salary', '48000')).status).toBe(200);
    const car = await save('monthly_car', '62000');
    expect(car.status).toBe(200);
    const detail = expectContract(car, budgetPlanDetailSchema);
    expect(detail.answers.find((answer) => answer.questionId === 'monthly_car')?.numericValue).toBe(
      62_000,
    );
    expect(detail.summary.warnings).toEqual([
      {
        questionId: 'monthly_car',
        message: expect.stringMatching(
          /^Is \$62,000 a month right\? That is more than this plan's whole take-home pay \(\$3,396 a month\)\. AAA puts .*about \$1,000 a month/,
        ) as string,
      },
    ]);
    const salary = expectContract(await save('starting_salary', '1'), budgetPlanDetailSchema);
    expect(salary.summary.warnings.map((warning) => warning.questionId)).toEqual([
      'starting_salary',
      'monthly_car',
    ]);
    expect(salary.summary.warnings[0]?.message).toMatch(
      /^Is \$1 a year right\? A full-time job at the federal minimum wage .* pays about \$15,080 a year/,
    );
    // Plausible answers take their warnings away.
    const salaryFixed = expectContract(
      await save('starting_salary', '48000'),
      budgetPlanDetailSchema,
    );
    expect(salaryFixed.summary.warnings.map((warning) => warning.questionId)).toEqual([
      'monthly_car',
    ]);
    const carFixed = expectContract(await save('monthly_car', '450'), budgetPlanDetailSchema);
    expect(carFixed.summary.warnings).toEqual([]);
  });

  it('when a number answer is absurd for its question (a $150,000-a-month car, a $20,000,000 salary), then 400 names the largest it takes and nothing is saved', async () => {
    const planId = await newPlan(41);
    const user = budget().clientAs(41);
    for (const [questionId, answer, largest] of [
      ['monthly_car', '150,000', '100,000'],
      ['starting_salary', '$20,000,000', '10,000,000'],
    ] as const) {
      const question = questions().find(
        (candidate) => candidate.id === questionId,
      ) as BudgetQuestion;
      expect(question.bounds?.max).toBe(Number(largest.replaceAll(',', '')));
      const refused = await user.post(`/api/budget/plans/${planId}/answers`, {
        questionId,
        answer,
      });
      expect(refused.status).toBe(400);
      expect(expectContract(refused, errorBodySchema)).toMatchObject({
        code: 'NUMBER_TOO_LARGE',
        message: `Please enter a number no larger than ${largest} for "${question.title}"`,
      });
    }
    expect((await user.get(`/api/budget/plans/${planId}`)).body.answers).toEqual([]);
  });

  it('when ids are malformed, then the answer is a 400', async () => {
    expect((await budget().clientAs(19).get('/api/budget/plans/abc')).status).toBe(400);
    expect((await budget().clientAs(19).get(`/api/budget/plans/${randomUUID()}`)).status).toBe(400);
    expect((await budget().clientAs(19).get('/api/budget/plans/999999')).status).toBe(404);
  });
});
