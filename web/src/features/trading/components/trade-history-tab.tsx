import { History } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import type { TableColumn } from '@/components/ui/data-table';
import { QueryList } from '@/components/ui/query-list';
import { useTransactions } from '@/features/trading/api/get-transactions';
import { PortfolioTable, TableSkeleton } from '@/features/trading/components/portfolio-table';
import { formatCount } from '@/features/trading/utils/number-format';
import { formatDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';

const transactionColumns: readonly TableColumn[] = [
  { label: 'Date', className: 'px-4 py-3 sm:px-5' },
  { label: 'Type', className: 'px-3 py-3' },
  { label: 'Stock', className: 'px-3 py-3' },
  { label: 'Shares', className: 'px-3 py-3 text-right' },
  { label: 'Price', className: 'px-3 py-3 text-right' },
  { label: 'Total', className: 'px-4 py-3 text-right sm:px-5' },
];

/** The 'Trade History' tab: every buy and sell, newest first (as the server sends them). */
export function TradeHistoryTab({ portfolioId }: { portfolioId: number }) {
  const transactions = useTransactions(portfolioId);
  return (
    <QueryList
      query={transactions}
      skeleton={TableSkeleton}
      loadingLabel="Loading your trade history"
      failed="Could not load your trade history"
      empty={{
        icon: History,
        title: 'No trades yet',
        message: 'Your buys and sells will be listed here, newest first.',
      }}
    >
      {(trades) => (
        <PortfolioTable
          caption="Trade History"
          minWidthClassName="min-w-[40rem]"
          columns={transactionColumns}
        >
          {trades.map((transaction) => (
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
                {/* A contest's commission is paid from the cash: on top of a buy, out of a sale. */}
                {transaction.commission ? (
                  <span className="block text-xs font-normal text-slate-600">
                    {transaction.type === 'buy' ? 'plus' : 'less'}{' '}
                    {formatDollars(transaction.commission)} commission
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </PortfolioTable>
      )}
    </QueryList>
  );
}
