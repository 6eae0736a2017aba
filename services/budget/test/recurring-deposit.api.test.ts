// "Invest what your plan saves" (docs/product.md "Budget Planner"): PUT
// /api/budget/plans/:id/recurring-deposit.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  budgetPlanDetailSchema,
  type BudgetPlanDetail,
  type BudgetQuestion,
} from '@fc/contracts/budget';
import { DEPOSIT_ENABLED_REQUIRED } from '@fc/contracts/deposits';
import { errorBodySchema } from '@fc/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@fc/contracts/idempotency';
import { budgetAnswerFor } from '@fc/testkit/budget-answers';
import { expectContract } from '@fc/testkit/contract';
import { useBudgetService } from './fixtures/use-budget-service.ts';

const { budget, questions } = useBudgetService();
let nextUserId = 8_600;

/**
 * The worked example with a $90,000 salary and no children, so its take-home pay covers it: $500
 * retirement and $100 emergency fund saving a month, $600 a month saved, $26,145 left over a year.
 */
const coveredAnswer = (question: BudgetQuestion) =>
  question.summaryInput === 'startingSalary'
    ? '$90,000'
    : question.summaryInput === 'children'
      ? 'None'
      : budgetAnswerFor(question);

/** A plan with every question answered (coveredAnswer unless told), completed unless told. */
async function plan(
  userId: number,
  options: { planName?: string; complete?: boolean; answer?: (q: BudgetQuestion) => string } = {},
) {
  const client = budget().clientAs(userId);
  const created = await client.post('/api/budget/plans', {
    planName: options.planName ?? 'After college',
  });
  const planId = created.body.id as number;
  for (const question of questions()) {
    const saved = await client.post(`/api/budget/plans/${planId}/answers`, {
      questionId: question.id,
      answer: (options.answer ?? coveredAnswer)(question),
    });
    expect(saved.status, question.id).toBe(200);
  }
  if (options.complete !== false) {
    expect((await client.put(`/api/budget/plans/${planId}/complete`, {})).status).toBe(200);
  }
  return planId;
}

const depositEvents = async (userId: number) =>
  (
    await budget().deps.prisma.outboxEvent.findMany({
      where: { name: 'budget.deposit_changed', payload: { path: ['userId'], equals: userId } },
      orderBy: { occurredAt: 'asc' },
    })
  ).map((event) => event.payload as Record<string, unknown>);

const path = (planId: number) => `/api/budget/plans/${planId}/recurring-deposit`;

describe('PUT /api/budget/plans/:id/recurring-deposit', () => {
  it("when a completed plan's deposit is turned on, then the plan shows its monthly savings and budget().deposit_changed is written once", async () => {
    const userId = nextUserId++;
    const planId = await plan(userId, { planName: 'Nurse in Denver' });
    const client = budget().clientAs(userId);
    const before = (await client.get(`/api/budget/plans/${planId}`)).body as BudgetPlanDetail;
    expect(before.deposit).toBeNull();
    expect(before.summary.monthly.savings).toBe(60_000);

    const turnedOn = await client.put(path(planId), { enabled: true });
    expect(turnedOn.status).toBe(200);
    const detail = expectContract(turnedOn, budgetPlanDetailSchema);
    expect(detail.deposit?.monthlyCents).toBe(60_000);
    expect((await client.get(`/api/budget/plans/${planId}`)).body.deposit).toEqual(detail.deposit);
    // On again: nothing changes and no second event (it would pay a month twice).
    const again = await client.put(path(planId), { enabled: true });
    expect(again.status).toBe(200);
    expect(again.body.deposit).toEqual(detail.deposit);
    const events = await depositEvents(userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId,
      planId,
      planName: 'Nurse in Denver',
      monthlyCents: 60_000,
      changedAt: detail.deposit?.startedAt,
    });
  });

  it('when the deposit is stopped, then the plan shows it off and an event with 0 is written', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId);
    const client = budget().clientAs(userId);
    await client.put(path(planId), { enabled: true });
    const stopped = await client.put(path(planId), { enabled: false });
    expect(stopped.status).toBe(200);
    expect(expectContract(stopped, budgetPlanDetailSchema).deposit).toBeNull();
    expect((await client.put(path(planId), { enabled: false })).status).toBe(200);
    expect((await depositEvents(userId)).map((event) => event.monthlyCents)).toEqual([60_000, 0]);
  });

  it("when a second plan's deposit is turned on, then the first one's is off: one plan pays at a time", async () => {
    const userId = nextUserId++;
    const first = await plan(userId, { planName: 'First' });
    const second = await plan(userId, { planName: 'Second' });
    const client = budget().clientAs(userId);
    await client.put(path(first), { enabled: true });
    expect((await client.put(path(second), { enabled: true })).body.deposit).not.toBeNull();
    expect((await client.get(`/api/budget/plans/${first}`)).body.deposit).toBeNull();
    expect((await client.get(`/api/budget/plans/${second}`)).body.deposit).not.toBeNull();
    expect((await depositEvents(userId)).map((event) => event.planId)).toEqual([first, second]);
  });

  it('when two plans are turned on at the same time, then exactly one ends up on', async () => {
    const userId = nextUserId++;
    const first = await plan(userId);
    const second = await plan(userId);
    const client = budget().clientAs(userId);
    const answers = await Promise.all([
      client.put(path(first), { enabled: true }),
      client.put(path(second), { enabled: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const details = await Promise.all(
      [first, second].map(async (id) => (await client.get(`/api/budget/plans/${id}`)).body),
    );
    expect(details.filter((detail) => detail.deposit !== null)).toHaveLength(1);
    const events = await depositEvents(userId);
    // The last event names the plan that is on.
    expect(events.at(-1)?.planId).toBe(details.find((detail) => detail.deposit)?.id);
  });

  it('when the plan is not complete, then 409 says to complete it and nothing is written', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId, { complete: false });
    const refused = await budget().clientAs(userId).put(path(planId), { enabled: true });
    expect(refused.status).toBe(409);
    expectContract(refused, errorBodySchema);
    expect(refused.body.message).toContain('Complete the plan first');
    expect(
      (await budget().clientAs(userId).get(`/api/budget/plans/${planId}`)).body.deposit,
    ).toBeNull();
    expect(await depositEvents(userId)).toEqual([]);
  });

  it('when the plan saves nothing a month, then 409 says there is nothing to invest', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId, {
      // $0 retirement saving and no emergency fund saving.
      answer: (question) =>
        question.summaryInput === 'monthlyRetirement' ||
        question.summaryInput === 'monthlyEmergencySaving'
          ? '0'
          : budgetAnswerFor(question),
    });
    const client = budget().clientAs(userId);
    expect((await client.get(`/api/budget/plans/${planId}`)).body.summary.monthly.savings).toBe(0);
    const refused = await client.put(path(planId), { enabled: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('saves nothing each month');
    expect(await depositEvents(userId)).toEqual([]);
  });

  it('when the plan is short each year, then 409 says so and nothing is written', async () => {
    const userId = nextUserId++;
    // The worked example as it stands: $52,000 and two children in childcare.
    const planId = await plan(userId, { answer: budgetAnswerFor });
    const client = budget().clientAs(userId);
    const { summary } = (await client.get(`/api/budget/plans/${planId}`)).body as BudgetPlanDetail;
    expect(summary.netCashFlow).toBe(-1_883_800);
    const refused = await client.put(path(planId), { enabled: true });
    expect(refused.status).toBe(409);
    expect(expectContract(refused, errorBodySchema)).toMatchObject({
      code: 'PLAN_IS_SHORT',
      message:
        'This plan is $18,838 short each year: its take-home pay does not cover its costs and savings, so there is nothing to invest. Change the plan until it is not short first',
    });
    expect((await client.get(`/api/budget/plans/${planId}`)).body.deposit).toBeNull();
    expect(await depositEvents(userId)).toEqual([]);
  });

  it('when the plan saves more than its take-home pay (a $1 salary saving $1,000 a month), then 409 says so and nothing is written', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId, {
      answer: (question) =>
        question.summaryInput === 'startingSalary'
          ? '1'
          : question.summaryInput === 'monthlyRetirement'
            ? '1000'
            : question.type === 'number'
              ? '0'
              : coveredAnswer(question),
    });
    const client = budget().clientAs(userId);
    const refused = await client.put(path(planId), { enabled: true });
    expect(refused.status).toBe(409);
    expect(expectContract(refused, errorBodySchema)).toMatchObject({
      code: 'DEPOSIT_ABOVE_TAKE_HOME',
      message:
        'This plan saves $1,000 a month, more than its take-home pay ($0.07 a month): a deposit can only come from pay the plan takes home. Change the salary or the saving first',
    });
    expect((await client.get(`/api/budget/plans/${planId}`)).body.deposit).toBeNull();
    expect(await depositEvents(userId)).toEqual([]);
  });

  it('when a plan saved before the limits saves more than $21,474,836.47 a month, then 409 names the most a deposit takes, never 500', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId);
    // Answers the planner took before its limits: a $999,999,999 salary saving $25,000,000 a month.
    for (const [questionId, numericValue] of [
      ['starting_salary', 999_999_999],
      ['monthly_retirement', 25_000_000],
    ] as const) {
      await budget().deps.prisma.budgetAnswer.updateMany({
        where: { planId, questionId },
        data: { answer: String(numericValue), numericValue },
      });
    }
    const client = budget().clientAs(userId);
    const { summary } = (await client.get(`/api/budget/plans/${planId}`)).body as BudgetPlanDetail;
    expect(summary.monthly.savings).toBe(2_500_010_000);
    expect(summary.netCashFlow).toBeGreaterThan(0);
    const refused = await client.put(path(planId), { enabled: true });
    expect(refused.status).toBe(409);
    expect(expectContract(refused, errorBodySchema)).toMatchObject({
      code: 'DEPOSIT_TOO_LARGE',
      message:
        'This plan saves $25,000,100 a month: a monthly deposit into the practice portfolio can be at most $100,000. Lower the saving in the plan first',
    });
    expect((await client.get(`/api/budget/plans/${planId}`)).body.deposit).toBeNull();
    expect(await depositEvents(userId)).toEqual([]);
  });

  it("when someone else's or an unknown plan is asked, then 404 and nothing changes", async () => {
    const owner = nextUserId++;
    const planId = await plan(owner);
    const other = budget().clientAs(nextUserId++);
    for (const id of [planId, 999_999]) {
      const refused = await other.put(path(id), { enabled: true });
      expect(refused.status).toBe(404);
      expectContract(refused, errorBodySchema);
    }
    expect(
      (await budget().clientAs(owner).get(`/api/budget/plans/${planId}`)).body.deposit,
    ).toBeNull();
    expect(await depositEvents(owner)).toEqual([]);
  });

  it('when enabled is missing or not a boolean, then 400 says what is expected and nothing changes', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId);
    const client = budget().clientAs(userId);
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: null }]) {
      const refused = await client.put(path(planId), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(DEPOSIT_ENABLED_REQUIRED);
    }
    expect(
      (await client.put('/api/budget/plans/abc/recurring-deposit', { enabled: true })).status,
    ).toBe(400);
    expect(await depositEvents(userId)).toEqual([]);
  });

  it('when signed out, then 401', async () => {
    expect((await budget().client().put(path(1), { enabled: true })).status).toBe(401);
  });

  it('when the same Idempotency-Key is sent again, then the first answer is replayed and one event is written', async () => {
    const userId = nextUserId++;
    const planId = await plan(userId);
    const client = budget().clientAs(userId);
    const key = randomUUID();
    const first = await client.put(
      path(planId),
      { enabled: true },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    const repeat = await client.put(
      path(planId),
      { enabled: true },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await depositEvents(userId)).toHaveLength(1);
  });
});
