import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

import type { AllocationSlice } from '@/features/trading/utils/portfolio';
import { formatDollars } from '@/lib/money';

/**
 * The allocation pie (recharts), loaded on demand. Hidden from screen readers: the card's legend
 * lists every slice with its value and share.
 */
export function AllocationChart({
  slices,
  colors,
}: {
  slices: readonly AllocationSlice[];
  colors: readonly string[];
}) {
  const data = slices
    .map((slice, index) => ({ ...slice, color: colors[index % colors.length] ?? '#94a3b8' }))
    .filter((slice) => slice.value > 0);
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            innerRadius="55%"
            outerRadius="90%"
            paddingAngle={data.length > 1 ? 1 : 0}
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {data.map((slice) => (
              <Cell key={slice.key} fill={slice.color} stroke="#ffffff" />
            ))}
          </Pie>
          <Tooltip formatter={(value, name) => [formatDollars(Number(value)), String(name)]} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
