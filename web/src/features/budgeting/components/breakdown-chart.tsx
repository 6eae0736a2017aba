import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { BreakdownItem } from '@/features/budgeting/utils/breakdown';
import { breakdownColor } from '@/features/budgeting/utils/breakdown';
import { formatDollars } from '@/lib/money';

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Where the money goes in a year (recharts bars), loaded on demand. Hidden from screen readers:
 * the table beside it carries the same figures.
 */
export function BreakdownChart({ items }: { items: readonly BreakdownItem[] }) {
  const data = items
    .filter((item) => item.annual > 0)
    .map((item) => ({ key: item.key, label: item.label, annual: item.annual }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <XAxis
            type="number"
            tickFormatter={(cents: number) => compactDollars.format(cents / 100)}
            tick={{ fontSize: 12, fill: '#475569' }}
            stroke="#cbd5e1"
          />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            tick={{ fontSize: 12, fill: '#334155' }}
            stroke="#cbd5e1"
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            formatter={(value) => [`${formatDollars(Number(value))} a year`, '']}
            separator=""
          />
          <Bar dataKey="annual" radius={[0, 6, 6, 0]} isAnimationActive={false}>
            {data.map((item) => (
              <Cell key={item.key} fill={breakdownColor(item.key)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
