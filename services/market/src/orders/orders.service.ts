import {
  MAX_OPEN_ORDERS,
  type Order,
  type OrderList,
  type OrderRequest,
} from '@fc/contracts/orders';
import { contestCommissionCents } from '@fc/contracts/contest-rules';
import { endOfDayInZone } from '@fc/service-kit/club-time';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvents } from '@fc/service-kit/events/publish';
import { claimIdempotencyKey, recordIdempotentAnswer } from '@fc/service-kit/idempotency';
import type { Sql } from '../db.ts';
import { formatDollars } from '../shared/money.ts';
import { lockPortfolioRow } from '../portfolios/portfolio.repository.ts';
import {
  cashInWords,
  lockedTradeContext,
  sellableShares,
  sharesInWords,
  spendableCash,
} from '../portfolios/trades.service.ts';
import {
  fillPortfolioOrders,
  type CrossingOrder,
  type Fill,
  type OrderKind,
  type OrderSide,
  type Refusal,
} from './order-fill.ts';
import {
  expireOrders,
  listCrossingOrders,
  listPortfoliosWithCrossingOrders,
  lockPortfolios,
  readPortfolioStates,
  writeFills,
  writePortfolioChanges,
  writeRefusals,
} from './order-fills.repository.ts';
import {
  closeOrder,
  countOpenOrders,
  findOrder,
  insertOrder,
  isOpenAt,
  listOrdersOf,
} from './orders.repository.ts';
import { toOrder } from './orders.views.ts';

/** How many closed orders the list shows below the open ones. */
const CLOSED_ORDERS_SHOWN = 20;

const orderNotFound = () => httpErrors.notFound('Order not found', 'ORDER_NOT_FOUND');

/**
 * A limit or stop order: checked against what the portfolio can spend or sell now that other
 * open orders hold their share back, then stored open. Nothing trades yet: the refresh whose
 * price crosses the trigger fills it (fillCrossingOrders). Under the portfolio row lock, like a
 * trade, so an order and a trade racing for the same cash cannot both have it.
 */
export async function placeOrder(
  db: Sql,
  portfolioId: number,
  caller: { userId: number },
  request: OrderRequest,
  clubTimeZone: string,
  idempotencyKey?: string,
  now = new Date(),
): Promise<{ status: number; body: Order; isReplayed: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      const stored = await claimIdempotencyKey(trx, caller.userId, idempotencyKey, {
        operation: 'order',
        portfolioId,
        request,
      });
      if (stored) return { status: stored.status, body: stored.body as Order, isReplayed: true };
    }
    const context = await lockedTradeContext(trx, portfolioId, caller, request.stockId);
    if ((await countOpenOrders(trx, portfolioId, now)) >= MAX_OPEN_ORDERS) {
      throw httpErrors.conflict(
        `You have ${MAX_OPEN_ORDERS} open orders, the most a portfolio may have: cancel one first`,
        'TOO_MANY_OPEN_ORDERS',
      );
    }
    const { symbol } = context.stock;
    // A buy holds back its cost at its price, and the contest's commission on it if any.
    const atTrigger = request.shares * request.triggerPrice;
    const reserved =
      request.side === 'buy'
        ? atTrigger + contestCommissionCents(context.contest?.commission, atTrigger)
        : 0;
    if (request.side === 'buy' && reserved > spendableCash(context)) {
      throw httpErrors.badRequest(
        `Insufficient funds: an order for ${request.shares} ${symbol} at ${formatDollars(request.triggerPrice)} holds back ${formatDollars(reserved)} and ${cashInWords(context)}`,
        'INSUFFICIENT_FUNDS',
      );
    }
    if (request.side === 'sell' && sellableShares(context) < request.shares) {
      throw httpErrors.badRequest(
        `Insufficient shares: ${sharesInWords(context)} and tried to order the sale of ${request.shares}`,
        'INSUFFICIENT_SHARES',
      );
    }
    const orderId = await insertOrder(trx, {
      portfolioId,
      stockId: request.stockId,
      side: request.side,
      kind: request.kind,
      shares: request.shares,
      triggerPriceCents: request.triggerPrice,
      reservedCents: BigInt(reserved),
      timeInForce: request.timeInForce,
      expiresAt: request.timeInForce === 'day' ? endOfDayInZone(now, clubTimeZone) : null,
    });
    const order = await findOrder(trx, portfolioId, orderId);
    if (!order) throw new Error(`the order ${orderId} was not stored`);
    const body = toOrder(order, now);
    if (idempotencyKey !== undefined) {
      await recordIdempotentAnswer(trx, caller.userId, idempotencyKey, { status: 201, body });
    }
    return { status: 201, body, isReplayed: false };
  });
}

/**
 * Cancels an open order, releasing what it held back. Under the portfolio row lock, which the
 * refresh also takes before it fills: an order is either filled or cancelled, never both.
 */
export async function cancelOrder(
  db: Sql,
  portfolioId: number,
  orderId: number,
  now = new Date(),
): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    await lockPortfolioRow(trx, portfolioId);
    const order = await findOrder(trx, portfolioId, orderId);
    if (!order) throw orderNotFound();
    if (!isOpenAt(order, now)) {
      const status = order.status === 'open' ? 'expired' : order.status;
      const already: Record<string, string> = {
        filled: 'This order has already been filled',
        cancelled: 'This order has already been cancelled',
        expired: 'This order has already expired',
        rejected: 'This order was already closed: the price was reached but it could not be filled',
      };
      throw httpErrors.conflict(already[status] ?? 'This order is closed', 'ORDER_CLOSED');
    }
    await closeOrder(trx, order.id, 'cancelled', now);
    return toOrder({ ...order, status: 'cancelled', closed_at: now }, now);
  });
}

/** The open orders, oldest first, then the latest closed ones, and the cash the open ones hold. */
export async function listOrders(
  db: Sql,
  portfolioId: number,
  now = new Date(),
): Promise<OrderList> {
  const { open, closed } = await listOrdersOf(db, portfolioId, CLOSED_ORDERS_SHOWN);
  // A day order past its end is shown expired even before the next refresh marks it so.
  const stillOpen = open.filter((order) => isOpenAt(order, now));
  const lapsed = open.filter((order) => !isOpenAt(order, now));
  return {
    open: stillOpen.map((order) => toOrder(order, now)),
    closed: [...lapsed, ...closed]
      .slice(0, CLOSED_ORDERS_SHOWN)
      .map((order) => toOrder(order, now)),
    reservedCash: stillOpen.reduce((sum, order) => sum + Number(order.reserved_cents), 0),
  };
}

export interface FillResult {
  filled: number;
  refused: number;
  expired: number;
}

/**
 * The refresh's step after storing the new prices, in its transaction (price-refresh.ts): day
 * orders past their day and orders of ended contests expire, then every open order the new prices cross is filled at them —
 * or refused, with the reason, when the cash or shares are no longer there — with trade.executed
 * for each fill. A fixed number of statements however many orders cross. The refresh holds the
 * lock every worker replica shares, and the portfolios are locked before their orders are read,
 * so an order fills exactly once and never after its cancellation.
 */
export async function fillCrossingOrders(db: Sql, now: Date): Promise<FillResult> {
  const expired = await expireOrders(db, now);
  const candidates = await listPortfoliosWithCrossingOrders(db);
  if (candidates.length === 0) return { filled: 0, refused: 0, expired };
  const locked = await lockPortfolios(db, candidates);
  const ids = locked.map((portfolio) => portfolio.id);
  const rows = await listCrossingOrders(db, ids);
  const states = await readPortfolioStates(
    db,
    locked,
    rows.map((row) => ({ portfolioId: row.portfolio_id, stockId: row.stock_id })),
  );
  const byPortfolio = new Map<number, CrossingOrder[]>();
  for (const row of rows) {
    const order: CrossingOrder = {
      id: row.id,
      portfolioId: row.portfolio_id,
      stockId: row.stock_id,
      symbol: row.symbol,
      exclusive: row.exclusive,
      side: row.side as OrderSide,
      kind: row.kind as OrderKind,
      shares: row.shares,
      reservedCents: Number(row.reserved_cents),
      priceCents: row.price_cents,
    };
    const orders = byPortfolio.get(order.portfolioId);
    if (orders) orders.push(order);
    else byPortfolio.set(order.portfolioId, [order]);
  }
  const fills: Fill[] = [];
  const refusals: Refusal[] = [];
  for (const [portfolioId, orders] of byPortfolio) {
    const outcome = fillPortfolioOrders(states.get(portfolioId)!, orders);
    fills.push(...outcome.fills);
    refusals.push(...outcome.refusals);
  }
  await writeRefusals(
    db,
    refusals.map(({ order, reason }) => ({ orderId: order.id, reason })),
    now,
  );
  if (fills.length > 0) await writeFilledOrders(db, fills, states, now);
  return { filled: fills.length, refused: refusals.length, expired };
}

/**
 * The fills, their trade.executed events (one statement for all of them: a refresh can fill
 * thousands of orders) and the portfolios' cash and holdings after them.
 */
async function writeFilledOrders(
  db: Sql,
  fills: Fill[],
  states: Awaited<ReturnType<typeof readPortfolioStates>>,
  now: Date,
): Promise<void> {
  const trades = await writeFills(
    db,
    fills.map(({ order, totalCents, commissionCents }) => ({
      orderId: order.id,
      portfolioId: order.portfolioId,
      stockId: order.stockId,
      side: order.side,
      shares: order.shares,
      priceCents: order.priceCents,
      totalCents,
      commissionCents,
    })),
    now,
  );
  const tradeOfOrder = new Map(trades.map((trade) => [trade.order_id, trade.id]));
  await publishEvents(
    db,
    'trade.executed',
    fills.map(({ order, userId, totalCents }) => ({
      userId,
      portfolioId: order.portfolioId,
      transactionId: tradeOfOrder.get(order.id)!,
      stockId: order.stockId,
      symbol: order.symbol,
      type: order.side,
      shares: order.shares,
      priceCents: order.priceCents,
      totalCents,
      executedAt: now.toISOString(),
      orderType: order.kind,
    })),
  );
  const touched = new Map<string, { portfolioId: number; stockId: number }>();
  for (const { order } of fills) {
    touched.set(`${order.portfolioId}:${order.stockId}`, order);
  }
  const portfolios = [...new Set(fills.map(({ order }) => order.portfolioId))];
  await writePortfolioChanges(
    db,
    portfolios.map((portfolioId) => ({
      portfolioId,
      cashCents: states.get(portfolioId)!.cashCents,
    })),
    [...touched.values()].map(({ portfolioId, stockId }) => {
      const holding = states.get(portfolioId)!.holdings.get(stockId)!;
      return { portfolioId, stockId, shares: holding.shares, costCents: holding.costCents };
    }),
  );
}
