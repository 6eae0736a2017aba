import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@fc/contracts/errors';
import {
  investmentLeaderboardSchema,
  stockListSchema,
  type InvestmentLeaderboardEntry,
} from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import { rankScope } from '../src/leaderboard/leaderboard.service.ts';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const PUT_IN = 1_000_000;

/** Noon ten days ago (UTC): day i of a history is `start + i days`, all before today. */
const start = new Date(Math.floor(Date.now() / DAY) * DAY - 10 * DAY + 12 * 60 * MINUTE);
const dayOf = (i: number) => new Date(start.getTime() + i * DAY);

/** Portfolio ids by name, and their users. */
const steady = { userId: 401, portfolioId: 0 };
const wild = { userId: 402, portfolioId: 0 };
const newcomer = { userId: 403, portfolioId: 0 };
const neverTraded = { userId: 404, portfolioId: 0 };

/** Buys and sells back one share (at the same price: the value does not move): it has traded. */
async function tradeOnce(user: { userId: number; portfolioId: number }): Promise<void> {
  const stocks = expectContract(await market.client().get('/api/stocks'), stockListSchema);
  const stock = stocks.find((candidate) => !candidate.exclusive);
  if (!stock) throw new Error('no ordinary stock');
  const client = market.clientAs(user.userId);
  for (const type of ['buy', 'sell'] as const) {
    const response = await client.post(`/api/portfolios/${user.portfolioId}/trade`, {
      stockId: stock.id,
      shares: 1,
      type,
    });
    expect(response.status).toBe(201);
  }
}

/**
 * Moves a portfolio's start back to `startedAt` (its first value with it), records a value on
 * each following day and sets its cash, which is its value now (it holds nothing).
 */
async function giveHistory(
  user: { portfolioId: number },
  startedAt: Date,
  dailyValues: number[],
  valueNow: number,
): Promise<void> {
  const prisma = market.deps.prisma;
  await prisma.portfolio.update({
    where: { id: user.portfolioId },
    data: { createdAt: startedAt, cashCents: BigInt(valueNow) },
  });
  await prisma.portfolioValue.updateMany({
    where: { portfolioId: user.portfolioId },
    data: { valuedAt: startedAt },
  });
  await prisma.portfolioValue.createMany({
    data: dailyValues.map((value, i) => ({
      portfolioId: user.portfolioId,
      valuedAt: dayOf(i + 1),
      totalValueCents: BigInt(value),
      investedCents: BigInt(PUT_IN),
    })),
  });
}

beforeAll(async () => {
  market = await startMarketService({ STARTING_CASH_CENTS: String(PUT_IN) });
  // Registered in this order: equal scores go to the portfolio opened first.
  for (const user of [steady, wild, newcomer, neverTraded]) {
    user.portfolioId = await market.register(user.userId);
  }
  for (const user of [steady, wild, newcomer]) await tradeOnce(user);

  // Steady: +2 %, 0, +2 %, 0 a day (ratio 1.00); wild: +20 %, −20 %, +25 %, −13.3 % (ratio 0.15).
  // Both end at $10,404.00: +4.04 %.
  await giveHistory(steady, start, [1_020_000, 1_020_000, 1_040_400], 1_040_400);
  await giveHistory(wild, start, [1_200_000, 960_000, 1_200_000], 1_040_400);
  // The newcomer started two minutes ago and is up 10 %: one day of values.
  await giveHistory(newcomer, new Date(Date.now() - 2 * MINUTE), [], 1_100_000);

  // The club index: 100.00 an hour after the first two started, 102.00 five minutes ago.
  await market.deps.prisma.benchmarkValue.createMany({
    data: [
      { valuedAt: new Date(start.getTime() + 60 * MINUTE), levelHundredths: 10_000 },
      { valuedAt: new Date(Date.now() - 5 * MINUTE), levelHundredths: 10_200 },
    ],
  });
}, 120_000);
afterAll(async () => {
  await market?.close();
});

async function leaderboard(query: string): Promise<InvestmentLeaderboardEntry[]> {
  const response = await market.clientAs(steady.userId).get(`/api/investment-leaderboard${query}`);
  return expectContract(response, investmentLeaderboardSchema);
}

const summary = (entries: InvestmentLeaderboardEntry[]) =>
  entries.map(({ id, rank, score, rankBy }) => ({ id, rank, score, rankBy }));

describe('investment leaderboard tabs', () => {
  it('when no rule is asked for, then it ranks by total return as before: equal returns by who opened first', async () => {
    const entries = await leaderboard('');

    expect(summary(entries)).toEqual([
      { id: newcomer.userId, rank: 1, score: 100_000, rankBy: 'return' },
      { id: steady.userId, rank: 2, score: 40_400, rankBy: 'return' },
      { id: wild.userId, rank: 3, score: 40_400, rankBy: 'return' },
    ]);
    expect(entries[0]).toMatchObject({
      username: 'trader403',
      firstName: 'First403',
      totalReturn: 100_000,
      totalReturnPercent: 1_000,
      totalValue: 1_100_000,
    });
    expect(entries[1]).toMatchObject({ totalReturn: 40_400, totalReturnPercent: 404 });
    expect(summary(await leaderboard('?rank=return'))).toEqual(summary(entries));
  });

  it('when ranked by risk-adjusted return, then the steady climb beats the wild ride and the newcomer waits for history', async () => {
    const entries = await leaderboard('?rank=risk_adjusted');

    expect(summary(entries)).toEqual([
      { id: steady.userId, rank: 1, score: 100, rankBy: 'risk_adjusted' },
      { id: wild.userId, rank: 2, score: 15, rankBy: 'risk_adjusted' },
      { id: newcomer.userId, rank: 3, score: null, rankBy: 'risk_adjusted' },
    ]);
    // The entries keep their return fields.
    expect(entries[2]).toMatchObject({ totalReturn: 100_000, totalReturnPercent: 1_000 });
  });

  it('when ranked by beating the index, then each return is compared with the index since that portfolio started', async () => {
    const entries = await leaderboard('?rank=beat_index');

    // +4.04 % against the index's +2.00 % since their start: 204 ahead, a tie the first opened
    // wins. The newcomer started after the last refresh: the index has not moved since, so its
    // whole +10 % is ahead.
    expect(summary(entries)).toEqual([
      { id: newcomer.userId, rank: 1, score: 1_000, rankBy: 'beat_index' },
      { id: steady.userId, rank: 2, score: 204, rankBy: 'beat_index' },
      { id: wild.userId, rank: 3, score: 204, rankBy: 'beat_index' },
    ]);
  });

  it('when the rule is not one of the three, then the answer is 400 naming the choices', async () => {
    for (const query of ['?rank=best', '?rank=', '?rank=return&rank=beat_index']) {
      const response = await market
        .clientAs(steady.userId)
        .get(`/api/investment-leaderboard${query}`);
      expect(response.status, query).toBe(400);
      expect(expectContract(response, errorBodySchema).message).toBe(
        'rank must be one of: return, risk_adjusted, beat_index',
      );
    }
    expect((await market.client().get('/api/investment-leaderboard?rank=beat_index')).status).toBe(
      401,
    );
  });

  it('when a contest ranks chosen portfolios over a past window, then only the change within it counts', async () => {
    // From day 1.5 to day 3.5: steady $10,200 → $10,404 (+2 %), wild $9,600 → $12,000 (+25 %).
    const ranked = await rankScope(market.deps.db, 'return', {
      portfolioIds: [steady.portfolioId, wild.portfolioId, neverTraded.portfolioId],
      since: new Date(dayOf(1).getTime() + DAY / 2),
      until: new Date(dayOf(3).getTime() + DAY / 2),
    });

    expect(
      ranked.map((entry) => [entry.row.userId, entry.returnCents, entry.returnBasisPoints]),
    ).toEqual([
      [wild.userId, 240_000, 2_500],
      [steady.userId, 20_400, 200],
    ]);
  });
});
