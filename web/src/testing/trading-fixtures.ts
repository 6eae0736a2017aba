import type {
  Benchmark,
  Candle,
  Holding,
  PerformancePoint,
  Portfolio,
  Risk,
  Stock,
  StockStatus,
  Transaction,
} from '@fc/contracts/market';
import type { Order, OrderList } from '@fc/contracts/orders';

import type { MockRoutes } from '@/testing/mock-fetch';

/** Test data for the simulator: what the market service answers (contracts/market.ts). */

export function buildStock(overrides: Partial<Stock> & Pick<Stock, 'id' | 'symbol'>): Stock {
  return {
    name: `${overrides.symbol} Corporation`,
    sector: 'Technology',
    marketCap: 1_000_000_000,
    currentPrice: 10_000,
    changePercent: 0,
    riskFactor: 3,
    exclusive: false,
    priceUpdatedAt: '2026-03-02T14:45:00.000Z',
    ...overrides,
  };
}

export const apple = buildStock({
  id: 1,
  symbol: 'AAPL',
  name: 'Apple Inc.',
  currentPrice: 18_950,
  changePercent: 123,
  riskFactor: 2,
});
export const microsoft = buildStock({
  id: 2,
  symbol: 'MSFT',
  name: 'Microsoft Corporation',
  currentPrice: 41_525,
  changePercent: -45,
  riskFactor: 2,
});
export const tesla = buildStock({
  id: 3,
  symbol: 'TSLA',
  name: 'Tesla, Inc.',
  sector: 'Automotive',
  currentPrice: 24_810,
  changePercent: -310,
  riskFactor: 5,
});
export const berkshire = buildStock({
  id: 4,
  symbol: 'BRK.A',
  name: 'Berkshire Hathaway',
  sector: 'Financials',
  currentPrice: 62_500_000,
  changePercent: 10,
  riskFactor: 1,
  exclusive: true,
});

/** Sorted by symbol, as GET /api/stocks answers. */
export const stocks: Stock[] = [apple, berkshire, microsoft, tesla];

export function buildStatus(overrides: Partial<StockStatus> = {}): StockStatus {
  return {
    stockCount: stocks.length,
    lastUpdatedAt: '2026-03-02T14:45:00.000Z',
    nextUpdateAt: '2026-03-02T15:00:00.000Z',
    isUpdating: false,
    provider: 'simulated',
    ...overrides,
  };
}

export function buildPortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    id: 11,
    userId: 7,
    cashBalance: 812_345,
    holdingsValue: 234_567,
    totalValue: 1_046_912,
    investedBase: 1_000_000,
    totalReturn: 46_912,
    totalReturnPercent: 469,
    ...overrides,
  };
}

/** The stock as a holding or a transaction names it. */
function stockRef({ id, symbol, name, sector, currentPrice, riskFactor }: Stock): Holding['stock'] {
  return { id, symbol, name, sector, currentPrice, riskFactor };
}

export function buildHolding(stock: Stock, overrides: Partial<Holding> = {}): Holding {
  return {
    id: stock.id * 100,
    shares: 10,
    averageCost: 15_000,
    currentValue: stock.currentPrice * 10,
    unrealizedGain: stock.currentPrice * 10 - 150_000,
    unrealizedGainPercent: 0,
    stock: stockRef(stock),
    ...overrides,
  };
}

export function buildTransaction(
  stock: Stock,
  overrides: Partial<Transaction> & Pick<Transaction, 'id'>,
): Transaction {
  const shares = overrides.shares ?? 5;
  const price = overrides.price ?? stock.currentPrice;
  return {
    type: 'buy',
    shares,
    price,
    totalAmount: shares * price,
    createdAt: '2026-03-01T15:30:00.000Z',
    stock: stockRef(stock),
    ...overrides,
  };
}

/** 24 hourly candles around $189, oldest first. */
export function buildCandles(count = 24): Candle[] {
  const start = Date.UTC(2026, 2, 1, 0) / 1000;
  return Array.from({ length: count }, (_, index) => {
    const open = 18_800 + index * 10;
    const close = open + (index % 2 === 0 ? 25 : -15);
    return {
      time: start + index * 3600,
      open,
      high: Math.max(open, close) + 40,
      low: Math.min(open, close) - 30,
      close,
    };
  });
}

export const performancePoints: PerformancePoint[] = [
  { valuedAt: '2026-02-23T15:00:00.000Z', totalValue: 1_000_000, totalReturn: 0 },
  { valuedAt: '2026-02-27T15:00:00.000Z', totalValue: 1_021_000, totalReturn: 21_000 },
  { valuedAt: '2026-03-02T15:00:00.000Z', totalValue: 1_046_912, totalReturn: 46_912 },
];

/** The club index over the same week as performancePoints: +1.1 % over it. */
export function buildBenchmark(overrides: Partial<Benchmark> = {}): Benchmark {
  return {
    name: 'Club index',
    description: 'Every stock in the simulator, weighted by market value',
    points: [
      { valuedAt: '2026-02-23T15:00:00.000Z', level: 100 },
      { valuedAt: '2026-02-27T15:00:00.000Z', level: 100.8 },
      { valuedAt: '2026-03-02T14:45:00.000Z', level: 101.1 },
    ],
    returnPercentHundredths: 110,
    ...overrides,
  };
}

/** The risk view of portfolio 11 over a month: one stock, so one sector and a 100 % position. */
export function buildPortfolioRisk(overrides: Partial<Risk> = {}): Risk {
  return {
    holdings: 1,
    largestPositionBasisPoints: 10_000,
    sectorCount: 1,
    sectorHhiBasisPoints: 10_000,
    dailyVolatilityBasisPoints: 124,
    maxDrawdownBasisPoints: 350,
    sharpeLike: 0.27,
    days: 21,
    explanations: [
      {
        key: 'largestPosition',
        text: 'Your largest position is 100% of your holdings: one stock decides how you do.',
        lessonPath: '/lessons/7',
      },
      {
        key: 'volatility',
        text: 'On a typical day your portfolio moves about 1.2%.',
        lessonPath: '/lessons/9',
      },
    ],
    ...overrides,
  };
}

/** The simulator's calls for a signed-in user with portfolio 11, answered with the data above. */
export function buildOrder(stock: Stock, overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  const shares = overrides.shares ?? 5;
  const triggerPrice = overrides.triggerPrice ?? stock.currentPrice - 500;
  return {
    side: 'buy',
    kind: 'limit',
    shares,
    triggerPrice,
    timeInForce: 'gtc',
    status: 'open',
    statusReason: null,
    reservedCash: shares * triggerPrice,
    createdAt: '2026-03-01T15:30:00.000Z',
    expiresAt: null,
    closedAt: null,
    fillPrice: null,
    stock: stockRef(stock),
    ...overrides,
  };
}

export function buildOrderList(orders: Order[] = []): OrderList {
  const open = orders.filter((order) => order.status === 'open');
  return {
    open,
    closed: orders.filter((order) => order.status !== 'open'),
    reservedCash: open.reduce((sum, order) => sum + order.reservedCash, 0),
  };
}

export function marketRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/stocks': { body: stocks },
    'GET /api/stocks/status': { body: buildStatus() },
    'GET /api/users/7/portfolio': { body: buildPortfolio() },
    'GET /api/portfolios/11/holdings': { body: [buildHolding(apple)] },
    'GET /api/portfolios/11/transactions': { body: [] },
    'GET /api/portfolios/11/performance': { body: performancePoints },
    'GET /api/benchmark': { body: buildBenchmark() },
    'GET /api/portfolios/11/risk': { body: buildPortfolioRisk() },
    'GET /api/portfolios/11/orders': { body: buildOrderList() },
    'GET /api/stocks/1/candles': { body: buildCandles() },
    'GET /api/stocks/2/candles': { body: buildCandles() },
    'GET /api/stocks/3/candles': { body: buildCandles() },
    'GET /api/stocks/4/candles': { body: buildCandles() },
    ...overrides,
  };
}
