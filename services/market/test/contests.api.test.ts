import { describe, expect, it } from 'vitest';
import {
  contestLeaderboardSchema,
  contestListSchema,
  type CreateContest,
} from '@fc/contracts/contests';
import { eventPayloadSchemas } from '@fc/contracts/events';
import { portfolioSchema, type Stock } from '@fc/contracts/market';
import { createLogger } from '@fc/service-kit/logger';
import { expectContract } from '@fc/testkit/contract';
import { closeEndedContests } from '../src/contests/contests.service.ts';
import type { PriceProvider } from '../src/prices/price-provider.ts';
import { refreshPrices } from '../src/prices/price-refresh.ts';
import { contestBody as anyStockContest, createContestAs, HOUR } from './fixtures/contests.ts';
import { useMarketService } from './fixtures/use-market-service.ts';

const { market, stocks } = useMarketService();
const ADMIN = 9_100;
const logger = createLogger({ name: 'market-test', level: 'silent' });

const admin = () => market().clientAs(ADMIN, 'admin');
const student = (userId: number) => market().clientAs(userId);
const ordinary = (list: Stock[]) => list.filter((stock) => !stock.exclusive);

/** The contests here allow two ordinary stocks, unless a test says otherwise. */
function contestBody(overrides: Partial<CreateContest> = {}) {
  const [a, b] = ordinary(stocks()) as [Stock, Stock];
  return anyStockContest({
    allowedStocks: { kind: 'symbols', symbols: [a.symbol, b.symbol] },
    ...overrides,
  });
}

const createContest = (overrides: Partial<CreateContest> = {}) =>
  createContestAs(admin(), contestBody(overrides));

async function join(userId: number, contestId: number) {
  await market().register(userId);
  const response = await student(userId).post(`/api/contests/${contestId}/join`);
  return { status: response.status, portfolio: expectContract(response, portfolioSchema) };
}

const practiceOf = async (userId: number) =>
  expectContract(await student(userId).get(`/api/users/${userId}/portfolio`), portfolioSchema);

const trade = (
  userId: number,
  portfolioId: number,
  stockId: number,
  shares: number,
  type = 'buy',
) => student(userId).post(`/api/portfolios/${portfolioId}/trade`, { stockId, shares, type });

/** Moves the contest's end to the past, as time passing would. */
const endNow = (contestId: number) =>
  market().deps.prisma.contest.update({
    where: { id: contestId },
    data: { endsAt: new Date() },
  });

describe('contests', () => {
  it('when a student joins and trades, then the contest portfolio follows its rules and the practice one is untouched', async () => {
    const contest = await createContest();
    expect(contest).toMatchObject({ status: 'running', participants: 0, portfolioId: null });
    const [allowed, , notAllowed] = ordinary(stocks()) as [Stock, Stock, Stock];
    const practiceBefore = await practiceOf(601);
    const joined = await join(601, contest.id);
    expect(joined.status).toBe(201);
    expect(joined.portfolio).toMatchObject({ cashBalance: 500_000, investedBase: 500_000 });
    // Joining again is the same portfolio.
    const again = await join(601, contest.id);
    expect(again).toMatchObject({ status: 200, portfolio: { id: joined.portfolio.id } });

    const bought = await trade(601, joined.portfolio.id, allowed.id, 2);
    expect(bought.status, bought.text).toBe(201);
    expect(bought.body.transaction).toMatchObject({ commission: 100 });
    expect(bought.body.portfolio.cashBalance).toBe(500_000 - 2 * allowed.currentPrice - 100);

    const refused = await trade(601, joined.portfolio.id, notAllowed.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'STOCK_NOT_ALLOWED',
      message: `${notAllowed.symbol} is not allowed in this contest`,
    });

    // The practice portfolio: no commission, all stocks, its own cash.
    const practiceTrade = await trade(601, practiceBefore.id, notAllowed.id, 1);
    expect(practiceTrade.status).toBe(201);
    expect(practiceTrade.body.transaction.commission).toBeUndefined();
    expect((await practiceOf(601)).cashBalance).toBe(
      practiceBefore.cashBalance - notAllowed.currentPrice,
    );
    const contestHoldings = (
      await student(601).get(`/api/portfolios/${joined.portfolio.id}/holdings`)
    ).body as { stock: { id: number } }[];
    expect(contestHoldings.map((holding) => holding.stock.id)).toEqual([allowed.id]);

    const list = expectContract(await student(601).get('/api/contests'), contestListSchema);
    expect(list.find((c) => c.id === contest.id)).toMatchObject({
      participants: 1,
      portfolioId: joined.portfolio.id,
    });
    // Its orders hold back the commission too.
    const order = await student(601).post(`/api/portfolios/${joined.portfolio.id}/orders`, {
      stockId: allowed.id,
      side: 'buy',
      kind: 'limit',
      shares: 1,
      triggerPrice: 1_000,
    });
    expect(order.status, order.text).toBe(201);
    expect(order.body.reservedCash).toBe(1_000 + 100);
  });

  it('when a contest ends, then its results are frozen once, published once, and trading in it stops', async () => {
    const contest = await createContest({ commission: { kind: 'flat', cents: 100 } });
    const [a, b] = ordinary(stocks()) as [Stock, Stock];
    const first = await join(611, contest.id);
    const second = await join(612, contest.id);
    const third = await join(613, contest.id);
    expect((await trade(611, first.portfolio.id, a.id, 10)).status).toBe(201);
    expect((await trade(612, second.portfolio.id, b.id, 10)).status).toBe(201);
    // The third joins but never trades: not ranked.
    void third;
    // An open order at the end expires with the contest.
    const order = await student(611).post(`/api/portfolios/${first.portfolio.id}/orders`, {
      stockId: a.id,
      side: 'buy',
      kind: 'limit',
      shares: 1,
      triggerPrice: 1,
    });
    expect(order.status).toBe(201);

    const live = expectContract(
      await student(611).get(`/api/contests/${contest.id}/leaderboard`),
      contestLeaderboardSchema,
    );
    expect(live.isFrozen).toBe(false);
    expect(live.entries.map((entry) => entry.id).sort()).toEqual([611, 612]);

    await endNow(contest.id);
    const [x, y] = await Promise.all([
      closeEndedContests(market().deps.db),
      closeEndedContests(market().deps.db),
    ]);
    expect(x.closed + y.closed).toBeGreaterThanOrEqual(1);
    const events = (
      await market().deps.prisma.outboxEvent.findMany({ where: { name: 'contest.ended' } })
    ).filter((event) => (event.payload as { contestId: number }).contestId === contest.id);
    expect(events).toHaveLength(1);
    const payload = eventPayloadSchemas['contest.ended'].parse(events[0]?.payload);
    const frozen = expectContract(
      await student(612).get(`/api/contests/${contest.id}/leaderboard`),
      contestLeaderboardSchema,
    );
    expect(frozen.isFrozen).toBe(true);
    expect(frozen.contest.status).toBe('ended');
    expect(payload.results).toEqual(
      frozen.entries.map((entry) => ({ userId: entry.id, rank: entry.rank })),
    );
    expect(frozen.entries.map((entry) => entry.rank)).toEqual([1, 2]);
    // Frozen at what the portfolios were worth at the end (no refresh since: the live values).
    const byUser = (entries: { id: number; totalValue: number }[]) =>
      entries.map((entry) => [entry.id, entry.totalValue]).sort();
    expect(byUser(frozen.entries)).toEqual(byUser(live.entries));
    // Bought at the current price: worth what it cost, less the $1.00 commission.
    expect(live.entries.find((entry) => entry.id === 611)?.totalValue).toBe(499_900);
    expect(frozen.entries.every((entry) => entry.totalReturn === entry.totalValue - 500_000)).toBe(
      true,
    );

    // Prices move after the end: the frozen results do not.
    const moved: PriceProvider = {
      name: 'moved',
      async fetchPrices(priced) {
        return new Map(priced.map((stock) => [stock.symbol, stock.priceCents * 2]));
      },
    };
    await refreshPrices(market().deps.prisma, moved, logger, new Date(Date.now() + 60_000));
    const after = expectContract(
      await student(612).get(`/api/contests/${contest.id}/leaderboard`),
      contestLeaderboardSchema,
    );
    expect(after.entries).toEqual(frozen.entries);
    const orders = (await student(611).get(`/api/portfolios/${first.portfolio.id}/orders`))
      .body as { open: unknown[]; closed: { status: string }[] };
    expect(orders.open).toEqual([]);
    expect(orders.closed[0]?.status).toBe('expired');

    const late = await trade(611, first.portfolio.id, a.id, 1);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONTEST_NOT_RUNNING',
      message: 'This contest has ended',
    });
    const lateJoin = await student(614).post(`/api/contests/${contest.id}/join`);
    expect(lateJoin.status).toBe(409);
  });

  it('when two contestants tie, then the one who joined first ranks first, by every rule', async () => {
    const contest = await createContest({ commission: { kind: 'none' }, rankBy: 'beat_index' });
    const [a] = ordinary(stocks()) as [Stock];
    const early = await join(621, contest.id);
    const late = await join(622, contest.id);
    expect((await trade(622, late.portfolio.id, a.id, 3)).status).toBe(201);
    expect((await trade(621, early.portfolio.id, a.id, 3)).status).toBe(201);
    const board = expectContract(
      await student(621).get(`/api/contests/${contest.id}/leaderboard`),
      contestLeaderboardSchema,
    );
    expect(board.entries.map((entry) => [entry.id, entry.rank])).toEqual([
      [621, 1],
      [622, 2],
    ]);
    expect(board.entries[0]?.score).toBe(board.entries[1]?.score);
  });

  it('when a contest has not started or enrols everyone, then trading waits and members are enrolled', async () => {
    await market().register(631);
    const upcoming = await createContest({
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      enrolment: 'everyone',
      allowedStocks: { kind: 'all' },
    });
    expect(upcoming.status).toBe('upcoming');
    expect(upcoming.participants).toBeGreaterThanOrEqual(1);
    const mine = expectContract(
      await student(631).get(`/api/contests/${upcoming.id}/portfolio`),
      portfolioSchema,
    );
    const early = await trade(631, mine.id, ordinary(stocks())[0]!.id, 1);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This contest has not started yet');
    // Someone the market meets after the contest was made is enrolled on asking.
    await market().register(632);
    const later = await student(632).get(`/api/contests/${upcoming.id}/portfolio`);
    expect(later.status).toBe(200);
    // In an open contest, not joined is not found.
    const open = await createContest();
    expect((await student(632).get(`/api/contests/${open.id}/portfolio`)).status).toBe(404);
  });
});

describe('contests refuse bad input and change nothing', () => {
  it.each([
    [{ name: '' }, 'Please name the contest'],
    [{ endsAt: new Date(Date.now() - HOUR).toISOString() }, 'The contest must end after it starts'],
    [{ startsAt: 'tomorrow' }, 'Please give dates as ISO 8601 moments'],
    [{ startingCash: 50 }, 'Starting cash is at least $1.00'],
    [{ rankBy: 'luck' }, 'Ranking must be one of: return, risk_adjusted, beat_index'],
    [{ commission: { kind: 'percent', basisPoints: 900 } }, 'A percent commission is at most 5 %'],
    [{ allowedStocks: { kind: 'symbols', symbols: ['NOPE'] } }, 'Unknown symbols: NOPE'],
    [
      { allowedStocks: { kind: 'sectors', sectors: ['Space Mining'] } },
      'Unknown sectors: Space Mining',
    ],
    [
      {
        startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        endsAt: new Date(Date.now() - HOUR).toISOString(),
      },
      'The contest must end in the future',
    ],
  ])('when an admin sends %o, then it is a 400: %s', async (change, message) => {
    const before = await market().deps.prisma.contest.count();
    const response = await admin().post('/api/admin/contests', {
      ...contestBody(),
      ...(change as Record<string, unknown>),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await market().deps.prisma.contest.count()).toBe(before);
  });

  it('when a student makes a contest or asks for an unknown one, then it is refused', async () => {
    await market().register(640);
    const client = student(640);
    expect((await client.post('/api/admin/contests', contestBody())).status).toBe(403);
    expect((await client.get('/api/contests/999999')).status).toBe(404);
    expect((await client.post('/api/contests/999999/join')).status).toBe(404);
    expect((await client.get('/api/contests/abc/leaderboard')).status).toBe(400);
  });
});
