// Idempotency-Key on trades (docs/http-api.md): a retried or double-clicked trade trades once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
} from '@fc/contracts/idempotency';
import { stockListSchema, type Stock } from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
let stock: Stock;
let nextUserId = 7_100;

beforeAll(async () => {
  market = await startMarketService();
  const stocks = expectContract(await market.client().get('/api/stocks'), stockListSchema);
  stock = stocks.find((candidate) => !candidate.exclusive) as Stock;
}, 120_000);
afterAll(async () => {
  await market?.close();
});

async function newTrader() {
  const userId = nextUserId++;
  const portfolioId = await market.register(userId);
  return { userId, portfolioId, client: market.clientAs(userId) };
}

async function stateOf(userId: number, portfolioId: number) {
  const portfolio = await market.deps.prisma.portfolio.findFirstOrThrow({
    where: { userId, contestId: null },
  });
  const trades = await market.deps.prisma.trade.count({ where: { portfolioId } });
  const events = await market.outbox('trade.executed', userId);
  return { cash: Number(portfolio.cashCents), trades, events: events.length };
}

const buy = (shares = 2) => ({ stockId: stock.id, shares, type: 'buy' as const });

describe('Idempotency-Key on POST /api/portfolios/:id/trade', () => {
  it('when a trade is sent again with the same key, then it trades once, cash goes once, and the first answer comes back', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const before = await stateOf(userId, portfolioId);
    const key = randomUUID();
    const path = `/api/portfolios/${portfolioId}/trade`;
    const first = await client.post(path, buy(), { [IDEMPOTENCY_KEY_HEADER]: key });
    const again = await client.post(path, buy(), { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.text).toBe(first.text);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    const after = await stateOf(userId, portfolioId);
    expect(after.trades - before.trades).toBe(1);
    expect(after.events - before.events).toBe(1);
    expect(before.cash - after.cash).toBe(stock.currentPrice * 2);
  });

  it('when ten duplicates arrive at once, then exactly one trade is made and all ten get its answer', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const before = await stateOf(userId, portfolioId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post(`/api/portfolios/${portfolioId}/trade`, buy(1), {
          [IDEMPOTENCY_KEY_HEADER]: key,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const transactionIds = new Set(
      answers.map((answer) => (answer.body as { transaction: { id: number } }).transaction.id),
    );
    expect(transactionIds.size).toBe(1);
    const after = await stateOf(userId, portfolioId);
    expect(after.trades - before.trades).toBe(1);
    expect(before.cash - after.cash).toBe(stock.currentPrice);
  });

  it('when the same key comes with a different body, then 422 says so and nothing is traded', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const key = randomUUID();
    const path = `/api/portfolios/${portfolioId}/trade`;
    expect((await client.post(path, buy(1), { [IDEMPOTENCY_KEY_HEADER]: key })).status).toBe(201);
    const before = await stateOf(userId, portfolioId);
    const refused = await client.post(path, buy(3), { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: idempotencyMessages.reusedWithOtherRequest,
    });
    expect(await stateOf(userId, portfolioId)).toEqual(before);
  });

  it('when two users send the same key, then each trade is made: keys belong to a user', async () => {
    const a = await newTrader();
    const b = await newTrader();
    const key = randomUUID();
    const first = await a.client.post(`/api/portfolios/${a.portfolioId}/trade`, buy(1), {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
    const second = await b.client.post(`/api/portfolios/${b.portfolioId}/trade`, buy(1), {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect((await stateOf(a.userId, a.portfolioId)).trades).toBe(1);
    expect((await stateOf(b.userId, b.portfolioId)).trades).toBe(1);
    // B cannot read A's answer through A's key either: B's own portfolio was traded.
    expect(second.body.portfolio.id).toBe(b.portfolioId);
  });

  it('when a refused trade is retried with its key, then the retry is judged afresh', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const key = randomUUID();
    const path = `/api/portfolios/${portfolioId}/trade`;
    const sell = { stockId: stock.id, shares: 1, type: 'sell' as const };
    const refused = await client.post(path, sell, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INSUFFICIENT_SHARES');
    await client.post(path, buy(1));
    const retried = await client.post(path, sell, { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(retried.status).toBe(201);
    expect((await stateOf(userId, portfolioId)).trades).toBe(2);
  });

  it('when the key is older than 24 hours, then it is forgotten and the same key trades again', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const [key, otherKey] = [randomUUID(), randomUUID()];
    const path = `/api/portfolios/${portfolioId}/trade`;
    expect((await client.post(path, buy(1), { [IDEMPOTENCY_KEY_HEADER]: key })).status).toBe(201);
    expect((await client.post(path, buy(1), { [IDEMPOTENCY_KEY_HEADER]: otherKey })).status).toBe(
      201,
    );
    await market.deps.prisma.idempotencyKey.updateMany({
      where: { userId },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
    });
    const again = await client.post(path, buy(1), { [IDEMPOTENCY_KEY_HEADER]: key });
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect((await stateOf(userId, portfolioId)).trades).toBe(3);
    // The user's other expired key was forgotten on the way; the reused one is stored afresh.
    const keys = await market.deps.prisma.idempotencyKey.findMany({ where: { userId } });
    expect(keys.map((row) => row.key)).toEqual([key]);
    expect(keys[0]?.status).toBe(201);
    expect(Date.now() - (keys[0]?.createdAt.getTime() ?? 0)).toBeLessThan(60 * 60 * 1000);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable', 'key\u00e9with-latin1'],
    ['holding a tab', 'key\twith-a-tab'],
  ])('when the key is %s, then 400 with a clear message and nothing is traded', async (_, key) => {
    const { userId, portfolioId, client } = await newTrader();
    const refused = await client.post(`/api/portfolios/${portfolioId}/trade`, buy(1), {
      [IDEMPOTENCY_KEY_HEADER]: key,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'INVALID_IDEMPOTENCY_KEY',
      message: idempotencyMessages.invalid,
    });
    expect((await stateOf(userId, portfolioId)).trades).toBe(0);
  });

  it('when no key is sent, then every request trades, as before', async () => {
    const { userId, portfolioId, client } = await newTrader();
    const path = `/api/portfolios/${portfolioId}/trade`;
    await client.post(path, buy(1));
    await client.post(path, buy(1));
    expect((await stateOf(userId, portfolioId)).trades).toBe(2);
  });
});

describe('405 on the market service', () => {
  it('when a trade path is asked with DELETE, then 405 with Allow: POST', async () => {
    const { portfolioId, client } = await newTrader();
    const answer = await client.request('DELETE', `/api/portfolios/${portfolioId}/trade`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});
