import { Activity, RefreshCw } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketRefresh } from '@/features/trading/api/use-market-refresh';
import { getServerMessage } from '@/features/trading/utils/errors';
import { formatCount } from '@/features/trading/utils/number-format';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * The live-market-data card: when prices last changed and change next, how many stocks are
 * listed, and 'Update Now' (docs/product.md section 2; signed-in users only, guests are asked to sign in).
 */
export function MarketStatusCard({ isGuest }: { isGuest: boolean }) {
  const { status, update, isUpdating } = useMarketRefresh({
    onUpdateSuccess: () =>
      toast({
        title: 'Stock Prices Updated',
        description: 'Real-time stock data has been refreshed from market sources.',
        variant: 'success',
      }),
    onUpdateError: (error) =>
      toast({
        title: 'Update Failed',
        description: getServerMessage(error, 'Failed to update stock prices'),
        variant: 'destructive',
      }),
  });

  const requestUpdate = () => {
    if (isGuest) {
      toast({
        title: 'Sign in required',
        description: 'Sign in or create an account to refresh stock prices.',
      });
      return;
    }
    update.mutate();
  };

  const data = status.data;

  return (
    <Card
      role="region"
      aria-labelledby="market-status-title"
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-success-soft text-green-700">
          <Activity aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="market-status-title" className="font-bold text-slate-900">
              Live Market Data
            </h2>
            {data ? (
              <Badge variant={isUpdating ? 'warning' : 'success'}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-1.5 rounded-full',
                    isUpdating ? 'animate-pulse bg-amber-500' : 'bg-green-600',
                  )}
                />
                {isUpdating ? 'Updating' : 'Live'}
              </Badge>
            ) : null}
          </div>
          {status.isPending ? (
            <div role="status" className="mt-2 space-y-2">
              <span className="sr-only">Loading the market status</span>
              <Skeleton className="h-4 w-56 max-w-full" />
              <Skeleton className="h-4 w-72 max-w-full" />
            </div>
          ) : status.isError && !data ? (
            <InlineAlert
              className="mt-2"
              onRetry={() => void status.refetch()}
              isRetrying={status.isFetching}
            >
              The market status could not be loaded.
            </InlineAlert>
          ) : data ? (
            <div className="mt-1 space-y-0.5 text-sm text-slate-600">
              <p>
                {data.lastUpdatedAt ? (
                  <>
                    Last updated{' '}
                    <time dateTime={data.lastUpdatedAt} className="font-semibold text-slate-800">
                      {formatTime(data.lastUpdatedAt)}
                    </time>
                  </>
                ) : (
                  'Prices have not been refreshed yet'
                )}
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">
                  {formatCount(data.stockCount)} {data.stockCount === 1 ? 'stock' : 'stocks'}
                </span>
              </p>
              <p>
                Prices refresh every 15 minutes
                {data.nextUpdateAt ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">
                      next at{' '}
                      <time dateTime={data.nextUpdateAt}>{formatTime(data.nextUpdateAt)}</time>
                    </span>
                  </>
                ) : null}
              </p>
              {data.provider ? (
                <p className="text-xs text-slate-500">
                  Source: {data.provider === 'simulated' ? 'simulated market' : data.provider}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <Button
        variant="outline"
        onClick={requestUpdate}
        disabled={isUpdating}
        aria-busy={isUpdating}
        className="self-start sm:self-center"
      >
        <RefreshCw aria-hidden="true" className={cn(isUpdating && 'animate-spin')} />
        Update Now
      </Button>
    </Card>
  );
}
