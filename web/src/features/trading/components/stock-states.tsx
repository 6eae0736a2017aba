import type { Contest } from '@fc/contracts/contests';
import type { Stock } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';

import { SkeletonList } from '@/components/ui/skeleton';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';

/** The stock list while it loads, when it failed, or when nothing is listed; null when there are stocks. */
export function StocksState({ stocks }: { stocks: UseQueryResult<Stock[]> }) {
  if (stocks.isPending) {
    return (
      <SkeletonList
        label="Loading the stocks"
        count={6}
        className="space-y-3"
        itemClassName="h-14 rounded-xl"
      />
    );
  }
  if (stocks.isError) {
    return (
      <LoadFailedState
        as="h3"
        title="Could not load the stocks"
        onRetry={() => void stocks.refetch()}
      />
    );
  }
  if (stocks.data.length === 0) {
    return (
      <StateCard
        as="h3"
        icon={BarChart3}
        title="No stocks listed yet"
        message="The market opens after the first price refresh. Please check back soon."
      />
    );
  }
  return null;
}

/**
 * The same in contest mode, where the list is the stocks the contest allows: it waits for the
 * contest's rules too, and says so when the contest allows none of the stocks listed.
 */
export function ContestStocksState({
  stocks,
  contest,
}: {
  stocks: UseQueryResult<Stock[]>;
  contest: UseQueryResult<Contest>;
}) {
  if (stocks.isPending || stocks.isError || stocks.data.length === 0) {
    return <StocksState stocks={stocks} />;
  }
  if (contest.isPending) {
    return (
      <SkeletonList
        label="Loading the stocks this contest allows"
        count={6}
        className="space-y-3"
        itemClassName="h-14 rounded-xl"
      />
    );
  }
  if (contest.isError) {
    return (
      <LoadFailedState
        as="h3"
        title="Could not load the contest's rules"
        onRetry={() => void contest.refetch()}
      />
    );
  }
  return (
    <StateCard
      as="h3"
      icon={BarChart3}
      title="None of this contest's stocks is listed"
      message="The contest allows only stocks the market does not list. Please ask your teacher."
    />
  );
}
