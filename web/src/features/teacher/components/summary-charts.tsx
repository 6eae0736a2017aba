import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';

/*
 * The summary's charts have a fixed size, not a ResponsiveContainer: a printout has no resize
 * event to measure by, and a fixed width fits the page's half column on screen and on paper.
 */
const CHART_WIDTH = 340;
const BAR_HEIGHT = 22;

/** Horizontal bars with the value at each bar's end; hidden from screen readers (a table says the same). */
export function HorizontalBarChart({
  data,
  color,
}: {
  data: readonly { label: string; value: number }[];
  color: string;
}) {
  const height = Math.max(80, data.length * (BAR_HEIGHT + 8) + 24);
  return (
    <div aria-hidden="true">
      <BarChart
        width={CHART_WIDTH}
        height={height}
        data={[...data]}
        layout="vertical"
        margin={{ top: 4, right: 36, bottom: 4, left: 4 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="label"
          width={130}
          tick={{ fontSize: 11, fill: '#334155' }}
          stroke="#cbd5e1"
          interval={0}
        />
        <Bar
          dataKey="value"
          fill={color}
          barSize={BAR_HEIGHT}
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        >
          <LabelList dataKey="value" position="right" style={{ fontSize: 11, fill: '#0f172a' }} />
        </Bar>
      </BarChart>
    </div>
  );
}
