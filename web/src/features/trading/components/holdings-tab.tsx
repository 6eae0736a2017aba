import type { Holding } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase, Search } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { TableColumn } from '@/components/ui/data-table';
import { QueryList } from '@/components/ui/query-list';
import { ChangeText } from '@/features/trading/components/change-text';
import { PortfolioTable, TableSkeleton } from '@/features/trading/components/portfolio-table';
import { formatCount, trendTextClass } from '@/features/trading/utils/number-format';
import { formatDollars, formatSignedDollars } from '@/lib/money';

const holdingColumns: readonly TableColumn[] = [
  { label: 'Stock', className: 'px-4 py-3 sm:px-5' },
  { label: 'Shares', className: 'px-3 py-3 text-right' },
  { label: 'Average cost', className: 'px-3 py-3 text-right' },
  { label: 'Current price', className: 'px-3 py-3 text-right' },
  { label: 'Current value', className: 'px-3 py-3 text-right' },
  { label: 'Unrealized gain', className: 'px-4 py-3 text-right sm:px-5' },
];

/** The 'My Holdings' tab: every position with its cost, value and unrealized gain. */
export function HoldingsTab({
  holdings,
  onBrowse,
}: {
  holdings: UseQueryResult<Holding[]>;
  /** Switches to the Browse Stocks tab. */
  onBrowse: () => void;
}) {
  return (
    <QueryList
      query={holdings}
      skeleton={TableSkeleton}
      loadingLabel="Loading your holdings"
      failed="Could not load your holdings"
      empty={{
        icon: Briefcase,
        title: 'No holdings yet',
        message: 'Browse the stocks and make your first trade to start building your portfolio.',
        actions: (
          <Button icon={Search} onClick={onBrowse}>
            Browse Stocks
          </Button>
        ),
      }}
    >
      {(positions) => (
        <PortfolioTable
          caption="My Holdings"
          minWidthClassName="min-w-[44rem]"
          columns={holdingColumns}
        >
          {positions.map((holding) => (
            <tr key={holding.id}>
              <th scope="row" className="px-4 py-3 font-normal sm:px-5">
                <span className="block font-bold text-slate-900">{holding.stock.symbol}</span>
                <span className="block max-w-56 truncate text-slate-600">{holding.stock.name}</span>
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
        </PortfolioTable>
      )}
    </QueryList>
  );
}
