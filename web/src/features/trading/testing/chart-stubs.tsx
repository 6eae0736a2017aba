import type { CandlestickChartProps } from '@/features/trading/components/candlestick-chart';
import { formatDollars } from '@/features/trading/utils/money';

/*
 * jsdom has no canvas or layout, so tests swap the chart wrappers (and only them) for these
 * stand-ins, which show what the page handed the chart:
 *   vi.mock('@/features/trading/components/candlestick-chart', () => import('@/features/trading/testing/chart-stubs'));
 */

export function CandlestickChart({
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

export function PerformanceChart({ points }: { points: readonly unknown[] }) {
  return <div data-testid="performance-chart" data-points={points.length} />;
}

export function AllocationChart({ slices }: { slices: readonly unknown[] }) {
  return <div data-testid="allocation-chart" data-slices={slices.length} />;
}
