import { Activity, RefreshCw } from 'lucide-react';
import { useRef } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { PriceUpdateFailedError } from '@/features/trading/api/update-stocks';
import { useMarketRefresh } from '@/features/trading/api/use-market-refresh';
import { getServerMessage } from '@/features/trading/utils/errors';
import { describePriceSource } from '@/features/trading/utils/market-source';
import { formatCount } from '@/features/trading/utils/number-format';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * The market-data card: where prices come from ('Simulated market' or 'Live: Finnhub'), when they
 * last changed and change next, how many stocks are listed, and 'Update Now' (docs/product.md
 * section 2; signed-in users only: a guest is not offered it). 'Update Now' reads 'Updating
 * prices…' until the server's refresh has finished, and only then says it worked.
 */
export function MarketStatusCard({ isGuest }: { isGuest: boolean }) {
  // The prices' time when Update Now was pressed: the simulated market moves once per 15-minute
  // slot, so a refresh in a slot it has reached leaves the prices (and this time) as they were.
  const pricedAtRequest = useRef<string | null | undefined>(undefined);
  const { status, update, isUpdating } = useMarketRefresh({
    onUpdateSuccess: (outcome) =>
      outcome.kind === 'completed'
        ? outcome.lastUpdatedAt !== null && outcome.lastUpdatedAt === pricedAtRequest.current
          ? toast({
              title: 'Prices are up to date',
              description: `The market moves once every 15 minutes: these are the prices of ${formatTime(outcome.lastUpdatedAt)}.`,
            })
          : toast({
              title: 'Stock Prices Updated',
              description: outcome.lastUpdatedAt
                ? `Prices as of ${formatTime(outcome.lastUpdatedAt)}.`
                : 'The prices are up to date.',
              variant: 'success',
            })
        : toast({
            title: 'Still updating',
            description:
              'The price refresh is taking longer than usual. The prices will change on their own when it finishes.',
          }),
    onUpdateError: (error) =>
      toast({
        title: 'Update Failed',
        description:
          error instanceof PriceUpdateFailedError
            ? error.message
            : getServerMessage(error, 'Failed to update stock prices'),
        variant: 'destructive',
      }),
  });

  const requestUpdate = () => {
    pricedAtRequest.current = status.data?.lastUpdatedAt;
    update.mutate();
  };

  const data = status.data;
  const source = data ? describePriceSource(data.provider) : null;

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
              Market Data
            </h2>
            <span role="status" className="inline-flex">
              {isUpdating ? (
                <Badge variant="warning">
                  <span
                    aria-hidden="true"
                    className="size-1.5 animate-pulse rounded-full bg-amber-500"
                  />
                  Updating prices…
                </Badge>
              ) : source ? (
                <Badge variant={source.isLive ? 'success' : 'primary'}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-1.5 rounded-full',
                      source.isLive ? 'bg-green-600' : 'bg-primary-500',
                    )}
                  />
                  {source.label}
                </Badge>
              ) : null}
            </span>
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
              {source ? <p className="text-xs text-slate-600">{source.description}</p> : null}
            </div>
          ) : null}
        </div>
      </div>
      {isGuest ? null : (
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
      )}
    </Card>
  );
}
