import type { CandlestickChartProps } from '@/features/trading/components/candlestick-chart';
import type { ReturnComparison } from '@/features/trading/utils/benchmark';
import { formatDollars } from '@/lib/money';

/*
 * jsdom has no canvas or layout, so tests swap the lazily loaded charts (and only them) for these
 * stand-ins, which show what the page handed the chart:
 *   vi.mock('@/features/trading/components/lazy-charts', () => import('@/features/trading/testing/chart-stubs'));
 */

export function LazyCandlestickChart({
  candles,
  interval,
  lines,
  movingAverage,
}: CandlestickChartProps) {
  return (
    <div data-testid="candlestick-chart" data-interval={interval} data-candles={candles.length}>
      <ul aria-label="Drawn lines">
        {lines.map((line) => (
          <li key={line.id}>
            {line.kind} {formatDollars(line.price)}
          </li>
        ))}
      </ul>
      {movingAverage ? <p>Moving average of {movingAverage.length} points</p> : null}
    </div>
  );
}

export function LazyPerformanceChart({ comparison }: { comparison: ReturnComparison }) {
  return (
    <div
      data-testid="performance-chart"
      data-points={comparison.yours.length}
      data-index-points={comparison.index.length}
    />
  );
}

export function LazyAllocationChart({ slices }: { slices: readonly unknown[] }) {
  return <div data-testid="allocation-chart" data-slices={slices.length} />;
}
