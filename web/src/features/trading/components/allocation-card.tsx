import type { Holding, Portfolio } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { PieChart } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LazyAllocationChart } from '@/features/trading/components/lazy-charts';
import { formatShare } from '@/features/trading/utils/number-format';
import { getAllocation } from '@/features/trading/utils/portfolio';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';

/** Slice colours: cash first, then the holdings by value. */
const SLICE_COLORS = [
  '#14a692',
  '#2f4fd8',
  '#8b5cf6',
  '#f59e0b',
  '#dc2626',
  '#0ea5e9',
  '#16a34a',
  '#db2777',
  '#64748b',
  '#ca8a04',
] as const;

/** The allocation pie: cash and each holding by current value, with a legend that reads as a list. */
export function AllocationCard({
  portfolio,
  holdings,
  className,
}: {
  portfolio: Portfolio;
  holdings: UseQueryResult<Holding[]>;
  className?: string;
}) {
  return (
    <Card
      role="region"
      aria-labelledby="allocation-title"
      className={cn('flex min-w-0 flex-col p-4 sm:p-5', className)}
    >
      <h2 id="allocation-title" className="mb-4 flex items-center gap-2 font-bold text-slate-900">
        <PieChart aria-hidden="true" className="size-5 text-primary-600" />
        Portfolio Allocation
      </h2>
      {holdings.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your allocation</span>
          <Skeleton className="mx-auto size-48 rounded-full" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : holdings.isError ? (
        <InlineAlert onRetry={() => void holdings.refetch()} isRetrying={holdings.isFetching}>
          Your holdings could not be loaded.
        </InlineAlert>
      ) : (
        <AllocationContent portfolio={portfolio} holdings={holdings.data} />
      )}
    </Card>
  );
}

function AllocationContent({
  portfolio,
  holdings,
}: {
  portfolio: Portfolio;
  holdings: readonly Holding[];
}) {
  const slices = getAllocation(portfolio, holdings);
  const hasValue = slices.some((slice) => slice.value > 0);
  return (
    <>
      {hasValue ? (
        <ChartBoundary className="mx-auto size-48 rounded-full">
          <LazyAllocationChart slices={slices} colors={SLICE_COLORS} />
        </ChartBoundary>
      ) : null}
      <ul aria-label="Allocation" className="mt-4 space-y-2 text-sm">
        {slices.map((slice, index) => (
          <li key={slice.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: SLICE_COLORS[index % SLICE_COLORS.length] }}
            />
            <span className="min-w-0 flex-1 truncate font-medium text-slate-800">
              {slice.label}
            </span>
            <span className="text-slate-600 tabular-nums">{formatDollars(slice.value)}</span>
            <span className="w-14 text-right font-semibold text-slate-900 tabular-nums">
              {formatShare(slice.share)}
            </span>
          </li>
        ))}
      </ul>
      {holdings.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          All cash for now: buy a stock to start building your portfolio.
        </p>
      ) : null}
    </>
  );
}
