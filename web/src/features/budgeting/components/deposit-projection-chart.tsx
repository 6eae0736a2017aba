import {
  Area,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { ProjectionPoint } from '@/features/budgeting/utils/deposit-projection';
import { formatWholeDollars } from '@/lib/money';

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The band between the low and the high return, drawn as [low, high] per year. */
const withBand = (points: readonly ProjectionPoint[]) =>
  points.map((point) => ({ ...point, range: [point.low, point.high] as [number, number] }));

const lineLabels: Record<string, string> = {
  range: 'Invested: low to high (4–10 %)',
  typical: 'Invested: typical (7 %)',
  savings: 'Savings account (2 %)',
  deposited: 'Deposits alone',
};

/**
 * Saving the plan's monthly savings over the years (recharts), loaded on demand: invested, as a
 * band from the low to the high return with the typical return as a line, beside a savings
 * account and the deposits alone. Hidden from screen readers: the card says the figures in words.
 */
export function DepositProjectionChart({ points }: { points: readonly ProjectionPoint[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={withBand(points)}
          margin={{ top: 8, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <XAxis
            dataKey="year"
            tickFormatter={(year: number) => `${year}y`}
            tick={{ fontSize: 12, fill: '#475569' }}
            stroke="#cbd5e1"
          />
          <YAxis
            width={64}
            tickFormatter={(cents: number) => compactDollars.format(cents / 100)}
            tick={{ fontSize: 12, fill: '#475569' }}
            stroke="#cbd5e1"
          />
          <Tooltip
            labelFormatter={(year) => `After ${Number(year)} years`}
            formatter={(value, name) => [
              Array.isArray(value)
                ? `${formatWholeDollars(Number(value[0]))} – ${formatWholeDollars(Number(value[1]))}`
                : formatWholeDollars(Number(value)),
              lineLabels[String(name)] ?? String(name),
            ]}
          />
          <Legend formatter={(name) => lineLabels[String(name)] ?? String(name)} />
          <Area
            dataKey="range"
            stroke="none"
            fill="#16a34a"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Line
            dataKey="typical"
            stroke="#15803d"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="savings"
            stroke="#2563eb"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="deposited"
            stroke="#64748b"
            strokeDasharray="4 4"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
