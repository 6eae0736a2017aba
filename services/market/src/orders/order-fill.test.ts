import { describe, expect, it } from 'vitest';
import {
  crosses,
  fillPortfolioOrders,
  type CrossingOrder,
  type PortfolioState,
} from './order-fill.ts';

const order = (overrides: Partial<CrossingOrder>): CrossingOrder => ({
  id: 1,
  portfolioId: 7,
  stockId: 3,
  symbol: 'ABC',
  exclusive: false,
  side: 'buy',
  kind: 'limit',
  shares: 10,
  reservedCents: 0,
  priceCents: 1_000,
  ...overrides,
});

const portfolio = (overrides: Partial<PortfolioState> = {}): PortfolioState => ({
  id: 7,
  userId: 70,
  cashCents: 100_000,
  reservedCashCents: 0,
  unlockedFeatures: [],
  holdings: new Map(),
  ...overrides,
});

describe('crosses', () => {
  it.each([
    ['buy', 'limit', 1_000, 999, true],
    ['buy', 'limit', 1_000, 1_000, true],
    ['buy', 'limit', 1_000, 1_001, false],
    ['sell', 'limit', 1_000, 1_001, true],
    ['sell', 'limit', 1_000, 999, false],
    ['buy', 'stop', 1_000, 1_000, true],
    ['buy', 'stop', 1_000, 999, false],
    ['sell', 'stop', 1_000, 999, true],
    ['sell', 'stop', 1_000, 1_001, false],
  ] as const)('a %s %s at %d crosses at %d: %s', (side, kind, trigger, price, expected) => {
    expect(crosses({ side, kind, triggerPriceCents: trigger }, price)).toBe(expected);
  });
});

describe('fillPortfolioOrders', () => {
  it('fills a buy at the refresh price, releasing its reservation, and adds the shares at cost', () => {
    const state = portfolio({ reservedCashCents: 10_500 });
    const outcome = fillPortfolioOrders(state, [order({ reservedCents: 10_500, priceCents: 990 })]);
    expect(outcome.fills.map((fill) => fill.totalCents)).toEqual([9_900]);
    expect(state.cashCents).toBe(100_000 - 9_900);
    expect(state.reservedCashCents).toBe(0);
    expect(state.holdings.get(3)).toEqual({ shares: 10, costCents: 9_900n, reservedShares: 0 });
  });

  it('refuses a buy when what other orders hold back leaves too little, and still releases it', () => {
    // 1,000 cents of cash; another open order holds 800 of it; this one holds 500.
    const state = portfolio({ cashCents: 1_000, reservedCashCents: 1_300 });
    const outcome = fillPortfolioOrders(state, [
      order({ shares: 1, reservedCents: 500, priceCents: 400 }),
    ]);
    expect(outcome.fills).toEqual([]);
    expect(outcome.refusals[0]?.reason).toBe(
      'Not enough cash when the price was reached: 1 ABC cost $4.00 and the available cash was $2.00',
    );
    expect(state).toMatchObject({ cashCents: 1_000, reservedCashCents: 800 });
  });

  it("keeps each order's reservation for it: a stop buy filling above its own needs free cash", () => {
    const state = portfolio({ cashCents: 1_000, reservedCashCents: 1_000 });
    const outcome = fillPortfolioOrders(state, [
      order({ id: 1, shares: 1, reservedCents: 500, priceCents: 600 }),
      order({ id: 2, shares: 1, reservedCents: 500, priceCents: 600 }),
    ]);
    // The first costs 600 but holds 500, and the other 500 is the second's: refused. The second
    // then has the whole 1,000 free.
    expect(outcome.refusals.map((refusal) => refusal.order.id)).toEqual([1]);
    expect(outcome.fills.map((fill) => fill.order.id)).toEqual([2]);
    expect(state).toMatchObject({ cashCents: 400, reservedCashCents: 0 });
  });

  it('sells reserved shares, keeps the average cost of what is left, and removes a sold-out holding', () => {
    const state = portfolio({
      holdings: new Map([[3, { shares: 3, costCents: 1_000n, reservedShares: 3 }]]),
    });
    fillPortfolioOrders(state, [order({ side: 'sell', kind: 'stop', shares: 1, priceCents: 200 })]);
    // 1,000 × 2/3 = 666.67 → 667 cents for the two left.
    expect(state.holdings.get(3)).toEqual({ shares: 2, costCents: 667n, reservedShares: 2 });
    expect(state.cashCents).toBe(100_200);
    fillPortfolioOrders(state, [order({ side: 'sell', kind: 'stop', shares: 2, priceCents: 200 })]);
    expect(state.holdings.get(3)).toEqual({ shares: 0, costCents: 0n, reservedShares: 0 });
  });

  it('refuses a sell of shares no longer held and a premium stock not unlocked', () => {
    const state = portfolio({
      holdings: new Map([[3, { shares: 1, costCents: 100n, reservedShares: 2 }]]),
    });
    const outcome = fillPortfolioOrders(state, [
      order({ side: 'sell', shares: 2 }),
      order({ id: 2, exclusive: true, reservedCents: 10_000 }),
    ]);
    expect(outcome.refusals.map((refusal) => refusal.reason)).toEqual([
      'Not enough shares when the price was reached: 2 ABC to sell and 1 held',
      'ABC is a premium stock and Premium Stock Access is not unlocked',
    ]);
    expect(state.cashCents).toBe(100_000);
  });
});
