// Idempotency-Key on plan completion (docs/http-api.md): a repeat answers the first completion.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
} from '@fc/contracts/idempotency';
import { budgetAnswerFor } from '@fc/testkit/budget-answers';
import { useBudgetService } from './fixtures/use-budget-service.ts';

const { budget, questions } = useBudgetService();
let nextUserId = 8_100;

/** A user with a plan whose every question is answered, ready to complete. */
async function answeredPlan() {
  const userId = nextUserId++;
  const client = budget().clientAs(userId);
  const created = await client.post('/api/budget/plans', { planName: 'Ready' });
  const planId = created.body.id as number;
  for (const question of questions()) {
    await client.post(`/api/budget/plans/${planId}/answers`, {
      questionId: question.id,
      answer: budgetAnswerFor(question),
    });
  }
  return { userId, planId, client };
}

const completedEvents = async (userId: number) =>
  budget().deps.prisma.outboxEvent.count({
    where: { name: 'budget.plan_completed', payload: { path: ['userId'], equals: userId } },
  });

describe('Idempotency-Key on PUT /api/budget/plans/:id/complete', () => {
  it('when the completion is sent again with the same key, then the first answer comes back and it completes once', async () => {
    const { userId, planId, client } = await answeredPlan();
    const key = randomUUID();
    const path = `/api/budget/plans/${planId}/complete`;
    const first = await client.put(path, {}, { [IDEMPOTENCY_KEY_HEADER]: key });
    const again = await client.put(path, {}, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(first.status).toBe(200);
    expect(first.body.isComplete).toBe(true);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.text).toBe(first.text);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await completedEvents(userId)).toBe(1);
    // Without the key, a repeat is still the 409 it always was.
    expect((await client.put(path, {})).status).toBe(409);
  });

  it('when ten duplicates arrive at once, then all get the one completion and one event is published', async () => {
    const { userId, planId, client } = await answeredPlan();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.put(`/api/budget/plans/${planId}/complete`, {}, { [IDEMPOTENCY_KEY_HEADER]: key }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await completedEvents(userId)).toBe(1);
  });

  it('when the same key is used for another plan, then 422 says so', async () => {
    const first = await answeredPlan();
    const key = randomUUID();
    await first.client.put(
      `/api/budget/plans/${first.planId}/complete`,
      {},
      {
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
    );
    const other = await first.client.post('/api/budget/plans', { planName: 'Other' });
    const refused = await first.client.put(
      `/api/budget/plans/${other.body.id as number}/complete`,
      {},
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.reusedWithOtherRequest,
    });
  });

  it('when two users use the same key, then each completes their own plan', async () => {
    const a = await answeredPlan();
    const b = await answeredPlan();
    const key = randomUUID();
    const first = await a.client.put(
      `/api/budget/plans/${a.planId}/complete`,
      {},
      {
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
    );
    const second = await b.client.put(
      `/api/budget/plans/${b.planId}/complete`,
      {},
      {
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(b.planId);
    expect(await completedEvents(b.userId)).toBe(1);
  });

  it('when the key is too long, then 400 with a clear message and the plan stays open', async () => {
    const { planId, client } = await answeredPlan();
    const refused = await client.put(
      `/api/budget/plans/${planId}/complete`,
      {},
      {
        [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(256),
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
    expect((await client.get(`/api/budget/plans/${planId}`)).body.isComplete).toBe(false);
  });

  it('when completion is asked with DELETE, then 405 with Allow: PUT', async () => {
    const { planId, client } = await answeredPlan();
    const answer = await client.request('DELETE', `/api/budget/plans/${planId}/complete`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('PUT');
  });
});
