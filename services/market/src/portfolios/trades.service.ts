import type { TradeRequest, TradeResult } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { outboxEventStatement } from '@fc/service-kit/events/publish';
import { claimIdempotencyKey, idempotentAnswerStatement } from '@fc/service-kit/idempotency';
import type { RawSqlQuerier } from '@fc/service-kit/idempotency';
import { withSqlTransaction, type SqlTransaction } from '@fc/service-kit/sql-transaction';
import type pg from 'pg';
import type { Tx } from '../db.ts';
import { contestCommissionCents } from '@fc/contracts/contest-rules';
import { checkContestTrade } from '../contests/contest-rules.ts';
import { costOfSharesLeft, formatDollars } from '../shared/money.ts';
import {
  findPortfolioOwner,
  findTradeContext,
  lockPortfolioRow,
  lockPortfolioRowStatement,
  writeTradeWithEvent,
  type HoldingChange,
  type TradeContext,
} from './portfolio.repository.ts';
import { toPortfolioView, toTransaction } from './portfolio.views.ts';

const portfolioNotFound = () => httpErrors.notFound('Portfolio not found', 'PORTFOLIO_NOT_FOUND');

/** A trade's answer, and whether it is the stored answer to an earlier request with its key. */
export interface TradeAnswer {
  status: number;
  body: TradeResult;
  isReplayed: boolean;
}

/**
 * A trade with an optional Idempotency-Key (docs/http-api.md). The key is claimed in the trade's
 * own transaction, before the portfolio lock: a duplicate that arrives while the first is running
 * waits for it and then answers its stored result, so a double click or a retried request never
 * trades twice. A trade that is refused (a 4xx) rolls its key back with it: trying again trades.
 */
export async function executeTrade(
  pool: pg.Pool,
  portfolioId: number,
  caller: { userId: number; role: string },
  request: TradeRequest,
  idempotencyKey?: string,
): Promise<TradeAnswer> {
  // Raw SQL on one pooled connection (issue #24, docs/performance.md): BEGIN, the portfolio lock
  // and the trade's context (or the key's claim) in one round trip; then the writes, the event and
  // the key's answer in one statement, with COMMIT in the same round trip.
  return withSqlTransaction(
    pool,
    async (tx) => {
      if (idempotencyKey !== undefined) {
        const stored = await claimIdempotencyKey(tx, caller.userId, idempotencyKey, {
          operation: 'trade',
          portfolioId,
          request,
        });
        if (stored)
          return { status: stored.status, body: stored.body as TradeResult, isReplayed: true };
      }
      const context = await tradeContextFor(tx, portfolioId, caller, request.stockId, {
        reserveTradeId: true,
      });
      // The answer is stored with the trade's own writes (one statement) when a key was sent.
      const key =
        idempotencyKey === undefined ? undefined : { userId: caller.userId, idempotencyKey };
      const body = await tradeInTransaction(tx, portfolioId, context, request, key);
      return { status: 201, body, isReplayed: false };
    },
    { begin: lockPortfolioRowStatement(portfolioId), beginWithFirstStatement: true },
  );
}

/**
 * One trade: cash, holding and the transaction row change together with trade.executed in the
 * outbox, under a lock on the portfolio row, so concurrent trades can neither overspend nor sell
 * shares twice nor lose an update. The price is the stock's current price. Plain SQL: a trade is
 * the hot path, and each statement here is one round trip.
 */
async function tradeInTransaction(
  tx: SqlTransaction,
  portfolioId: number,
  context: TradeContext,
  request: TradeRequest,
  key?: { userId: number; idempotencyKey: string },
): Promise<TradeResult> {
  const { stock } = context;
  const price = stock.priceCents;
  const total = price * request.shares;
  // A contest may charge for each trade (src/contests): it comes out of the cash.
  const commission = contestCommissionCents(context.contest?.commission, total);
  const { cashAfter, holdingChange } =
    request.type === 'buy'
      ? planBuy(context, request, total, commission)
      : planSell(context, request, total, commission);
  if (context.tradeId === null) throw new Error('the trade id was not reserved');
  const executedAt = context.now;
  const event = outboxEventStatement('trade.executed', {
    userId: context.userId,
    portfolioId,
    transactionId: context.tradeId,
    stockId: stock.id,
    symbol: stock.symbol,
    type: request.type,
    shares: request.shares,
    priceCents: price,
    totalCents: total,
    executedAt: executedAt.toISOString(),
    orderType: 'market',
  });
  // Bought or sold at the current price: the holdings' value moves by exactly the trade's total
  // (a commission leaves with the cash).
  const holdingsValue =
    Number(context.holdingsValueCents) + (request.type === 'buy' ? total : -total);
  const answer: TradeResult = {
    transaction: toTransaction({
      id: context.tradeId,
      type: request.type,
      shares: request.shares,
      priceCents: price,
      totalCents: total,
      commissionCents: commission,
      createdAt: executedAt,
      stock,
    }),
    portfolio: toPortfolioView(
      {
        id: portfolioId,
        userId: context.userId,
        cashCents: cashAfter,
        investedCents: context.investedCents,
      },
      holdingsValue,
    ),
  };
  // The transaction's last statement: COMMIT goes with it.
  await writeTradeWithEvent(
    tx.withCommit(),
    {
      id: context.tradeId,
      portfolioId,
      stockId: stock.id,
      type: request.type,
      shares: request.shares,
      priceCents: price,
      totalCents: BigInt(total),
      commissionCents: commission,
      cashAfterCents: BigInt(cashAfter),
      holdingChange,
    },
    event,
    key && idempotentAnswerStatement(key.userId, key.idempotencyKey, { status: 201, body: answer }),
  );
  return answer;
}

/**
 * The portfolio (locked), the stock and the holding for a trade or an order, for the portfolio's
 * owner only (an admin included: nobody trades with another user's money), with premium stocks
 * refused until unlocked.
 */
export async function lockedTradeContext(
  tx: Tx,
  portfolioId: number,
  caller: { userId: number },
  stockId: number,
): Promise<TradeContext> {
  // Lock first, read after: in READ COMMITTED a statement that waited for the lock would still
  // see the holding as it was before the other trade (tested with racing sells).
  await lockPortfolioRow(tx, portfolioId);
  return tradeContextFor(tx, portfolioId, caller, stockId);
}

/** The same, in a transaction that has locked the portfolio row already (a separate statement). */
async function tradeContextFor(
  tx: RawSqlQuerier,
  portfolioId: number,
  caller: { userId: number },
  stockId: number,
  options: { reserveTradeId?: boolean } = {},
): Promise<TradeContext> {
  const context = await findTradeContext(tx, portfolioId, stockId, options);
  if (!context) {
    if ((await findPortfolioOwner(tx, portfolioId)) === caller.userId) {
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
