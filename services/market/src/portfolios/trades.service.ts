import type { TradeRequest, TradeResult, Transaction } from '@fc/contracts/market';
import { contestCommissionCents } from '@fc/contracts/contest-rules';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { claimIdempotencyKey, recordIdempotentAnswer } from '@fc/service-kit/idempotency';
import type { Sql } from '../db.ts';
import { checkContestTrade } from '../contests/contest-rules.ts';
import { costOfSharesLeft, formatDollars } from '../shared/money.ts';
import type { StockRefRow } from '../stocks/stocks.repository.ts';
import { stockRef } from '../stocks/stocks.views.ts';
import { findPortfolioOwner, lockPortfolioRow } from './portfolio.repository.ts';
import { toPortfolioView } from './portfolio.views.ts';
import {
  changeHolding,
  findTradeContext,
  insertTrade,
  listTradesWithStock,
  setPortfolioCash,
  type HoldingChange,
  type TradeContext,
} from './trades.repository.ts';

const portfolioNotFound = () => httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');

/** A trade's answer, and whether it is the stored answer to an earlier request with its key. */
export interface TradeAnswer {
  status: number;
  body: TradeResult;
  isReplayed: boolean;
}

/**
 * A trade at the stock's current price, with an optional Idempotency-Key (docs/http-api.md), in
 * one Kysely transaction on the pool (a trade is the hot path: docs/performance.md). The key is
 * claimed first, before the portfolio lock: a duplicate that arrives while the first is running
 * waits for it and then answers its stored result, so a double click or a retried request never
 * trades twice. A trade that is refused (a 4xx) rolls its key back with it: trying again trades.
 *
 * Then, under the portfolio's row lock, so that concurrent trades can neither overspend nor sell
 * shares twice nor lose an update: the holding, the cash and the trade row change together with
 * trade.executed in the outbox, and the key's answer is stored.
 */
export async function executeTrade(
  db: Sql,
  portfolioId: number,
  caller: { userId: number },
  request: TradeRequest,
  idempotencyKey?: string,
): Promise<TradeAnswer> {
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      const stored = await claimIdempotencyKey(trx, caller.userId, idempotencyKey, {
        operation: 'trade',
        portfolioId,
        request,
      });
      if (stored) {
        return { status: stored.status, body: stored.body as TradeResult, isReplayed: true };
      }
    }
    const context = await lockedTradeContext(trx, portfolioId, caller, request.stockId);
    const { stock } = context;
    const price = stock.price_cents;
    const total = price * request.shares;
    // A contest may charge for each trade (src/contests): it comes out of the cash.
    const commission = contestCommissionCents(context.contest?.commission, total);
    const { cashAfter, holdingChange } =
      request.type === 'buy'
        ? planBuy(context, request, total, commission)
        : planSell(context, request, total, commission);
    await changeHolding(trx, portfolioId, stock.id, holdingChange);
    await setPortfolioCash(trx, portfolioId, BigInt(cashAfter));
    const trade = await insertTrade(trx, {
      portfolioId,
      stockId: stock.id,
      type: request.type,
      shares: request.shares,
      priceCents: price,
      totalCents: BigInt(total),
      commissionCents: commission,
    });
    await publishEvent(trx, 'trade.executed', {
      userId: context.userId,
      portfolioId,
      transactionId: trade.id,
      stockId: stock.id,
      symbol: stock.symbol,
      type: request.type,
      shares: request.shares,
      priceCents: price,
      totalCents: total,
      executedAt: trade.created_at.toISOString(),
      orderType: 'market',
    });
    // Bought or sold at the current price: the holdings' value moves by exactly the trade's total
    // (a commission leaves with the cash).
    const holdingsValue =
      Number(context.holdingsValueCents) + (request.type === 'buy' ? total : -total);
    const body: TradeResult = {
      transaction: toTransaction({
        id: trade.id,
        type: request.type,
        shares: request.shares,
        price_cents: price,
        total_cents: total,
        commission_cents: commission,
        created_at: trade.created_at,
        stock,
      }),
      portfolio: toPortfolioView(
        {
          id: portfolioId,
          user_id: context.userId,
          cash_cents: BigInt(cashAfter),
          invested_cents: context.investedCents,
        },
        holdingsValue,
      ),
    };
    if (idempotencyKey !== undefined) {
      await recordIdempotentAnswer(trx, caller.userId, idempotencyKey, { status: 201, body });
    }
    return { status: 201, body, isReplayed: false };
  });
}

/**
 * The portfolio (locked for the rest of the transaction), the stock and the holding for a trade
 * or an order, for the portfolio's owner only (an admin included: nobody trades with another
 * user's money), with premium stocks refused until unlocked and a contest's rules applied.
 */
export async function lockedTradeContext(
  trx: Sql,
  portfolioId: number,
  caller: { userId: number },
  stockId: number,
): Promise<TradeContext> {
  // Lock first, read after (findTradeContext says why; tested with racing sells).
  await lockPortfolioRow(trx, portfolioId);
  const context = await findTradeContext(trx, portfolioId, stockId);
  if (!context) {
    if ((await findPortfolioOwner(trx, portfolioId)) === caller.userId) {
      throw httpErrors.notFound('That stock is not listed', 'STOCK_NOT_FOUND');
    }
    throw portfolioNotFound();
  }
  if (context.userId !== caller.userId) throw portfolioNotFound();
  const { stock } = context;
  // A contest's rules replace the practice portfolio's unlock: premium stocks for all or none.
  if (context.contest) checkContestTrade(context.contest, stock, new Date());
  else if (stock.exclusive && !context.unlockedFeatures.includes('exclusive_stocks')) {
    throw httpErrors.forbidden(
      `${stock.symbol} is a premium stock: unlock Premium Stock Access by earning its achievement`,
      'PREMIUM_STOCK_LOCKED',
    );
  }
  return context;
}

/** Cash a trade or a new order may spend: the cash less what open orders hold back. */
export function spendableCash(context: TradeContext): number {
  return Math.max(Number(context.cashCents - context.reservedCashCents), 0);
}

/** How the cash is described in a refusal: open orders' share of it is named when there is one. */
export function cashInWords(context: TradeContext): string {
  const spendable = formatDollars(spendableCash(context));
  return context.reservedCashCents > 0n
    ? `your available cash is ${spendable} (${formatDollars(Number(context.reservedCashCents))} is held for open orders)`
    : `your cash is ${spendable}`;
}

/** Shares of the stock a trade or a new order may sell: those held less open sell orders'. */
export function sellableShares(context: TradeContext): number {
  return Math.max((context.holding?.shares ?? 0) - context.reservedShares, 0);
}

/** How the holding is described in a refusal: "you hold 10 ABC (4 of them in open orders)". */
export function sharesInWords(context: TradeContext): string {
  const held = context.holding?.shares ?? 0;
  const reserved = Math.min(context.reservedShares, held);
  const inOrders = reserved > 0 ? ` (${reserved} of them in open orders)` : '';
  return `you hold ${held} ${context.stock.symbol}${inOrders}`;
}

interface TradePlan {
  cashAfter: number;
  holdingChange: HoldingChange;
}

/** "$12.00", or "$12.00 plus a $1.00 commission" in a contest that charges one. */
export function costInWords(total: number, commission: number): string {
  const cost = formatDollars(total);
  return commission > 0 ? `${cost} plus a ${formatDollars(commission)} commission` : cost;
}

/** A buy needs the cash for it (and the commission); the shares join the holding at their cost. */
function planBuy(
  context: TradeContext,
  request: TradeRequest,
  total: number,
  commission: number,
): TradePlan {
  if (total + commission > spendableCash(context)) {
    throw httpErrors.badRequest(
      `Insufficient funds: ${request.shares} ${context.stock.symbol} cost ${costInWords(total, commission)} and ${cashInWords(context)}`,
      'INSUFFICIENT_FUNDS',
    );
  }
  return {
    cashAfter: Number(context.cashCents) - total - commission,
    holdingChange: { kind: 'add', shares: request.shares, costCents: BigInt(total) },
  };
}

/** A sell needs the shares; selling them all removes the holding. */
function planSell(
  context: TradeContext,
  request: TradeRequest,
  total: number,
  commission: number,
): TradePlan {
  const { holding } = context;
  if (holding === null || sellableShares(context) < request.shares) {
    throw httpErrors.badRequest(
      `Insufficient shares: ${sharesInWords(context)} and tried to sell ${request.shares}`,
      'INSUFFICIENT_SHARES',
    );
  }
  const held = holding.shares;
  const cashAfter = Number(context.cashCents) + total - commission;
  if (cashAfter < 0) {
    throw httpErrors.badRequest(
      `Insufficient funds: the ${formatDollars(commission)} commission is more than the sale brings and ${cashInWords(context)}`,
      'INSUFFICIENT_FUNDS',
    );
  }
  if (held === request.shares) {
    return { cashAfter, holdingChange: { kind: 'remove', holdingId: holding.id } };
  }
  const costLeft = costOfSharesLeft(holding.costCents, held, request.shares);
  return {
    cashAfter,
    holdingChange: {
      kind: 'set',
      holdingId: holding.id,
      shares: held - request.shares,
      costCents: costLeft,
    },
  };
}

/** A trade as the API shows it: what was bought or sold, at what price, and when. */
export function toTransaction(trade: {
  id: number;
  type: string;
  shares: number;
  price_cents: number;
  total_cents: bigint | number;
  /** Charged by a contest; 0 (and not shown) outside contests. */
  commission_cents: number;
  created_at: Date;
  stock: StockRefRow;
}): Transaction {
  return {
    id: trade.id,
    type: trade.type === 'sell' ? 'sell' : 'buy',
    shares: trade.shares,
    price: trade.price_cents,
    totalAmount: Number(trade.total_cents),
    ...(trade.commission_cents ? { commission: trade.commission_cents } : {}),
    createdAt: trade.created_at.toISOString(),
    stock: stockRef(trade.stock),
  };
}

/** The portfolio's trade history, newest first. */
export async function listTransactions(
  db: Sql,
  portfolioId: number,
  limit = 200,
): Promise<Transaction[]> {
  return (await listTradesWithStock(db, portfolioId, limit)).map(toTransaction);
}
