import { History } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useTransactions } from '@/features/trading/api/get-transactions';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { TableScroller } from '@/components/ui/table-scroller';
import { TableSkeleton } from '@/features/trading/components/holdings-tab';
import { formatDateTime } from '@/features/trading/utils/format-time';
import { formatCount, formatDollars } from '@/features/trading/utils/money';

/** The 'Trade History' tab: every buy and sell, newest first (as the server sends them). */
export function TradeHistoryTab({ portfolioId }: { portfolioId: number }) {
  const transactions = useTransactions(portfolioId);
  if (transactions.isPending) return <TableSkeleton label="Loading your trade history" />;
  if (transactions.isError) {
    return (
      <LoadFailedState
        as="h3"
        title="Could not load your trade history"
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  if (transactions.data.length === 0) {
    return (
      <StateCard
        as="h3"
        icon={History}
        title="No trades yet"
        message="Your buys and sells will be listed here, newest first."
      />
    );
  }

  return (
    <Card className="overflow-hidden">
      <TableScroller label="Trade History table">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="px-4 py-3 text-left text-lg font-bold text-slate-900 sm:px-5">
            Trade History
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-5">
                Date
              </th>
              <th scope="col" className="px-3 py-3">
                Type
              </th>
              <th scope="col" className="px-3 py-3">
                Stock
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Shares
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Price
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-5">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {transactions.data.map((transaction) => (
              <tr key={transaction.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 sm:px-5">
                  <time dateTime={transaction.createdAt}>
                    {formatDateTime(transaction.createdAt)}
                  </time>
                </td>
                <td className="px-3 py-3">
                  <Badge variant={transaction.type === 'buy' ? 'success' : 'destructive'}>
                    {transaction.type === 'buy' ? 'BUY' : 'SELL'}
                  </Badge>
                </td>
                <th scope="row" className="px-3 py-3 font-normal">
                  <span className="block font-bold text-slate-900">{transaction.stock.symbol}</span>
                  <span className="block max-w-48 truncate text-xs text-slate-600">
                    {transaction.stock.name}
                  </span>
                </th>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatCount(transaction.shares)}
                </td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {formatDollars(transaction.price)}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums sm:px-5">
                  {formatDollars(transaction.totalAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Card>
  );
}
