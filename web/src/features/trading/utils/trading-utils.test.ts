import { unlockFeatureLabels } from '@fc/contracts/rewards';
import { describe, expect, it } from 'vitest';

import {
  getDefaultLines,
  getMovingAverage,
  parseLinePrice,
} from '@/features/trading/utils/chart-lines';
import { getServerMessage } from '@/features/trading/utils/errors';
import { featureLabels } from '@/features/trading/utils/features';
import {
  getAllocation,
  getBestAndWorst,
  getSectorBreakdown,
  summarizePerformance,
} from '@/features/trading/utils/portfolio';
import { estimateTradeTotal, parseShares } from '@/features/trading/utils/shares';
import {
  filterStocks,
  getChartStocks,
  getPopularStocks,
  isStockLocked,
} from '@/features/trading/utils/stocks';
import { ApiError } from '@/lib/api-client';
import { formatDollars, formatSignedDollars, formatSignedPercent } from '@/lib/money';
import {
  apple,
  berkshire,
  buildHolding,
  buildPortfolio,
  buildStock,
  microsoft,
  stocks,
  tesla,
} from '@/testing/trading-fixtures';

describe('share count', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [' 7 ', 7],
    ['007', 7],
  ])("accepts '%s' as %i", (input, expected) => {
    expect(parseShares(input)).toBe(expected);
  });

  it.each(['', '0', '-3', '2.5', '1e3', 'abc', '12abc', '+4', '99999999999999999999'])(
    "refuses '%s'",
    (input) => {
      expect(parseShares(input)).toBeNull();
    },
  );

  it('estimates the total in cents only for a valid count', () => {
    expect(estimateTradeTotal('3', 18_950)).toBe(56_850);
    expect(estimateTradeTotal('2.5', 18_950)).toBeNull();
  });
});

describe('money', () => {
  it('shows cents as thousands-separated dollars with 2 decimals, signed where asked', () => {
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatSignedDollars(-1_200)).toBe('-$12.00');
    expect(formatSignedDollars(0)).toBe('$0.00');
    expect(formatSignedPercent(1234)).toBe('+12.34%');
    expect(formatSignedPercent(-5)).toBe('-0.05%');
  });
});

describe('stocks', () => {
  it('filters by symbol or name, ignoring case and surrounding spaces', () => {
    expect(filterStocks(stocks, 'aapl')).toEqual([apple]);
    expect(filterStocks(stocks, '  HATHAWAY ')).toEqual([berkshire]);
    expect(filterStocks(stocks, '')).toEqual(stocks);
    expect(filterStocks(stocks, 'nothing')).toEqual([]);
  });

  it('charts the first 10 by symbol plus the chosen one when it is not among them', () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      buildStock({ id: index, symbol: `S${String(11 - index).padStart(2, '0')}` }),
    );
    expect(getChartStocks(many, null).map((stock) => stock.symbol)).toEqual(
      Array.from({ length: 10 }, (_, index) => `S${String(index).padStart(2, '0')}`),
    );
    expect(
      getChartStocks(many, 0)
        .map((stock) => stock.symbol)
        .at(-1),
    ).toBe('S11');
    expect(getChartStocks(many, 11)).toHaveLength(10);
    expect(getPopularStocks(many)).toHaveLength(6);
  });

  it('locks premium stocks until exclusive_stocks is unlocked', () => {
    expect(isStockLocked(berkshire, [])).toBe(true);
    expect(isStockLocked(berkshire, ['exclusive_stocks'])).toBe(false);
    expect(isStockLocked(apple, [])).toBe(false);
  });
});

describe('chart lines', () => {
  const candles = [
    { time: 1, open: 100, high: 120, low: 95, close: 110 },
    { time: 2, open: 110, high: 150, low: 100, close: 140 },
    { time: 3, open: 140, high: 145, low: 130, close: 135 },
  ];

  it('puts support at 1.02 × the lowest low and resistance at 0.98 × the highest high', () => {
    expect(getDefaultLines(candles)).toEqual([
      expect.objectContaining({ kind: 'support', price: 97, isDefault: true }),
      expect.objectContaining({ kind: 'resistance', price: 147, isDefault: true }),
    ]);
    expect(getDefaultLines([])).toEqual([]);
  });

  it('reads a custom price in dollars and ignores anything non-numeric', () => {
    expect(parseLinePrice('185.5')).toBe(18_550);
    expect(parseLinePrice('$1,234.56')).toBe(123_456);
    expect(parseLinePrice('.5')).toBe(50);
    expect(parseLinePrice('abc')).toBeNull();
    expect(parseLinePrice('')).toBeNull();
    expect(parseLinePrice('0')).toBeNull();
    expect(parseLinePrice('-5')).toBeNull();
    expect(parseLinePrice('12abc')).toBeNull();
  });

  it('averages the closes over a sliding window from the first full one', () => {
    expect(getMovingAverage(candles, 2)).toEqual([
      { time: 2, value: 125 },
      { time: 3, value: 137.5 },
    ]);
    expect(getMovingAverage(candles, 5)).toEqual([]);
  });
});

describe('portfolio', () => {
  const holdings = [
    buildHolding(apple, { currentValue: 30_000, unrealizedGainPercent: 500 }),
    buildHolding(microsoft, { currentValue: 10_000, unrealizedGainPercent: -200 }),
    buildHolding(tesla, { currentValue: 60_000, unrealizedGainPercent: 100 }),
  ];

  it('splits the portfolio into cash and holdings by value, largest holding first', () => {
    const slices = getAllocation(buildPortfolio({ cashBalance: 100_000 }), holdings);
    expect(slices.map((slice) => [slice.label, slice.share])).toEqual([
      ['Cash', 0.5],
      ['TSLA', 0.3],
      ['AAPL', 0.15],
      ['MSFT', 0.05],
    ]);
  });

  it('groups holdings by sector and finds the best and worst performer', () => {
    expect(getSectorBreakdown(holdings)).toEqual([
      { sector: 'Automotive', value: 60_000, share: 0.6 },
      { sector: 'Technology', value: 40_000, share: 0.4 },
    ]);
    const extremes = getBestAndWorst(holdings);
    expect(extremes?.best.stock.symbol).toBe('AAPL');
    expect(extremes?.worst.stock.symbol).toBe('MSFT');
    expect(getBestAndWorst([])).toBeNull();
  });

  it('summarizes a performance series only from 2 points on', () => {
    expect(summarizePerformance([{ valuedAt: 'a', totalValue: 1, totalReturn: 0 }])).toBeNull();
    expect(
      summarizePerformance([
        { valuedAt: 'a', totalValue: 100, totalReturn: 0 },
        { valuedAt: 'b', totalValue: 300, totalReturn: 200 },
        { valuedAt: 'c', totalValue: 250, totalReturn: 150 },
      ]),
    ).toMatchObject({ high: 300, low: 100, change: 150 });
  });

  it('when a trading bonus lands in the range, then the change counts the return, not the bonus', () => {
    const summary = summarizePerformance([
      { valuedAt: 'a', totalValue: 1_000_000, totalReturn: 0 },
      // +$500 bonus and +$20 from prices: the value rises by $520, the return by $20.
      { valuedAt: 'b', totalValue: 1_052_000, totalReturn: 2_000 },
    ]);
    expect(summary?.change).toBe(2_000);
    expect(summary?.high).toBe(1_052_000);
  });
});

describe('server messages', () => {
  it('reads the message of the error body, also when nested under "error"', () => {
    const flat = new ApiError(400, 'Bad Request', JSON.stringify({ code: 'X', message: 'Flat' }));
    const nested = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ error: { message: 'Nested' } }),
    );
    expect(getServerMessage(flat, 'fallback')).toBe('Flat');
    expect(getServerMessage(nested, 'fallback')).toBe('Nested');
    expect(getServerMessage(new ApiError(502, 'Bad Gateway', '<html>'), 'fallback')).toBe(
      'fallback',
    );
    expect(getServerMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('unlockable features', () => {
  it("uses the contracts' labels", () => {
    for (const [feature, label] of Object.entries(featureLabels)) {
      expect(unlockFeatureLabels[feature as keyof typeof unlockFeatureLabels]).toBe(label);
    }
  });
});
