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
