import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleButtons, type ToggleOption } from '@/features/trading/components/toggle-buttons';
import { cn } from '@/lib/cn';

/**
 * A portfolio card over a time window (performance, risk): its heading, a line under it, the
 * window's toggle, then the window's figures once they load, or what went wrong with a retry.
 */
export function RangeCard<Range extends string, Data>({
  icon: Icon,
  title,
  subtitle,
  rangeLabel,
  range,
  onRangeChange,
  options,
  query,
  what,
  skeletonClassName,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  /** Names the window's toggle, e.g. 'Risk range'. */
  rangeLabel: string;
  range: Range;
  onRangeChange: (range: Range) => void;
  options: readonly ToggleOption<Range>[];
  query: UseQueryResult<Data>;
  /** What loads, in "Loading your …" and "Your … could not be loaded.", e.g. 'portfolio risk'. */
  what: string;
  skeletonClassName: string;
  className?: string;
  /** The figures, once loaded (a placeholder from the previous window shows busy). */
  children: (data: NonNullable<Data>) => ReactNode;
}) {
  const titleId = useId();
  const { data } = query;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col p-4 sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 font-bold text-slate-900">
            <Icon aria-hidden="true" className="size-5 text-primary-600" />
            {title}
          </h2>
          {subtitle}
        </div>
        <ToggleButtons
          label={rangeLabel}
          options={options}
          value={range}
          onChange={onRangeChange}
        />
      </div>

      {query.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your {what}</span>
          <Skeleton className={skeletonClassName} />
        </div>
      ) : query.isError || data === undefined || data === null ? (
        <InlineAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          Your {what} could not be loaded.
        </InlineAlert>
      ) : (
        <div aria-busy={query.isPlaceholderData} className="flex min-w-0 flex-1 flex-col">
          {children(data)}
        </div>
      )}
    </Card>
  );
}
