import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ReturnComparison } from '@/features/trading/utils/benchmark';
import { formatReturnPercent } from '@/features/trading/utils/benchmark';
import { getTimeTicks } from '@/features/trading/utils/time-ticks';
import { formatShortDateTime } from '@/lib/dates';

/** Up to this many points each get a dot: a short history reads as points, not as a flat line. */
export const MAX_DOTTED_POINTS = 12;

/** The two lines' colours and names; the card's legend shows the same. */
export const YOUR_LINE = { name: 'Your return', color: '#2f4fd8' } as const;
export const INDEX_LINE = { name: 'Club index', color: '#64748b', dash: '6 4' } as const;

/**
 * The portfolio's return over the window beside the club index's, both 0 % at the window's start
 * (recharts). Loaded on demand: the page imports it lazily so the chart library stays out of the
 * first bundle. Hidden from screen readers; the card gives a text summary and the legend instead.
 */
export function PerformanceChart({ comparison }: { comparison: ReturnComparison }) {
  const { yours, index } = comparison;
  const first = yours[0]?.time ?? 0;
  const last = yours[yours.length - 1]?.time ?? 0;
  // Evenly spaced ticks that suit the span the history covers (a young portfolio's few hours
  // on the 1M range as well as a full year), never the range's name alone.
  const xTicks = getTimeTicks(first, last);
  // A flat or nearly flat line gets some room above and below.
  const values = [...yours, ...index].map((point) => point.percent);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const padding = Math.max((high - low) * 0.1, 0.5);
  const yDomain: [number, number] = [
    Math.floor((low - padding) * 10) / 10,
    Math.ceil((high + padding) * 10) / 10,
  ];

  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 8, right: 24, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={[first, last]}
            allowDataOverflow
            ticks={xTicks.ticks}
            interval={0}
            tickFormatter={xTicks.format}
            tick={{ fontSize: 12, fill: '#475569' }}
            padding={{ left: 12, right: 12 }}
          />
          <YAxis
            domain={yDomain}
            tickFormatter={(value: number) => formatReturnPercent(value)}
            tick={{ fontSize: 12, fill: '#475569' }}
            width={64}
          />
          <Tooltip
            labelFormatter={(time) => formatShortDateTime(Number(time) / 1000)}
            formatter={(value, name) => [formatReturnPercent(Number(value)), name]}
          />
          <Line
            data={yours}
            dataKey="percent"
            name={YOUR_LINE.name}
            type="monotone"
            stroke={YOUR_LINE.color}
            strokeWidth={2}
            dot={yours.length <= MAX_DOTTED_POINTS ? { r: 3, fill: YOUR_LINE.color } : false}
            isAnimationActive={false}
          />
          {index.length > 0 ? (
            <Line
              data={index}
              dataKey="percent"
              name={INDEX_LINE.name}
              type="linear"
              stroke={INDEX_LINE.color}
              strokeWidth={2}
              strokeDasharray={INDEX_LINE.dash}
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
