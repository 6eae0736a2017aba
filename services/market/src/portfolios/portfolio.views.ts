import type { Holding, PerformancePoint, Portfolio, Transaction } from '@fc/contracts/market';
import { percentOf } from '../shared/money.ts';
import type { StockRefRow } from '../stocks/stocks.repository.ts';
import { stockRef } from '../stocks/stocks.views.ts';
import type { PortfolioRow } from './portfolio.repository.ts';
import type { PortfolioValueRow } from './portfolio-values.repository.ts';

/** A portfolio with its holdings' value: cash plus holdings against the money put in. */
export function toPortfolioView(
  portfolio: Pick<PortfolioRow, 'id' | 'user_id' | 'cash_cents' | 'invested_cents'>,
  holdingsValue: number,
): Portfolio {
  const cashBalance = Number(portfolio.cash_cents);
  const investedBase = Number(portfolio.invested_cents);
  const totalValue = cashBalance + holdingsValue;
  const totalReturn = totalValue - investedBase;
  return {
    id: portfolio.id,
    userId: portfolio.user_id,
    cashBalance,
    holdingsValue,
    totalValue,
    investedBase,
    totalReturn,
    totalReturnPercent: percentOf(totalReturn, investedBase),
  };
}

export function toHolding(holding: {
  id: number;
  shares: number;
  cost_cents: bigint;
  stock: StockRefRow;
}): Holding {
  const cost = Number(holding.cost_cents);
  const currentValue = holding.shares * holding.stock.price_cents;
  return {
    id: holding.id,
    shares: holding.shares,
    averageCost: Math.round(cost / holding.shares),
    currentValue,
    unrealizedGain: currentValue - cost,
    unrealizedGainPercent: percentOf(currentValue - cost, cost),
    stock: stockRef(holding.stock),
  };
}

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

/** A recorded value: its return is against the invested base of its time. */
export function toPerformancePoint(row: PortfolioValueRow): PerformancePoint {
  return {
    valuedAt: row.valued_at.toISOString(),
    totalValue: Number(row.total_value_cents),
    totalReturn: Number(row.total_value_cents - row.invested_cents),
  };
}
