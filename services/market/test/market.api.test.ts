import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@fc/contracts/errors';
import {
  candleListSchema,
  holdingListSchema,
  investmentLeaderboardSchema,
  performanceSchema,
  portfolioSchema,
  stockListSchema,
  stockStatusSchema,
  stockUpdateResultSchema,
  stockUpdateStatusSchema,
  tradeResultSchema,
  transactionListSchema,
  type Holding,
  type Portfolio,
  type Stock,
  type Transaction,
} from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import {
  startMarketService,
  type MarketServiceUnderTest,
} from './fixtures/build-market-service.ts';

let market: MarketServiceUnderTest;
let stocks: Stock[];
const ADMIN_ID = 1;

beforeAll(async () => {
  market = await startMarketService({ UPDATE_NOW_COOLDOWN_SECONDS: '60' });
  stocks = expectContract(await market.client().get('/api/stocks'), stockListSchema);
}, 120_000);
afterAll(async () => {
  await market?.close();
});

const stockBySymbol = (symbol: string) => {
  const stock = stocks.find((candidate) => candidate.symbol === symbol);
  if (!stock) throw new Error(`${symbol} is not listed`);
  return stock;
};
const ordinaryStock = () => stocks.find((stock) => !stock.exclusive) as Stock;
const premiumStock = () => stocks.find((stock) => stock.exclusive) as Stock;

async function portfolioOf(userId: number): Promise<Portfolio> {
  const response = await market.clientAs(userId).get(`/api/users/${userId}/portfolio`);
  expect(response.status).toBe(200);
  return expectContract(response, portfolioSchema);
}

describe('stocks', () => {
  it('when the stocks are listed, then at least 64 across 10 sectors come sorted by symbol with prices in cents', async () => {
    expect(stocks.length).toBeGreaterThanOrEqual(64);
    expect(new Set(stocks.map((stock) => stock.sector)).size).toBeGreaterThanOrEqual(10);
    expect(stocks.map((stock) => stock.symbol)).toEqual(
      [...stocks.map((stock) => stock.symbol)].sort(),
    );
    for (const stock of stocks) {
      expect(Number.isInteger(stock.currentPrice)).toBe(true);
      expect(stock.currentPrice).toBeGreaterThan(0);
      expect(stock.riskFactor).toBeGreaterThanOrEqual(1);
      expect(stock.riskFactor).toBeLessThanOrEqual(5);
    }
    expect(stockBySymbol('AAPL').name).toMatch(/Apple/);
  });

  it('when the status is asked for, then it counts the stocks and says when prices last changed', async () => {
    const response = await market.client().get('/api/stocks/status');
    expect(response.status).toBe(200);
    expectContract(response, stockStatusSchema);
    expect(response.body.stockCount).toBe(stocks.length);
    expect(Date.parse(response.body.lastUpdatedAt)).not.toBeNaN();
    expect(response.body.provider).toBe('simulated');
  });

  it('when candles are asked for on a first start, then the backfilled history fills 24 hourly and 30 daily OHLC candles', async () => {
    const stock = ordinaryStock();
    const hourly = await market.client().get(`/api/stocks/${stock.id}/candles?interval=hour`);
    const daily = await market.client().get(`/api/stocks/${stock.id}/candles?interval=day`);
    expectContract(hourly, candleListSchema);
    expectContract(daily, candleListSchema);
    expect(hourly.body.length).toBeGreaterThanOrEqual(24);
    expect(hourly.body.length).toBeLessThanOrEqual(25);
    expect(daily.body.length).toBeGreaterThanOrEqual(30);
    expect(daily.body.length).toBeLessThanOrEqual(31);
    for (const candle of [...hourly.body, ...daily.body]) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.low).toBeGreaterThan(0);
    }
    // The history ends at the current price.
    expect(hourly.body.at(-1).close).toBe(stock.currentPrice);
  });

  it('when candles are asked for badly, then the answer is a clear 4xx', async () => {
    const stock = ordinaryStock();
    const badInterval = await market
      .client()
      .get(`/api/stocks/${stock.id}/candles?interval=minute`);
    expect(badInterval.status).toBe(400);
    expect(expectContract(badInterval, errorBodySchema).fields).toHaveProperty('interval');
    const unlisted = await market.client().get('/api/stocks/999999/candles');
    expect(unlisted.status).toBe(404);
    expect(expectContract(unlisted, errorBodySchema).code).toBe('STOCK_NOT_FOUND');
    expect((await market.client().get('/api/stocks/abc/candles')).status).toBe(400);
  });

  it('when a visitor asks to update prices, then they must sign in; a user gets the refresh queued once, and not again within a minute', async () => {
    expect((await market.client().post('/api/stocks/update', {})).status).toBe(401);
    const first = await market.clientAs(50).post('/api/stocks/update', {});
    expect(first.status).toBe(202);
    expect(expectContract(first, stockUpdateResultSchema).queued).toBe(true);
    const second = await market.clientAs(51).post('/api/stocks/update', {});
    expect(second.status).toBe(202);
    expect(second.body.queued).toBe(false);
    // Both follow the one refresh: no worker runs here, so it waits.
    expect(second.body.jobId).toBe(first.body.jobId);
    const progress = await market.clientAs(51).get(`/api/stocks/update/${first.body.jobId}`);
    expect(expectContract(progress, stockUpdateStatusSchema)).toMatchObject({
      jobId: first.body.jobId,
      state: 'waiting',
    });
    // One Update Now per user a minute.
    const again = await market.clientAs(50).post('/api/stocks/update', {});
    expect(again.status).toBe(429);
    expect(expectContract(again, errorBodySchema).message).toMatch(/wait a minute/);
    const status = await market.client().get('/api/stocks/status');
    expect(status.body.isUpdating).toBe(true);
  });

  it('when a price update is followed badly, then the answer is a clear 4xx', async () => {
    expect((await market.client().get('/api/stocks/update/1')).status).toBe(401);
    const unknown = await market.clientAs(52).get('/api/stocks/update/987654321');
    expect(unknown.status).toBe(404);
    expect(expectContract(unknown, errorBodySchema).code).toBe('UPDATE_NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '9'.repeat(40)]) {
      const response = await market.clientAs(52).get(`/api/stocks/update/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(expectContract(response, errorBodySchema).fields).toHaveProperty('jobId');
    }
  });
});

describe('portfolios and trades', () => {
  it('when a user registers, then a portfolio with $10,000 appears, once however often the event comes', async () => {
    const event = market.envelope('user.registered', {
      userId: 100,
      username: 'trader100',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'student',
      registeredAt: new Date().toISOString(),
    });
    expect(await market.deliver(event)).toBe('handled');
    expect(await market.deliver(event)).toBe('duplicate');
    const portfolio = await portfolioOf(100);
    expect(portfolio).toMatchObject({
      userId: 100,
      cashBalance: 1_000_000,
      holdingsValue: 0,
      totalValue: 1_000_000,
      totalReturn: 0,
      totalReturnPercent: 0,
    });
    expect(await market.deps.prisma.portfolio.count({ where: { userId: 100 } })).toBe(1);
  });

  it('when a user buys and sells, then cash, holding, history and events move together', async () => {
    const portfolioId = await market.register(101);
    const stock = ordinaryStock();
    const user = market.clientAs(101);
    const buy = await user.post(`/api/portfolios/${portfolioId}/trade`, {
      stockId: stock.id,
      shares: 3,
      type: 'buy',
    });
    expect(buy.status).toBe(201);
    expect(expectContract(buy, tradeResultSchema).transaction).toMatchObject({
      type: 'buy',
      shares: 3,
      price: stock.currentPrice,
      totalAmount: 3 * stock.currentPrice,
    });
    expect(buy.body.portfolio.cashBalance).toBe(1_000_000 - 3 * stock.currentPrice);

    const holdings = expectContract(
      await user.get(`/api/portfolios/${portfolioId}/holdings`),
      holdingListSchema,
    );
    expect(holdings).toHaveLength(1);
    expect(holdings[0]).toMatchObject({
      shares: 3,
      averageCost: stock.currentPrice,
      currentValue: 3 * stock.currentPrice,
      unrealizedGain: 0,
      unrealizedGainPercent: 0,
      stock: { id: stock.id, symbol: stock.symbol },
    });

    const sell = await user.post(`/api/portfolios/${portfolioId}/trade`, {
      stockId: stock.id,
      shares: 1,
      type: 'sell',
    });
    expect(sell.status).toBe(201);
    const transactions = expectContract(
      await user.get(`/api/portfolios/${portfolioId}/transactions`),
      transactionListSchema,
    );
    expect(transactions.map((transaction) => transaction.type)).toEqual(['sell', 'buy']);
    const after = await portfolioOf(101);
    expect(after.cashBalance).toBe(1_000_000 - 2 * stock.currentPrice);
    expect(after.totalValue).toBe(1_000_000);

    const events = await market.outbox('trade.executed', 101);
    expect(events.map((event) => [event.type, event.shares, event.symbol])).toEqual([
      ['buy', 3, stock.symbol],
      ['sell', 1, stock.symbol],
    ]);
  });

  it('when a trade is refused, then the answer says why and nothing changes', async () => {
    const portfolioId = await market.register(102);
    const stock = ordinaryStock();
    const user = market.clientAs(102);
    const trade = (body: unknown) => user.post(`/api/portfolios/${portfolioId}/trade`, body);

    const tooMany = await trade({ stockId: stock.id, shares: 1_000_000, type: 'buy' });
    expect(tooMany.status).toBe(400);
    expect(expectContract(tooMany, errorBodySchema).message).toMatch(/Insufficient funds/);
    const noShares = await trade({ stockId: stock.id, shares: 1, type: 'sell' });
    expect(noShares.status).toBe(400);
    expect(noShares.body.message).toMatch(/Insufficient shares/);
    for (const shares of [0, -1, 2.5, '3', null]) {
      const bad = await trade({ stockId: stock.id, shares, type: 'buy' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Please enter a valid number of shares');
    }
    expect((await trade({ stockId: stock.id, shares: 1, type: 'short' })).status).toBe(400);
    expect((await trade({ stockId: 999_999, shares: 1, type: 'buy' })).status).toBe(404);
    // An id past what the table holds is refused as input, not looked up (it answered 500).
    for (const stockId of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect((await trade({ stockId, shares: 1, type: 'buy' })).status).toBe(400);
    }
    const premium = await trade({ stockId: premiumStock().id, shares: 1, type: 'buy' });
    expect(premium.status).toBe(403);
    expect(expectContract(premium, errorBodySchema).message).toMatch(/premium/i);

    const portfolio = await portfolioOf(102);
    expect(portfolio.cashBalance).toBe(1_000_000);
    expect(await market.deps.prisma.trade.count({ where: { portfolioId } })).toBe(0);
  });

  it("when a student touches another student's portfolio, then it is refused and shows nothing", async () => {
    const theirs = await market.register(103);
    await market.register(104);
    const intruder = market.clientAs(104);
    expect((await intruder.get('/api/users/103/portfolio')).status).toBe(403);
    expect((await intruder.get(`/api/portfolios/${theirs}/holdings`)).status).toBe(404);
    expect((await intruder.get(`/api/portfolios/${theirs}/transactions`)).status).toBe(404);
    const trade = await intruder.post(`/api/portfolios/${theirs}/trade`, {
      stockId: ordinaryStock().id,
      shares: 1,
      type: 'buy',
    });
    expect(trade.status).toBe(404);
    expect((await portfolioOf(103)).cashBalance).toBe(1_000_000);
    expect((await market.client().get('/api/users/103/portfolio')).status).toBe(401);
  });

  it('when 50 buys that together cost more than the cash arrive at once, then exactly the affordable number succeed', async () => {
    const portfolioId = await market.register(105);
    const stock = ordinaryStock();
    const shares = Math.ceil(1_000_000 / stock.currentPrice / 20);
    const cost = shares * stock.currentPrice;
    const affordable = Math.floor(1_000_000 / cost);
    expect(affordable).toBeLessThan(50);
    const user = market.clientAs(105);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        user.post(`/api/portfolios/${portfolioId}/trade`, {
          stockId: stock.id,
          shares,
          type: 'buy',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(affordable);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(50 - affordable);
    const portfolio = await portfolioOf(105);
    expect(portfolio.cashBalance).toBe(1_000_000 - affordable * cost);
    expect(portfolio.cashBalance).toBeGreaterThanOrEqual(0);
    const holdings = (await user.get(`/api/portfolios/${portfolioId}/holdings`)).body as Holding[];
    expect(holdings[0]?.shares).toBe(affordable * shares);
    const transactions = (await user.get(`/api/portfolios/${portfolioId}/transactions`))
      .body as Transaction[];
    const spent = transactions.reduce((sum, transaction) => sum + transaction.totalAmount, 0);
    expect(portfolio.cashBalance + spent).toBe(1_000_000);
  });

  it('when 20 sells of the last shares race, then the shares never go below zero', async () => {
    const portfolioId = await market.register(106);
    const stock = ordinaryStock();
    const user = market.clientAs(106);
    await user.post(`/api/portfolios/${portfolioId}/trade`, {
      stockId: stock.id,
      shares: 5,
      type: 'buy',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.post(`/api/portfolios/${portfolioId}/trade`, {
          stockId: stock.id,
          shares: 1,
          type: 'sell',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const holdings = (await user.get(`/api/portfolios/${portfolioId}/holdings`)).body as Holding[];
    expect(holdings).toEqual([]);
    expect((await portfolioOf(106)).cashBalance).toBe(1_000_000);
  });
});

describe('the first read of a new portfolio', () => {
  it('when a new student opens the simulator in several tabs while their registration arrives, then every read answers the same one portfolio', async () => {
    const userId = 190;
    const registration = market.envelope('user.registered', {
      userId,
      username: `trader${userId}`,
      firstName: 'Race',
      lastName: 'Condition',
      role: 'student',
      registeredAt: new Date().toISOString(),
    });
    const [reads] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () =>
          market.clientAs(userId).get(`/api/users/${userId}/portfolio`),
        ),
      ),
      market.deliver(registration),
    ]);
    expect(reads.map((read) => read.status)).toEqual(Array(8).fill(200));
    expect(new Set(reads.map((read) => read.body.id)).size).toBe(1);
    expect(await market.deps.prisma.portfolio.count({ where: { userId } })).toBe(1);
    const startingValues = await market.deps.prisma.portfolioValue.count({
      where: { portfolioId: reads[0]?.body.id },
    });
    expect(startingValues).toBe(1);
  });
});

/** First Trade as rewards announces it: 50 points and a $500 trading bonus. */
const firstTradeEarned = (userId: number, earnedAt = new Date().toISOString()) =>
  market.envelope('achievement.earned', {
    userId,
    achievementId: 'first_trade',
    title: 'First Trade',
    points: 50,
    bonusPoints: 0,
    tradingBonusCents: 50_000,
    unlockFeature: 'exclusive_stocks',
    earnedAt,
  });

describe('events from other services', () => {
  it('when an achievement with a trading bonus is earned, then the bonus is credited once and is not counted as profit', async () => {
    await market.register(110);
    const event = firstTradeEarned(110);
    await market.deliver(event);
    await market.deliver(event);
    const portfolio = await portfolioOf(110);
    expect(portfolio.cashBalance).toBe(1_050_000);
    expect(portfolio.investedBase).toBe(1_050_000);
    expect(portfolio.totalReturn).toBe(0);
    // The performance series shows the value rising by the bonus, and the return not at all.
    const performance = await market
      .clientAs(110)
      .get(`/api/portfolios/${portfolio.id}/performance?range=1D`);
    expectContract(performance, performanceSchema);
    expect(performance.body.at(0)).toMatchObject({ totalValue: 1_000_000, totalReturn: 0 });
    expect(performance.body.at(-1)).toMatchObject({ totalValue: 1_050_000, totalReturn: 0 });
    // The unlock opens the premium stocks.
    const premium = await market.clientAs(110).post(`/api/portfolios/${portfolio.id}/trade`, {
      stockId: premiumStock().id,
      shares: 1,
      type: 'buy',
    });
    expect(premium.status).toBe(201);
  });

  it('when an achievement arrives before the user is known, then their portfolio is made with the starting cash, its first value, and the bonus on top, once', async () => {
    const event = market.envelope('achievement.earned', {
      userId: 113,
      achievementId: 'first_lesson',
      title: 'First Steps',
      points: 10,
      bonusPoints: 0,
      tradingBonusCents: 25_000,
      unlockFeature: null,
      earnedAt: new Date().toISOString(),
    });
    await market.deliver(event);
    await market.deliver(event);
    const row = await market.deps.prisma.portfolio.findFirstOrThrow({
      where: { userId: 113, contestId: null },
      include: { values: true, adjustments: true },
    });
    expect(row).toMatchObject({
      cashCents: 1_025_000n,
      investedCents: 1_025_000n,
      unlockedFeatures: [],
    });
    expect(row.values.map((value) => value.totalValueCents)).toEqual([1_000_000n]);
    expect(row.adjustments).toMatchObject([
      {
        kind: 'trading_bonus',
        oldCents: 1_000_000n,
        newCents: 1_025_000n,
        achievementId: 'first_lesson',
      },
    ]);
  });

  it('when progress is reset, then the portfolio is back to the starting cash with nothing held and no history', async () => {
    const portfolioId = await market.register(111);
    const user = market.clientAs(111);
    await user.post(`/api/portfolios/${portfolioId}/trade`, {
      stockId: ordinaryStock().id,
      shares: 2,
      type: 'buy',
    });
    await market.deliver(
      market.envelope('user.progress_reset', { userId: 111, resetBy: ADMIN_ID }),
    );
    const portfolio = await portfolioOf(111);
    expect(portfolio).toMatchObject({ cashBalance: 1_000_000, holdingsValue: 0, totalReturn: 0 });
    expect((await user.get(`/api/portfolios/${portfolio.id}/holdings`)).body).toEqual([]);
    expect((await user.get(`/api/portfolios/${portfolio.id}/transactions`)).body).toEqual([]);
  });
});

describe('a reset and late events', () => {
  it('when a trading bonus earned before a reset arrives after it, then it is not credited', async () => {
    await market.register(112);
    const earnedAt = new Date(Date.now() - 60_000).toISOString();
    await market.deliver(
      market.envelope('user.progress_reset', { userId: 112, resetBy: ADMIN_ID }),
    );
    await market.deliver({
      ...firstTradeEarned(112, earnedAt),
      occurredAt: earnedAt,
    });
    const portfolio = await portfolioOf(112);
    expect(portfolio.cashBalance).toBe(1_000_000);
    const premium = await market.clientAs(112).post(`/api/portfolios/${portfolio.id}/trade`, {
      stockId: premiumStock().id,
      shares: 1,
      type: 'buy',
    });
    expect(premium.status).toBe(403);
  });
});

describe('admin cash and the investment leaderboard', () => {
  it.each([
    [1.1, 110],
    ['19.99', 1999],
    [1_000_000, 100_000_000],
    ['-0.07', -7],
    ['+7.5', 750],
    ['.5', 50],
  ])(
    'when an admin sets cash to %o dollars, then it is exactly %d cents',
    async (amount, cents) => {
      await market.register(122);
      const set = await market
        .clientAs(ADMIN_ID, 'admin')
        .post('/api/admin/users/122/cash', { amount });
      expect(set.status, set.text).toBe(200);
      expect(set.body.cashBalance).toBe(cents);
    },
  );

  it('when an admin sets cash in dollars, then it is stored in cents with who did it; a student is refused', async () => {
    await market.register(120);
    const admin = market.clientAs(ADMIN_ID, 'admin');
    const set = await admin.post('/api/admin/users/120/cash', { amount: '-12.34' });
    expect(set.status).toBe(200);
    expect(expectContract(set, portfolioSchema).cashBalance).toBe(-1234);
    expect(set.body.totalReturn).toBe(0);
    const adjustment = await market.deps.prisma.cashAdjustment.findFirstOrThrow({
      where: { portfolio: { userId: 120 }, kind: 'admin_set' },
    });
    expect(adjustment).toMatchObject({ adminId: ADMIN_ID, oldCents: 1_000_000n, newCents: -1234n });
    // The value recorded at the change is not a loss in the performance series.
    const performance = await market
      .clientAs(120)
      .get(`/api/portfolios/${set.body.id}/performance?range=1D`);
    expect(performance.body.map((point: { totalReturn: number }) => point.totalReturn)).toEqual(
      performance.body.map(() => 0),
    );
    expect(performance.body.at(-1).totalValue).toBe(-1234);

    for (const amount of ['abc', '', null, 'NaN', {}]) {
      const bad = await admin.post('/api/admin/users/120/cash', { amount });
      expect(bad.status).toBe(400);
      expect(expectContract(bad, errorBodySchema).message).toContain(
        'Please enter a valid number for the cash amount',
      );
    }
    // Exactly to the cent, or refused: no exponents, no hexadecimal, no fractions of a cent.
    for (const amount of ['0x10', '1e3', 1e21, '1.005', 1.005, 0.1 + 0.2, '12,5', '$5']) {
      const bad = await admin.post('/api/admin/users/120/cash', { amount });
      expect(bad.status, `amount ${String(amount)}`).toBe(400);
      expect(bad.body.message).toBe(
        'Invalid amount - Please enter a valid number for the cash amount.',
      );
    }
    for (const amount of [1_000_000.01, '-1000000.01', '1000000000']) {
      const tooLarge = await admin.post('/api/admin/users/120/cash', { amount });
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.message).toBe(
        'Invalid amount - The cash amount can be at most $1,000,000 (or -$1,000,000).',
      );
    }
    expect((await admin.post('/api/admin/users/999999/cash', { amount: 5 })).status).toBe(404);
    expect(
      (await market.clientAs(121).post('/api/admin/users/120/cash', { amount: 5 })).status,
    ).toBe(403);
    expect((await portfolioOf(120)).cashBalance).toBe(-1234);
  });

  it('when one trader has gained and another not, then the investment leaderboard ranks them by total return', async () => {
    const holder = await market.register(130);
    const seller = await market.register(131);
    const stock = ordinaryStock();
    await market
      .clientAs(130)
      .post(`/api/portfolios/${holder}/trade`, { stockId: stock.id, shares: 10, type: 'buy' });
    await market
      .clientAs(131)
      .post(`/api/portfolios/${seller}/trade`, { stockId: stock.id, shares: 10, type: 'buy' });
    // The price rises $1 while the seller sells: a $100 gain realised; the holder's is back to 0.
    await market.deps.prisma.stock.update({
      where: { id: stock.id },
      data: { priceCents: stock.currentPrice + 1000 },
    });
    await market
      .clientAs(131)
      .post(`/api/portfolios/${seller}/trade`, { stockId: stock.id, shares: 10, type: 'sell' });
    await market.deps.prisma.stock.update({
      where: { id: stock.id },
      data: { priceCents: stock.currentPrice },
    });
    const response = await market.clientAs(130).get('/api/investment-leaderboard');
    expect(response.status).toBe(200);
    const entries = expectContract(response, investmentLeaderboardSchema);
    const sellerEntry = entries.find((entry) => entry.id === 131);
    const holderEntry = entries.find((entry) => entry.id === 130);
    expect(sellerEntry?.totalReturn).toBe(10_000);
    expect(holderEntry?.totalReturn).toBe(0);
    expect((sellerEntry?.rank ?? 0) < (holderEntry?.rank ?? 0)).toBe(true);
    expect(entries.find((entry) => entry.id === 100)).toBeUndefined();
    expect((await market.client().get('/api/investment-leaderboard')).status).toBe(401);
  });
});
