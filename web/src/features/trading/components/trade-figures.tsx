import type { Portfolio, Stock } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';

import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/features/trading/utils/number-format';
import type { estimateTrade } from '@/features/trading/utils/shares';
import { formatDollars } from '@/lib/money';

/** The chosen stock's price, the shares held of it and the cash free to spend (not held by orders). */
export function TradeFigures({
  stock,
  owned,
  portfolio,
  reservedCash,
}: {
  stock: Stock;
  /** Undefined while the holdings load. */
  owned: number | undefined;
  portfolio: UseQueryResult<Portfolio>;
  reservedCash: number;
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-lg bg-slate-50 px-3 py-2">
        <dt className="text-xs text-slate-600">Price per share</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {formatDollars(stock.currentPrice)}
        </dd>
      </div>
      <div className="rounded-lg bg-slate-50 px-3 py-2">
        <dt className="text-xs text-slate-600">You own</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {owned === undefined ? '…' : `${formatCount(owned)} ${owned === 1 ? 'share' : 'shares'}`}
        </dd>
      </div>
      <div className="col-span-2 rounded-lg bg-slate-50 px-3 py-2">
        <dt className="text-xs text-slate-600">Cash available</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {portfolio.isPending ? (
            <Skeleton className="mt-1 h-4 w-24" />
          ) : portfolio.data ? (
            <>
              {formatDollars(Math.max(portfolio.data.cashBalance - reservedCash, 0))}
              {reservedCash > 0 ? (
                <span className="ml-1 text-xs font-normal text-slate-600">
                  ({formatDollars(reservedCash)} held for open orders)
                </span>
              ) : null}
            </>
          ) : (
            '—'
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Under the share count: what the trade comes to at the market price or the order's price; with a
 * contest's commission, what a purchase costs and what a sale brings.
 */
export function TradeEstimate({
  estimate,
  isOrder,
}: {
  estimate: ReturnType<typeof estimateTrade>;
  isOrder: boolean;
}) {
  return (
    <>
      {isOrder ? 'Total at your price:' : 'Estimated total:'}{' '}
      {estimate === null ? (
        <span className="font-semibold text-slate-900">—</span>
      ) : estimate.commission > 0 ? (
        <>
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatDollars(estimate.buyCost)}
          </span>{' '}
          to buy,{' '}
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatDollars(estimate.saleProceeds)}
          </span>{' '}
          from a sale, with the contest's {formatDollars(estimate.commission)} commission
        </>
      ) : (
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatDollars(estimate.total)}
        </span>
      )}
    </>
  );
}
