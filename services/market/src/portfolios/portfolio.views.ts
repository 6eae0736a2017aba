import type { Holding, PerformancePoint, Portfolio, Transaction } from '@fc/contracts/market';
import { percentOf } from '../shared/money.ts';
import type { StockRow } from '../stocks/stocks.repository.ts';
import { stockRef, type StockRefRow } from '../stocks/stocks.views.ts';
import type { PortfolioRow, PortfolioValueRow } from './portfolio.repository.ts';

/** A portfolio with its holdings' value: cash plus holdings against the money put in. */
export function toPortfolioView(
  portfolio: Pick<PortfolioRow, 'id' | 'userId'> & {
    cashCents: bigint | number;
    investedCents: bigint | number;
  },
  holdingsValue: number,
): Portfolio {
  const cashBalance = Number(portfolio.cashCents);
  const investedBase = Number(portfolio.investedCents);
  const totalValue = cashBalance + holdingsValue;
  const totalReturn = totalValue - investedBase;
  return {
    id: portfolio.id,
    userId: portfolio.userId,
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
  costCents: bigint;
  stock: StockRow;
}): Holding {
  const cost = Number(holding.costCents);
  const currentValue = holding.shares * holding.stock.priceCents;
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
  priceCents: number;
  totalCents: bigint | number;
  /** Charged by a contest; 0 (and not shown) outside contests. */
  commissionCents?: number;
  createdAt: Date;
  stock: StockRefRow;
}): Transaction {
  return {
    id: trade.id,
    type: trade.type === 'sell' ? 'sell' : 'buy',
    shares: trade.shares,
    price: trade.priceCents,
    totalAmount: Number(trade.totalCents),
    ...(trade.commissionCents ? { commission: trade.commissionCents } : {}),
    createdAt: trade.createdAt.toISOString(),
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
