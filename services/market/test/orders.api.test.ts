import { describe, expect, it } from 'vitest';
import { portfolioSchema, type Stock } from '@fc/contracts/market';
import {
  MAX_OPEN_ORDERS,
  orderListSchema,
  orderSchema,
  type OrderRequest,
} from '@fc/contracts/orders';
import { eventPayloadSchemas } from '@fc/contracts/events';
import { createLogger } from '@fc/service-kit/logger';
import { expectContract } from '@fc/testkit/contract';
import type { PriceProvider } from '../src/prices/price-provider.ts';
import { refreshPrices } from '../src/prices/price-refresh.ts';
import { useMarketService } from './fixtures/use-market-service.ts';

const { market, stocks } = useMarketService();
const logger = createLogger({ name: 'market-test', level: 'silent' });

/** Every stock keeps its price except those named, which move to the given cents. */
function pricesAt(moves: Record<string, number>): PriceProvider {
  return {
    name: 'fixed',
    async fetchPrices(priced) {
      return new Map(
        priced.map((stock) => [stock.symbol, moves[stock.symbol] ?? stock.priceCents]),
      );
    },
  };
}

let clock = Date.now();
/** A refresh at the next moment, so refreshes never share a time. */
const refresh = (moves: Record<string, number>, at?: Date) => {
  clock += 60_000;
  return refreshPrices(market().deps.prisma, pricesAt(moves), logger, at ?? new Date(clock));
};

const ordinary = (index = 0) => stocks().filter((stock) => !stock.exclusive)[index] as Stock;
const priceOf = async (stockId: number) =>
  (await market().deps.prisma.stock.findUniqueOrThrow({ where: { id: stockId } })).priceCents;

async function setUp(userId: number) {
  const portfolioId = await market().register(userId);
  const user = market().clientAs(userId);
  const order = (body: Partial<OrderRequest>) =>
    user.post(`/api/portfolios/${portfolioId}/orders`, body);
  return {
    portfolioId,
    user,
    order,
    /** A buy limit order: it fills at a refresh whose price is at or below `triggerPrice`. */
    limitBuy: (
      stockId: number,
      shares: number,
      triggerPrice: number,
      rest: Partial<OrderRequest> = {},
    ) => order({ stockId, side: 'buy', kind: 'limit', shares, triggerPrice, ...rest }),
    /** A sell stop order: it fills at a refresh whose price is at or below `triggerPrice`. */
    stopSell: (stockId: number, shares: number, triggerPrice: number) =>
      order({ stockId, side: 'sell', kind: 'stop', shares, triggerPrice }),
    orders: async () =>
      expectContract(await user.get(`/api/portfolios/${portfolioId}/orders`), orderListSchema),
    portfolio: async () =>
      expectContract(await user.get(`/api/users/${userId}/portfolio`), portfolioSchema),
    trade: (stockId: number, shares: number, type: 'buy' | 'sell') =>
      user.post(`/api/portfolios/${portfolioId}/trade`, { stockId, shares, type }),
  };
}

const tradesOfOrder = (orderId: number) => market().deps.prisma.trade.count({ where: { orderId } });

describe('limit and stop orders', () => {
  it('when a buy limit is placed, then it holds back its cash and fills only at the refresh that reaches its price, once', async () => {
    const student = await setUp(501);
    const stock = ordinary(0);
    const price = await priceOf(stock.id);
    const limit = price - 100;
    const placed = expectContract(await student.limitBuy(stock.id, 10, limit), orderSchema);
    expect(placed).toMatchObject({ status: 'open', reservedCash: 10 * limit, timeInForce: 'gtc' });
    expect((await student.orders()).reservedCash).toBe(10 * limit);

    // Cash held for the order cannot be spent on a trade.
    const cash = (await student.portfolio()).cashBalance;
    const tooMany = Math.floor((cash - 10 * limit) / price) + 1;
    const refused = await student.trade(stock.id, tooMany, 'buy');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('held for open orders');

    // A refresh above the limit leaves it open.
    await refresh({ [stock.symbol]: limit + 1 });
    expect((await student.orders()).open.map((order) => order.id)).toEqual([placed.id]);

    // The refresh at a price below the limit fills it at that price.
    const fillPrice = limit - 7;
    const result = await refresh({ [stock.symbol]: fillPrice });
    expect(result.orders?.filled).toBeGreaterThanOrEqual(1);
    const list = await student.orders();
    expect(list.open).toEqual([]);
    expect(list.reservedCash).toBe(0);
    expect(list.closed[0]).toMatchObject({ id: placed.id, status: 'filled', fillPrice });
    expect((await student.portfolio()).cashBalance).toBe(cash - 10 * fillPrice);
    const holdings = (await student.user.get(`/api/portfolios/${student.portfolioId}/holdings`))
      .body as { shares: number; averageCost: number; stock: { id: number } }[];
    expect(holdings.find((h) => h.stock.id === stock.id)).toMatchObject({
      shares: 10,
      averageCost: fillPrice,
    });
    const events = await market().outbox('trade.executed', 501);
    // Built in SQL by the refresh: it must be what the event catalogue says, to the letter.
    expect(eventPayloadSchemas['trade.executed'].parse(events[0])).toEqual(events[0]);
    expect(events[0]?.executedAt).toBe(result.at);
    expect(events).toEqual([
      expect.objectContaining({
        orderType: 'limit',
        type: 'buy',
        shares: 10,
        priceCents: fillPrice,
      }),
    ]);

    // Later refreshes below the limit do not fill it again.
    await refresh({ [stock.symbol]: fillPrice - 1 });
    expect(await tradesOfOrder(placed.id)).toBe(1);
    expect(await market().outbox('trade.executed', 501)).toHaveLength(1);
  });

  it('when a stop-loss is placed, then its shares cannot be sold twice and it sells at the refresh that falls to it', async () => {
    const student = await setUp(502);
    const stock = ordinary(1);
    expect((await student.trade(stock.id, 10, 'buy')).status).toBe(201);
    const price = await priceOf(stock.id);
    const stop = price - 50;
    const placed = expectContract(await student.stopSell(stock.id, 6, stop), orderSchema);
    expect(placed.reservedCash).toBe(0);

    const sell = await student.trade(stock.id, 5, 'sell');
    expect(sell.status).toBe(400);
    expect(sell.body.message).toBe(
      `Insufficient shares: you hold 10 ${stock.symbol} (6 of them in open orders) and tried to sell 5`,
    );
    expect((await student.trade(stock.id, 4, 'sell')).status).toBe(201);

    await refresh({ [stock.symbol]: stop + 1 });
    expect((await student.orders()).open).toHaveLength(1);
    const cash = (await student.portfolio()).cashBalance;
    await refresh({ [stock.symbol]: stop - 20 });
    expect((await student.orders()).closed[0]).toMatchObject({
      id: placed.id,
      status: 'filled',
      fillPrice: stop - 20,
    });
    expect((await student.portfolio()).cashBalance).toBe(cash + 6 * (stop - 20));
    // All ten are gone: four sold by hand, six by the stop.
    const holdings = (await student.user.get(`/api/portfolios/${student.portfolioId}/holdings`))
      .body as unknown[];
    expect(holdings).toEqual([]);
    expect((await market().outbox('trade.executed', 502)).at(-1)).toMatchObject({
      orderType: 'stop',
      type: 'sell',
      shares: 6,
    });
  });

  it('when an order is cancelled, then its cash is free again, it cannot be cancelled twice and never fills', async () => {
    const student = await setUp(503);
    const stock = ordinary(2);
    const price = await priceOf(stock.id);
    const cash = (await student.portfolio()).cashBalance;
    const shares = Math.floor(cash / price);
    const placed = expectContract(await student.limitBuy(stock.id, shares, price), orderSchema);
    expect((await student.trade(stock.id, 1, 'buy')).status).toBe(400);

    const path = `/api/portfolios/${student.portfolioId}/orders/${placed.id}`;
    const cancelled = expectContract(await student.user.delete(path), orderSchema);
    expect(cancelled).toMatchObject({ status: 'cancelled', reservedCash: 0 });
    const again = await student.user.delete(path);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has already been cancelled');
    expect((await student.trade(stock.id, 1, 'buy')).status).toBe(201);

    await refresh({ [stock.symbol]: price - 10 });
    expect(await tradesOfOrder(placed.id)).toBe(0);
  });

  it('when a day order outlives its club day, then it expires unfilled and holds nothing back', async () => {
    const student = await setUp(504);
    const stock = ordinary(3);
    const price = await priceOf(stock.id);
    const placed = expectContract(
      await student.limitBuy(stock.id, 2, price - 100, { timeInForce: 'day' }),
      orderSchema,
    );
    expect(placed.expiresAt).not.toBeNull();
    const expiresAt = new Date(placed.expiresAt as string);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(25 * 60 * 60 * 1000);

    await refresh({ [stock.symbol]: price - 200 }, new Date(expiresAt.getTime() + 60_000));
    expect(await tradesOfOrder(placed.id)).toBe(0);
    const list = await student.orders();
    expect(list.reservedCash).toBe(0);
    expect(list.closed[0]).toMatchObject({ id: placed.id, status: 'expired' });
  });

  it('when the cash is gone by the time the price is reached, then the order is refused with the reason and nothing trades', async () => {
    const student = await setUp(505);
    const stock = ordinary(4);
    const price = await priceOf(stock.id);
    const placed = expectContract(await student.limitBuy(stock.id, 3, price), orderSchema);
    const admin = market().clientAs(9_000, 'admin');
    expect((await admin.post('/api/admin/users/505/cash', { amount: '1.00' })).status).toBe(200);

    await refresh({ [stock.symbol]: price - 1 });
    const closed = (await student.orders()).closed[0];
    expect(closed).toMatchObject({ id: placed.id, status: 'rejected' });
    expect(closed?.statusReason).toMatch(/^Not enough cash when the price was reached/);
    expect(await tradesOfOrder(placed.id)).toBe(0);
    expect((await student.portfolio()).cashBalance).toBe(100);
  });

  it('when three refreshes and a cancel race for one order, then it is filled or cancelled, once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const userId = 510 + trial;
      const student = await setUp(userId);
      const stock = ordinary(5);
      const price = await priceOf(stock.id);
      const placed = expectContract(await student.limitBuy(stock.id, 1, price), orderSchema);
      clock += 60_000;
      const at = new Date(clock);
      const [, , , cancel] = await Promise.all([
        refreshPrices(market().deps.prisma, pricesAt({ [stock.symbol]: price - 1 }), logger, at),
        refreshPrices(market().deps.prisma, pricesAt({ [stock.symbol]: price - 1 }), logger, at),
        refreshPrices(market().deps.prisma, pricesAt({ [stock.symbol]: price - 1 }), logger, at),
        student.user.delete(`/api/portfolios/${student.portfolioId}/orders/${placed.id}`),
      ]);
      const order = (await student.orders()).closed.find((o) => o.id === placed.id);
      const trades = await tradesOfOrder(placed.id);
      const events = await market().outbox('trade.executed', userId);
      if (cancel.status === 200) {
        expect(order?.status).toBe('cancelled');
        expect([trades, events.length]).toEqual([0, 0]);
      } else {
        expect(cancel.status).toBe(409);
        expect(order?.status).toBe('filled');
        expect([trades, events.length]).toEqual([1, 1]);
      }
    }
  });
});

describe('orders refuse bad input and change nothing', () => {
  it.each([
    [{}, 'Please choose a stock'],
    [{ side: 'short' }, 'Order side must be buy or sell'],
    [{ kind: 'market' }, 'Order type must be limit or stop'],
    [{ shares: 0 }, 'Please enter a valid number of shares'],
    [{ shares: 1.5 }, 'Please enter a valid number of shares'],
    [{ triggerPrice: 0 }, 'Please enter a price between $0.01 and $1,000,000.00'],
    [{ triggerPrice: '12.00' }, 'Please enter a price between $0.01 and $1,000,000.00'],
    [{ triggerPrice: 100_000_001 }, 'Please enter a price between $0.01 and $1,000,000.00'],
    [{ timeInForce: 'week' }, 'Time in force must be day or gtc'],
  ])('when an order has %o, then it is a 400: %s', async (change, message) => {
    const student = await setUp(520);
    const valid = {
      stockId: ordinary(0).id,
      side: 'buy',
      kind: 'limit',
      shares: 1,
      triggerPrice: 100,
    };
    const body = Object.keys(change).length === 0 ? {} : { ...valid, ...change };
    const response = await student.order(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await student.orders()).open).toEqual([]);
  });

  it('when the order is for more than the cash or shares, someone else, a premium stock or one too many, then it is refused', async () => {
    const student = await setUp(530);
    const stock = ordinary(0);
    const broke = await student.limitBuy(stock.id, 1_000_000, 100_000);
    expect(broke.status).toBe(400);
    expect(broke.body.message).toMatch(/^Insufficient funds: an order for 1000000 /);
    const noShares = await student.stopSell(stock.id, 1, 100);
    expect(noShares.status).toBe(400);
    expect(noShares.body.message).toBe(
      `Insufficient shares: you hold 0 ${stock.symbol} and tried to order the sale of 1`,
    );
    const premium = stocks().find((candidate) => candidate.exclusive);
    if (premium) {
      const locked = await student.limitBuy(premium.id, 1, 100);
      expect(locked.status).toBe(403);
    }
    const other = await setUp(531);
    const theirs = await other.user.post(`/api/portfolios/${student.portfolioId}/orders`, {
      stockId: stock.id,
      side: 'buy',
      kind: 'limit',
      shares: 1,
      triggerPrice: 100,
    });
    expect(theirs.status).toBe(404);
    for (let index = 0; index < MAX_OPEN_ORDERS; index++) {
      const placed = await student.limitBuy(stock.id, 1, 100);
      expect(placed.status).toBe(201);
    }
    const oneTooMany = await student.limitBuy(stock.id, 1, 100);
    expect(oneTooMany.status).toBe(409);
    const list = await student.orders();
    expect(list.open).toHaveLength(MAX_OPEN_ORDERS);
    // Nobody else cancels them, and unknown ids are not found.
    const first = list.open[0]!.id;
    expect(
      (await other.user.delete(`/api/portfolios/${student.portfolioId}/orders/${first}`)).status,
    ).toBe(404);
    expect(
      (await student.user.delete(`/api/portfolios/${student.portfolioId}/orders/999999`)).status,
    ).toBe(404);
    expect(
      (await student.user.delete(`/api/portfolios/${student.portfolioId}/orders/abc`)).status,
    ).toBe(400);
    expect((await student.orders()).open).toHaveLength(MAX_OPEN_ORDERS);
  });
});
