import type { CandleInterval, PerformanceRange, RiskRange } from '@fc/contracts/market';

/**
 * The trading feature's cache keys. Everything a trade changes lives under `portfolios`, so one
 * invalidation after a trade refreshes the portfolio, holdings, transactions and performance.
 * Everything a price refresh changes lives under `prices`.
 */
export const tradingKeys = {
  all: ['market'] as const,
  status: () => [...tradingKeys.all, 'status'] as const,
  prices: () => [...tradingKeys.all, 'prices'] as const,
  stocks: () => [...tradingKeys.prices(), 'stocks'] as const,
  candles: (stockId: number, interval: CandleInterval) =>
    [...tradingKeys.prices(), 'candles', stockId, interval] as const,
  /** The club index moves with every price refresh. */
  benchmark: (range: PerformanceRange) => [...tradingKeys.prices(), 'benchmark', range] as const,
  portfolios: () => [...tradingKeys.all, 'portfolios'] as const,
  userPortfolio: (userId: number) => [...tradingKeys.portfolios(), 'user', userId] as const,
  holdings: (portfolioId: number) =>
    [...tradingKeys.portfolios(), portfolioId, 'holdings'] as const,
  transactions: (portfolioId: number) =>
    [...tradingKeys.portfolios(), portfolioId, 'transactions'] as const,
  performance: (portfolioId: number, range: PerformanceRange) =>
    [...tradingKeys.portfolios(), portfolioId, 'performance', range] as const,
  /** Open and closed orders: a trade or a price refresh (which fills them) changes them. */
  orders: (portfolioId: number) => [...tradingKeys.portfolios(), portfolioId, 'orders'] as const,
  risk: (portfolioId: number, range: RiskRange) =>
    [...tradingKeys.portfolios(), portfolioId, 'risk', range] as const,
};

/** docs/product.md section 9: the stock status is polled every 30 seconds. */
export const STATUS_POLL_MS = 30_000;
