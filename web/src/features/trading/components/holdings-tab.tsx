import type { Holding } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase, Search } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { TableScroller } from '@/components/ui/table-scroller';
import { ChangeText } from '@/features/trading/components/change-text';
import {
  formatCount,
  formatDollars,
  formatSignedDollars,
  trendTextClass,
} from '@/features/trading/utils/money';

/** The 'My Holdings' tab: every position with its cost, value and unrealized gain. */
export function HoldingsTab({
  holdings,
  onBrowse,
}: {
  holdings: UseQueryResult<Holding[]>;
  /** Switches to the Browse Stocks tab. */
  onBrowse: () => void;
}) {
  if (holdings.isPending) return <TableSkeleton label="Loading your holdings" />;
  if (holdings.isError) {
    return (
      <LoadFailedState
        as="h3"
        title="Could not load your holdings"
        onRetry={() => void holdings.refetch()}
      />
    );
  }
  if (holdings.data.length === 0) {
    return (
      <StateCard
        as="h3"
        icon={Briefcase}
        title="No holdings yet"
        message="Browse the stocks and make your first trade to start building your portfolio."
        actions={
          <Button onClick={onBrowse}>
            <Search aria-hidden="true" />
            Browse Stocks
          </Button>
        }
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <TableScroller label="My Holdings table">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="px-4 py-3 text-left text-lg font-bold text-slate-900 sm:px-5">
            My Holdings
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-5">
                Stock
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Shares
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Average cost
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Current price
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Current value
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-5">
                Unrealized gain
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {holdings.data.map((holding) => (
              <tr key={holding.id}>
                <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                  <span className="block font-bold text-slate-900">{holding.stock.symbol}</span>
                  <span className="block max-w-56 truncate text-slate-600">
                    {holding.stock.name}
                  </span>
                </th>
                <td className="px-3 py-3 text-right tabular-nums">{formatCount(holding.shares)}</td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatDollars(holding.averageCost)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatDollars(holding.stock.currentPrice)}
                </td>
                <td className="px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
                  {formatDollars(holding.currentValue)}
                </td>
                <td className="px-4 py-3 text-right sm:px-5">
                  <span
                    className={`block font-semibold tabular-nums ${trendTextClass(holding.unrealizedGain)}`}
                  >
                    {formatSignedDollars(holding.unrealizedGain)}
                  </span>
                  <ChangeText hundredths={holding.unrealizedGainPercent} className="text-xs" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Card>
  );
}

/** A table's rows while they load. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-14 rounded-xl" />
      ))}
    </div>
  );
}
