import type { BenchmarkPoint, PerformancePoint } from '@fc/contracts/market';

/** A point of a return line: a time (ms since the epoch) and the return since the window's start, percent. */
export interface ReturnPoint {
  time: number;
  percent: number;
}

/** The student's return beside the club index's, both 0 % where the student's window starts. */
export interface ReturnComparison {
  yours: ReturnPoint[];
  /** Empty when the index has no level at or before the window's end. */
  index: ReturnPoint[];
  /** The return over the whole window, percent. */
  yourPercent: number;
  /** null without an index line. */
  indexPercent: number | null;
}

/**
 * Both returns over the student's window (from their first point to their last, the server's
 * now). Theirs at each point is the change in return (value minus the invested base, so a
 * trading bonus or an admin change of cash is not a gain) over the first value. The index is
 * rebased at its level when the window starts: the last level recorded at or before then (prices
 * change only at a refresh), or its first level inside the window when it started later. It
 * ends at the window's end at the last level recorded by then. Null with fewer than 2 points.
 */
export function compareReturns(
  points: readonly PerformancePoint[],
  benchmark: readonly BenchmarkPoint[],
): ReturnComparison | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return null;
  const yourPercentAt = (point: PerformancePoint) =>
    first.totalValue > 0 ? ((point.totalReturn - first.totalReturn) / first.totalValue) * 100 : 0;
  const yours = points.map((point) => ({
    time: Date.parse(point.valuedAt),
    percent: yourPercentAt(point),
  }));
  const start = Date.parse(first.valuedAt);
  const end = Date.parse(last.valuedAt);
  const levels = benchmark
    .map((point) => ({ time: Date.parse(point.valuedAt), level: point.level }))
    .filter((point) => point.time <= end && point.level > 0)
    .sort((a, b) => a.time - b.time);
  const base = levels.filter((point) => point.time <= start).at(-1) ?? levels[0];
  const closing = levels.at(-1);
  if (!base || !closing) {
    return { yours, index: [], yourPercent: yourPercentAt(last), indexPercent: null };
  }
  const indexPercentOf = (level: number) => (level / base.level - 1) * 100;
  const index = [
    { time: Math.max(base.time, start), percent: 0 },
    ...levels
      .filter((point) => point.time > Math.max(base.time, start))
      .map((point) => ({ time: point.time, percent: indexPercentOf(point.level) })),
  ];
  if ((index.at(-1)?.time ?? end) < end) {
    index.push({ time: end, percent: indexPercentOf(closing.level) });
  }
  return {
    yours,
    index,
    yourPercent: yourPercentAt(last),
    indexPercent: indexPercentOf(closing.level),
  };
}

const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A return in percent to one decimal: 3.24 → "+3.2%", -0.5 → "-0.5%", 0.01 → "0.0%". */
export function formatReturnPercent(percent: number): string {
  // Rounded first, so a tiny loss reads "0.0%", not "-0.0%".
  const tenths = Math.round(percent * 10) / 10;
  return signedPercent.format((tenths === 0 ? 0 : tenths) / 100);
}

/**
 * How the student did against the index, in words (not colour alone), compared as shown: to the
 * tenth of a percent.
 */
export function compareInWords(yourPercent: number, indexPercent: number): string {
  const yours = Math.round(yourPercent * 10);
  const index = Math.round(indexPercent * 10);
  if (yours > index) return 'You beat the club index.';
  if (yours < index) return 'You trailed the club index.';
  return 'You matched the club index.';
}
