import type { Candle } from '@fc/contracts/market';

export type ChartLineKind = 'support' | 'resistance';

/** A horizontal line on the candlestick chart, at a price in cents. */
export interface ChartLine {
  id: string;
  kind: ChartLineKind;
  price: number;
  /** One of the two lines drawn from the candles, rather than one the user added. */
  isDefault?: boolean;
}

/** docs/product.md section 9: default support at 1.02 × the lowest low, resistance at 0.98 × the highest high. */
export const SUPPORT_FACTOR = 1.02;
export const RESISTANCE_FACTOR = 0.98;

/** The default support and resistance lines of these candles (none without candles). */
export function getDefaultLines(candles: readonly Candle[]): ChartLine[] {
  if (candles.length === 0) return [];
  const lowest = Math.min(...candles.map((candle) => candle.low));
  const highest = Math.max(...candles.map((candle) => candle.high));
  return [
    {
      id: 'default-support',
      kind: 'support',
      price: Math.round(lowest * SUPPORT_FACTOR),
      isDefault: true,
    },
    {
      id: 'default-resistance',
      kind: 'resistance',
      price: Math.round(highest * RESISTANCE_FACTOR),
      isDefault: true,
    },
  ];
}

/** A custom line's price stays below this ($10,000,000): a larger one is surely a typo. */
export const MAX_LINE_PRICE_CENTS = 1_000_000_000;

/**
 * A custom line's price typed in dollars ("123.45", "$1,234.5"), in cents, or why it cannot be
 * one: not a number, zero or negative, or far too large. Nothing typed is not an error (there is
 * nothing to add yet).
 */
export function checkLinePrice(input: string): { cents: number } | { error: string } | null {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return null;
  if (/^-\s*\$?\s*(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    return { error: 'A line needs a price above $0: a stock never trades below zero.' };
  }
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) {
    return { error: 'Enter the price as a number of dollars, e.g. 150.00.' };
  }
  const cents = Math.round(Number(text) * 100);
  if (!Number.isFinite(cents) || cents <= 0) {
    return { error: 'A line needs a price above $0: a stock never trades below zero.' };
  }
  if (cents >= MAX_LINE_PRICE_CENTS) {
    return { error: 'That price is too large for a line: enter at most $9,999,999.99.' };
  }
  return { cents };
}

/** A custom line's price in cents, or null for anything checkLinePrice refuses. */
export function parseLinePrice(input: string): number | null {
  const checked = checkLinePrice(input);
  return checked && 'cents' in checked ? checked.cents : null;
}

/** Where a line lies against the candles' lowest low and highest high. */
export function getLinePlacement(
  line: Pick<ChartLine, 'price'>,
  candles: readonly Candle[],
): 'above' | 'below' | 'within' {
  if (candles.length === 0) return 'within';
  const highest = Math.max(...candles.map((candle) => candle.high));
  const lowest = Math.min(...candles.map((candle) => candle.low));
  if (line.price > highest) return 'above';
  if (line.price < lowest) return 'below';
  return 'within';
}

/** The Advanced Chart Tools moving average spans 5 candles (the spec leaves the tools open). */
export const MOVING_AVERAGE_PERIOD = 5;

/** Moving averages of the closes over `period` candles, from the first full window on. */
export function getMovingAverage(
  candles: readonly Candle[],
  period: number,
): { time: number; value: number }[] {
  const points: { time: number; value: number }[] = [];
  let sum = 0;
  candles.forEach((candle, index) => {
    sum += candle.close;
    const leaving = candles[index - period];
    if (leaving) sum -= leaving.close;
    if (index >= period - 1) points.push({ time: candle.time, value: sum / period });
  });
  return points;
}
