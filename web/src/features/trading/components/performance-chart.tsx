import type { PerformancePoint, PerformanceRange } from '@fc/contracts/market';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { formatShortDate, formatShortDateTime, formatTime } from '@/lib/dates';
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

const MAX_DATE_TICKS = 8;

/** Local midnights between the first and last time (at most 8, evenly thinned): one label per day. */
function getDayTicks(first: number, last: number): number[] {
  const start = new Date(first);
  start.setHours(24, 0, 0, 0);
  const days: number[] = [];
  for (const day = start; day.getTime() <= last; day.setDate(day.getDate() + 1)) {
    days.push(day.getTime());
  }
  const step = Math.ceil(days.length / MAX_DATE_TICKS);
  return days.filter((_, index) => index % step === 0);
}

/**
 * The portfolio's value over time (recharts). Loaded on demand: the page imports it lazily so the
 * chart library stays out of the first bundle. Hidden from screen readers; the card gives a text
 * summary instead.
 */
export function PerformanceChart({
  points,
  range,
}: {
  points: readonly PerformancePoint[];
  range: PerformanceRange;
}) {
  const data = points.map((point) => ({
    time: new Date(point.valuedAt).getTime(),
    value: point.totalValue / 100,
  }));
  const formatTick = (time: number) =>
    range === '1D' ? formatTime(time / 1000) : formatShortDate(time / 1000);
  const first = data[0]?.time ?? 0;
  const last = data[data.length - 1]?.time ?? 0;
  // A flat or nearly flat line gets some room above and below, and ticks in whole dollars:
  // compact labels would all read "$10K".
  const values = data.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const padding = Math.max((high - low) * 0.1, high * 0.005, 1);
  const yDomain: [number, number] = [Math.floor(low - padding), Math.ceil(high + padding)];
  const yFormat = high - low + 2 * padding < 10_000 ? wholeDollars : compactDollars;
  // Past a day, ticks sit on midnights so that no date is labelled twice.
  const ticks = range === '1D' ? undefined : getDayTicks(first, last);

  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={ticks}
            tickFormatter={formatTick}
            tick={{ fontSize: 12, fill: '#475569' }}
            minTickGap={24}
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
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
