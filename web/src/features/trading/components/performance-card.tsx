import type { PerformanceRange } from '@fc/contracts/market';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useState } from 'react';

import { ChartBoundary } from '@/components/ui/chart-boundary';
import { useBenchmark } from '@/features/trading/api/get-benchmark';
import { usePerformance } from '@/features/trading/api/get-performance';
import { LazyPerformanceChart } from '@/features/trading/components/lazy-charts';
import { RangeCard } from '@/features/trading/components/range-card';
import type { ToggleOption } from '@/features/trading/components/toggle-buttons';
import {
  compareInWords,
  compareReturns,
  formatReturnPercent,
  type ReturnComparison,
} from '@/features/trading/utils/benchmark';
import { trendTextClass } from '@/features/trading/utils/number-format';
import { summarizePerformance } from '@/features/trading/utils/portfolio';
import { cn } from '@/lib/cn';
import { formatDateTime, formatShortDateTime } from '@/lib/dates';
import { formatDollars, formatSignedDollars } from '@/lib/money';

const rangeOptions: readonly ToggleOption<PerformanceRange>[] = [
  { value: '1D', label: '1D' },
  { value: '1W', label: '1W' },
  { value: '1M', label: '1M' },
  { value: '1Y', label: '1Y' },
];

const rangeNames: Record<PerformanceRange, string> = {
  '1D': 'the last day',
  '1W': 'the last week',
  '1M': 'the last month',
  '1Y': 'the last year',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const rangeLengthsMs: Record<PerformanceRange, number> = {
  '1D': DAY_MS,
  '1W': 7 * DAY_MS,
  '1M': 30 * DAY_MS,
  '1Y': 364 * DAY_MS,
};

/**
 * Whether the history covers only part of the range (a portfolio younger than it): its first
 * value comes well after the range's start. The last value is the server's "now".
 */
export function isHistoryShorterThan(
  range: PerformanceRange,
  first: { valuedAt: string },
  last: { valuedAt: string },
): boolean {
  const span = Date.parse(last.valuedAt) - Date.parse(first.valuedAt);
  return span < rangeLengthsMs[range] * 0.8;
}

/** The two lines' names and how each is drawn, as the chart draws them (performance-chart.tsx). */
function ChartLegend({ hasIndex }: { hasIndex: boolean }) {
  return (
    <ul
      aria-label="Chart legend"
      className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-[#2f4fd8]" />
        Your return
      </li>
      {hasIndex ? (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block w-5 border-t-2 border-dashed border-[#64748b]"
          />
          Club index
        </li>
      ) : null}
    </ul>
  );
}

/**
 * "Your return: +3.2% · Club index: +1.1% over 1W. You beat the club index." Without the index
 * (not loaded, or no level yet) only the student's return.
 */
function ComparisonSentence({
  comparison,
  period,
  isIndexUnavailable,
}: {
  comparison: ReturnComparison;
  period: string;
  isIndexUnavailable: boolean;
}) {
  const { yourPercent, indexPercent } = comparison;
  return (
    <p className="mt-2 text-sm text-slate-700">
      Your return: <span className="font-semibold">{formatReturnPercent(yourPercent)}</span>
      {indexPercent !== null ? (
        <>
          {' · '}Club index:{' '}
          <span className="font-semibold">{formatReturnPercent(indexPercent)}</span> {period}.{' '}
          {compareInWords(yourPercent, indexPercent)}
        </>
      ) : (
        <>
          {' '}
          {period}.
          {isIndexUnavailable
            ? ' The club index could not be loaded.'
            : ' The club index is drawn from the next price refresh on.'}
        </>
      )}
    </p>
  );
}

/**
 * The portfolio performance chart with its 1D/1W/1M/1Y selector (docs/product.md section 2): the
 * student's return beside the club index's over the same window.
 */
export function PerformanceCard({
  portfolioId,
  className,
}: {
  portfolioId: number;
  className?: string;
}) {
  const [range, setRange] = useState<PerformanceRange>('1W');
  const performance = usePerformance(portfolioId, range);
  const benchmark = useBenchmark(range);
  const points = performance.data ?? [];
  const summary = summarizePerformance(points);
  const comparison = compareReturns(points, benchmark.data?.points ?? []);
  const isYoung = summary ? isHistoryShorterThan(range, summary.first, summary.last) : false;
  const period = summary
    ? isYoung
      ? `since ${formatShortDateTime(summary.first.valuedAt)}`
      : `over ${rangeNames[range]}`
    : '';

  return (
    <RangeCard
      icon={LineChartIcon}
      title="Portfolio Performance"
      subtitle={
        summary ? (
          <p className="text-sm text-slate-600">
            <span className={cn('font-semibold', trendTextClass(summary.change))}>
              {formatSignedDollars(summary.change)}
            </span>{' '}
            {period}
          </p>
        ) : null
      }
      rangeLabel="Performance range"
      range={range}
      onRangeChange={setRange}
      options={rangeOptions}
      query={performance}
      what="portfolio performance"
      skeletonClassName="h-64 sm:h-72"
      className={className}
    >
      {() =>
        !summary || !comparison ? (
          <p className="flex min-h-40 flex-1 items-center justify-center rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">
            Your portfolio history will appear here after the next price refresh.
          </p>
        ) : (
          <>
            <ChartLegend hasIndex={comparison.index.length > 0} />
            <ChartBoundary>
              <LazyPerformanceChart comparison={comparison} />
            </ChartBoundary>
            <ComparisonSentence
              comparison={comparison}
              period={
                isYoung ? `since ${formatShortDateTime(summary.first.valuedAt)}` : `over ${range}`
              }
              isIndexUnavailable={benchmark.isError}
            />
            {isYoung ? (
              <p className="mt-2 text-xs text-slate-600">
                Your history starts {formatShortDateTime(summary.first.valuedAt)}. A value is added
                with every price refresh (every 15 minutes), so the chart fills in as time goes by.
              </p>
            ) : null}
            <p className="sr-only">
              {isYoung
                ? `Since ${formatShortDateTime(summary.first.valuedAt)}`
                : `Over ${rangeNames[range]}`}{' '}
              your portfolio went from {formatDollars(summary.first.totalValue)} on{' '}
              {formatDateTime(summary.first.valuedAt)} to {formatDollars(summary.last.totalValue)}{' '}
              on {formatDateTime(summary.last.valuedAt)}, a change of{' '}
              {formatSignedDollars(summary.change)}. Its highest value was{' '}
              {formatDollars(summary.high)} and its lowest {formatDollars(summary.low)}.
            </p>
          </>
        )
      }
    </RangeCard>
  );
}
