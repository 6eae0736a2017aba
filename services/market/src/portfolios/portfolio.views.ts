import type { Holding, PerformancePoint, Portfolio } from '@fc/contracts/market';
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

/** A recorded value: its return is against the invested base of its time. */
export function toPerformancePoint(row: PortfolioValueRow): PerformancePoint {
  return {
    valuedAt: row.valued_at.toISOString(),
    totalValue: Number(row.total_value_cents),
    totalReturn: Number(row.total_value_cents - row.invested_cents),
  };
}
