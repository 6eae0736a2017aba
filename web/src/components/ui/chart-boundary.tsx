import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { logger } from '@/lib/logger';

class ChartErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('A chart failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/**
 * Around a lazily loaded chart: a placeholder while its code loads, and a short message instead of
 * a broken page when it cannot load (e.g. a dropped connection). The data stays readable in the
 * chart's text alternative either way.
 */
export function ChartBoundary({
  children,
  className = 'h-64 sm:h-72',
}: {
  children: ReactNode;
  /** The placeholder's size, matching the chart's. */
  className?: string;
}) {
  return (
    <ChartErrorBoundary
      fallback={
        <p className="flex items-center justify-center rounded-lg bg-slate-50 p-6 text-sm text-slate-600">
          The chart could not be shown. Reload the page to try again.
        </p>
      }
    >
      <Suspense fallback={<Skeleton className={className} />}>{children}</Suspense>
    </ChartErrorBoundary>
  );
}
