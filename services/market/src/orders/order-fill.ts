import type { Commission } from '@fc/contracts/contests';
import { contestCommissionCents } from '@fc/contracts/contest-rules';
import { costOfSharesLeft, formatDollars } from '../shared/money.ts';

/**
 * Which open orders a refresh fills and what that does to each portfolio: pure, so the rules are
 * tested without a database (order-fill.test.ts); orders.service.ts reads the state and writes
 * the outcome set-based.
 */

export type OrderSide = 'buy' | 'sell';
export type OrderKind = 'limit' | 'stop';

/**
 * Whether a price reaches an order's trigger: a limit buys at or below its price and sells at or
 * above it; a stop buys at or above its price (a breakout) and sells at or below it (a stop-loss).
 */
export function crosses(
  order: { side: OrderSide; kind: OrderKind; triggerPriceCents: number },
  priceCents: number,
): boolean {
  const buysLow = (order.side === 'buy') === (order.kind === 'limit');
  return buysLow ? priceCents <= order.triggerPriceCents : priceCents >= order.triggerPriceCents;
}

export interface CrossingOrder {
  id: number;
  portfolioId: number;
  stockId: number;
  symbol: string;
  exclusive: boolean;
  side: OrderSide;
  kind: OrderKind;
  shares: number;
  reservedCents: number;
  /** The refresh's price: what the order fills at. */
  priceCents: number;
}

export interface HoldingState {
  shares: number;
  costCents: bigint;
  /** Shares of the stock held back by this portfolio's open sell orders, these included. */
  reservedShares: number;
}

export interface PortfolioState {
  id: number;
  userId: number;
  cashCents: number;
  /** Cash held back by this portfolio's open buy orders, these included. */
  reservedCashCents: number;
  unlockedFeatures: string[];
  /** The contest's commission on each trade, for a contest portfolio (contest-rules.ts). */
  commission?: Commission;
  /** Premium stocks are open to a contest portfolio when its contest allows them. */
  premiumAllowed?: boolean;
  /** By stock id; a stock without a holding may still have reserved shares of 0. */
  holdings: Map<number, HoldingState>;
}

export interface Fill {
  order: CrossingOrder;
  userId: number;
  totalCents: number;
  commissionCents: number;
}

export interface Refusal {
  order: CrossingOrder;
  reason: string;
}

export interface FillOutcome {
  fills: Fill[];
  refusals: Refusal[];
}

/**
 * Fills a portfolio's crossing orders oldest first at the refresh's prices, changing `portfolio`
 * as it goes. Each order's own reservation is released whatever happens to it; an order is filled
 * only if what the others still hold back leaves enough (cash can fall below the reservations
 * when an admin lowers it, and a stop buy can fill above its stop price), otherwise refused with
 * the reason in words.
 */
export function fillPortfolioOrders(
  portfolio: PortfolioState,
  orders: readonly CrossingOrder[],
): FillOutcome {
  const outcome: FillOutcome = { fills: [], refusals: [] };
  for (const order of orders) {
    const holding = portfolio.holdings.get(order.stockId) ?? {
      shares: 0,
      costCents: 0n,
      reservedShares: 0,
    };
    const totalCents = order.priceCents * order.shares;
    const commissionCents = contestCommissionCents(portfolio.commission, totalCents);
    // The order's own reservation is released first, whether it fills or not.
    if (order.side === 'buy') portfolio.reservedCashCents -= order.reservedCents;
    else holding.reservedShares -= order.shares;
    let reason: string | undefined;
    const canHavePremium =
      portfolio.premiumAllowed ?? portfolio.unlockedFeatures.includes('exclusive_stocks');
    if (order.exclusive && !canHavePremium) {
      reason = `${order.symbol} is a premium stock and Premium Stock Access is not unlocked`;
    } else if (order.side === 'buy') {
      const spendable = Math.max(portfolio.cashCents - portfolio.reservedCashCents, 0);
      if (totalCents + commissionCents > spendable) {
        reason = `Not enough cash when the price was reached: ${order.shares} ${order.symbol} cost ${formatDollars(totalCents + commissionCents)} and the available cash was ${formatDollars(spendable)}`;
      } else {
        portfolio.cashCents -= totalCents + commissionCents;
        holding.shares += order.shares;
        holding.costCents += BigInt(totalCents);
      }
    } else {
      const sellable = holding.shares - Math.max(holding.reservedShares, 0);
      if (portfolio.cashCents + totalCents - commissionCents < 0) {
        reason = `Not enough cash for the ${formatDollars(commissionCents)} commission when the price was reached`;
      } else if (sellable < order.shares) {
        reason = `Not enough shares when the price was reached: ${order.shares} ${order.symbol} to sell and ${Math.max(sellable, 0)} held`;
      } else {
        holding.costCents = costOfSharesLeft(holding.costCents, holding.shares, order.shares);
        holding.shares -= order.shares;
        portfolio.cashCents += totalCents - commissionCents;
      }
    }
    if (reason === undefined) {
      outcome.fills.push({ order, userId: portfolio.userId, totalCents, commissionCents });
    } else outcome.refusals.push({ order, reason });
    portfolio.holdings.set(order.stockId, holding);
  }
  return outcome;
}
