import type { PerformancePoint } from '@fc/contracts/market';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { getTimeTicks } from '@/features/trading/utils/time-ticks';
import { formatShortDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Up to this many points each get a dot: a short history reads as points, not as a flat line. */
export const MAX_DOTTED_POINTS = 12;

/**
 * The portfolio's value over time (recharts). Loaded on demand: the page imports it lazily so the
 * chart library stays out of the first bundle. Hidden from screen readers; the card gives a text
 * summary instead.
 */
export function PerformanceChart({ points }: { points: readonly PerformancePoint[] }) {
  const data = points.map((point) => ({
    time: new Date(point.valuedAt).getTime(),
    value: point.totalValue / 100,
  }));
  const first = data[0]?.time ?? 0;
  const last = data[data.length - 1]?.time ?? 0;
  // Evenly spaced ticks that suit the span the history covers (a young portfolio's few hours
  // on the 1M range as well as a full year), never the range's name alone.
  const xTicks = getTimeTicks(first, last);
  // A flat or nearly flat line gets some room above and below, and ticks in whole dollars:
  // compact labels would all read "$10K".
  const values = data.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const padding = Math.max((high - low) * 0.1, high * 0.005, 1);
  const yDomain: [number, number] = [Math.floor(low - padding), Math.ceil(high + padding)];
  const yFormat = high - low + 2 * padding < 10_000 ? wholeDollars : compactDollars;

  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={xTicks.ticks}
            interval={0}
            tickFormatter={xTicks.format}
            tick={{ fontSize: 12, fill: '#475569' }}
            padding={{ left: 12, right: 12 }}
          />
          <YAxis
            domain={yDomain}
            tickFormatter={(value: number) => yFormat.format(value)}
            tick={{ fontSize: 12, fill: '#475569' }}
            width={72}
          />
          <Tooltip
            labelFormatter={(time) => formatShortDateTime(Number(time) / 1000)}
            formatter={(value) => [formatDollars(Math.round(Number(value) * 100)), 'Value']}
          />
          <Line
            type="monotone"
            dataKey="value"
            stroke="#2f4fd8"
            strokeWidth={2}
            dot={data.length <= MAX_DOTTED_POINTS ? { r: 3, fill: '#2f4fd8' } : false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
