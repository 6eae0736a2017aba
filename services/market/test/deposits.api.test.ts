// "Invest what your plan saves" (docs/events.md): budget.deposit_changed, the monthly deposits
// paid by the worker (runDueDeposits) and GET /api/portfolios/:id/recurring-deposit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringDepositSchema } from '@fc/contracts/deposits';
import { errorBodySchema } from '@fc/contracts/errors';
import { portfolioSchema, type Portfolio } from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import { runDueDeposits } from '../src/deposits/deposits.service.ts';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
let startingCash: number;
const ADMIN_ID = 1;
const MONTHLY = 60_000;

beforeAll(async () => {
  market = await startMarketService();
  startingCash = market.deps.config.STARTING_CASH_CENTS;
}, 120_000);
afterAll(async () => {
  await market?.close();
});

async function portfolioOf(userId: number): Promise<Portfolio> {
  const response = await market.clientAs(userId).get(`/api/users/${userId}/portfolio`);
  expect(response.status).toBe(200);
  return expectContract(response, portfolioSchema);
}

/** budget.deposit_changed as the budget service writes it. */
const depositChanged = (userId: number, changedAt: string, monthlyCents = MONTHLY, planId = 7) =>
  market.envelope('budget.deposit_changed', {
    userId,
    planId,
    planName: 'Nurse in Denver',
    monthlyCents,
    changedAt,
  });

async function depositOf(userId: number, portfolioId: number) {
  const response = await market
    .clientAs(userId)
    .get(`/api/portfolios/${portfolioId}/recurring-deposit`);
  expect(response.status).toBe(200);
  return expectContract(response, recurringDepositSchema);
}

const depositLines = (portfolioId: number) =>
  market.deps.prisma.cashAdjustment.findMany({
    where: { portfolioId, kind: 'deposit' },
    orderBy: { createdAt: 'asc' },
  });

const run = (now: string) => runDueDeposits(market.deps.db, new Date(now), startingCash);

describe('budget.deposit_changed', () => {
  it('when a deposit starts, then its first month is paid at once, once however often the event comes, into cash and the invested base alike', async () => {
    const portfolioId = await market.register(22_001);
    const event = depositChanged(22_001, '2027-01-10T09:00:00.000Z');
    expect(await market.deliver(event)).toBe('handled');
    expect(await market.deliver(event)).toBe('duplicate');
    // The same change sent again as a new event (a producer retry): still one month.
    await market.deliver(depositChanged(22_001, '2027-01-10T09:00:00.000Z'));
    const portfolio = await portfolioOf(22_001);
    expect(portfolio).toMatchObject({
      cashBalance: startingCash + MONTHLY,
      investedBase: startingCash + MONTHLY,
      totalReturn: 0,
      totalReturnPercent: 0,
    });
    const lines = await depositLines(portfolioId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      oldCents: BigInt(startingCash),
      newCents: BigInt(startingCash + MONTHLY),
      adminId: null,
    });
    expect(await depositOf(22_001, portfolioId)).toEqual({
      planId: 7,
      planName: 'Nurse in Denver',
      monthlyCents: MONTHLY,
      startedAt: '2027-01-10T09:00:00.000Z',
      nextDueAt: '2027-02-10T09:00:00.000Z',
    });
  });

  it('when the deposit is stopped, then it is removed and no later month is paid', async () => {
    const portfolioId = await market.register(22_002);
    await market.deliver(depositChanged(22_002, '2027-01-10T09:00:00.000Z'));
    await market.deliver(depositChanged(22_002, '2027-01-11T09:00:00.000Z', 0));
    expect(await depositOf(22_002, portfolioId)).toBeNull();
    await run('2027-06-01T00:00:00.000Z');
    expect((await portfolioOf(22_002)).cashBalance).toBe(startingCash + MONTHLY);
  });

  it('when a stop arrives before the older start it follows, then the start is ignored', async () => {
    const portfolioId = await market.register(22_003);
    await market.deliver(depositChanged(22_003, '2027-01-11T09:00:00.000Z', 0));
    await market.deliver(depositChanged(22_003, '2027-01-10T09:00:00.000Z'));
    expect(await depositOf(22_003, portfolioId)).toBeNull();
    expect((await portfolioOf(22_003)).cashBalance).toBe(startingCash);
  });

  it('when the deposit is turned off and on again, or moved to another plan, within a month, then no month is paid twice', async () => {
    const portfolioId = await market.register(22_004);
    await market.deliver(depositChanged(22_004, '2027-01-10T09:00:00.000Z'));
    await market.deliver(depositChanged(22_004, '2027-01-12T09:00:00.000Z', 0));
    await market.deliver(depositChanged(22_004, '2027-01-13T09:00:00.000Z'));
    await market.deliver(depositChanged(22_004, '2027-01-14T09:00:00.000Z', 50_000, 8));
    expect((await portfolioOf(22_004)).cashBalance).toBe(startingCash + MONTHLY);
    // The next month is due a month after the one paid, at the new plan's amount.
    expect(await depositOf(22_004, portfolioId)).toMatchObject({
      planId: 8,
      monthlyCents: 50_000,
      nextDueAt: '2027-02-10T09:00:00.000Z',
    });
    await run('2027-02-10T09:00:00.000Z');
    expect((await portfolioOf(22_004)).cashBalance).toBe(startingCash + MONTHLY + 50_000);
  });

  it('when progress is reset, then the deposit goes on into the fresh portfolio', async () => {
    await market.register(22_005);
    await market.deliver(depositChanged(22_005, '2027-01-10T09:00:00.000Z'));
    await market.deliver(
      market.envelope('user.progress_reset', { userId: 22_005, resetBy: ADMIN_ID }),
    );
    const fresh = await portfolioOf(22_005);
    expect(fresh.cashBalance).toBe(startingCash);
    expect(await depositOf(22_005, fresh.id)).toMatchObject({
      nextDueAt: '2027-02-10T09:00:00.000Z',
    });
    await run('2027-02-10T09:00:00.000Z');
    expect(await portfolioOf(22_005)).toMatchObject({
      cashBalance: startingCash + MONTHLY,
      investedBase: startingCash + MONTHLY,
    });
  });
});

describe('paying the months due', () => {
  it('when the clock moves on, then one month is paid per month due, on the same day or the month’s last day', async () => {
    const portfolioId = await market.register(22_010);
    await market.deliver(depositChanged(22_010, '2027-01-31T08:00:00.000Z'));
    // Not due yet: nothing.
    await run('2027-02-28T07:59:59.999Z');
    expect((await portfolioOf(22_010)).cashBalance).toBe(startingCash + MONTHLY);
    await run('2027-02-28T08:00:00.000Z');
    expect((await portfolioOf(22_010)).cashBalance).toBe(startingCash + 2 * MONTHLY);
    expect(await depositOf(22_010, portfolioId)).toMatchObject({
      nextDueAt: '2027-03-31T08:00:00.000Z',
    });
    // The same time again pays nothing more.
    await run('2027-02-28T08:00:00.000Z');
    expect((await portfolioOf(22_010)).cashBalance).toBe(startingCash + 2 * MONTHLY);
    // Three months missed (the worker was down): each is paid, once.
    await run('2027-06-15T00:00:00.000Z');
    const portfolio = await portfolioOf(22_010);
    expect(portfolio).toMatchObject({
      cashBalance: startingCash + 5 * MONTHLY,
      investedBase: startingCash + 5 * MONTHLY,
      totalReturn: 0,
    });
    expect((await depositLines(portfolioId)).map((line) => line.createdAt.toISOString())).toEqual([
      '2027-01-31T08:00:00.000Z',
      '2027-02-28T08:00:00.000Z',
      '2027-03-31T08:00:00.000Z',
      '2027-04-30T08:00:00.000Z',
      '2027-05-31T08:00:00.000Z',
    ]);
    expect(await depositOf(22_010, portfolioId)).toMatchObject({
      nextDueAt: '2027-06-30T08:00:00.000Z',
    });
  });

  it('when two worker replicas run at the same time, then each month is paid once', async () => {
    const userIds = [22_020, 22_021, 22_022];
    for (const userId of userIds) {
      await market.register(userId);
      await market.deliver(depositChanged(userId, '2027-03-05T12:00:00.000Z'));
    }
    // Two months due for each of the three.
    const now = new Date('2027-05-05T12:00:00.000Z');
    await Promise.all([
      runDueDeposits(market.deps.db, now, startingCash),
      runDueDeposits(market.deps.db, now, startingCash),
      runDueDeposits(market.deps.db, now, startingCash),
    ]);
    for (const userId of userIds) {
      expect((await portfolioOf(userId)).cashBalance, String(userId)).toBe(
        startingCash + 3 * MONTHLY,
      );
    }
  });

  it('when stocks are held and a month is paid, then the return stays what it was', async () => {
    await market.register(22_030);
    const user = market.clientAs(22_030);
    const stocks = (await market.client().get('/api/stocks')).body as {
      id: number;
      exclusive: boolean;
    }[];
    const stock = stocks.find((candidate) => !candidate.exclusive);
    const portfolio = await portfolioOf(22_030);
    const bought = await user.post(`/api/portfolios/${portfolio.id}/trade`, {
      stockId: stock?.id,
      shares: 3,
      type: 'buy',
    });
    expect(bought.status).toBe(201);
    const before = await portfolioOf(22_030);
    await market.deliver(depositChanged(22_030, new Date().toISOString()));
    const after = await portfolioOf(22_030);
    expect(after.cashBalance).toBe(before.cashBalance + MONTHLY);
    expect(after.investedBase).toBe(before.investedBase + MONTHLY);
    expect(after.totalReturn).toBe(before.totalReturn);
  });
});

describe('GET /api/portfolios/:id/recurring-deposit', () => {
  it('when someone else asks, then 404; an admin sees it; signed out is 401', async () => {
    const portfolioId = await market.register(22_040);
    await market.deliver(depositChanged(22_040, '2027-01-10T09:00:00.000Z'));
    const other = await market
      .clientAs(22_041)
      .get(`/api/portfolios/${portfolioId}/recurring-deposit`);
    expect(other.status).toBe(404);
    expectContract(other, errorBodySchema);
    const missing = await market.clientAs(22_040).get('/api/portfolios/999999/recurring-deposit');
    expect(missing.status).toBe(404);
    const admin = await market
      .clientAs(ADMIN_ID, 'admin')
      .get(`/api/portfolios/${portfolioId}/recurring-deposit`);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ monthlyCents: MONTHLY });
    expect(
      (await market.client().get(`/api/portfolios/${portfolioId}/recurring-deposit`)).status,
    ).toBe(401);
  });

  it('when there is no deposit, then null', async () => {
    const portfolioId = await market.register(22_050);
    expect(await depositOf(22_050, portfolioId)).toBeNull();
  });
});
