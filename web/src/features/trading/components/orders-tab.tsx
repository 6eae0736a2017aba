import type { Order } from '@fc/contracts/orders';
import { ListOrdered } from 'lucide-react';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TableColumn } from '@/components/ui/data-table';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useCancelOrder, useOrders } from '@/features/trading/api/orders';
import { PortfolioTable, TableSkeleton } from '@/features/trading/components/portfolio-table';
import { getServerMessage } from '@/features/trading/utils/errors';
import { formatCount } from '@/features/trading/utils/number-format';
import { formatDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';
import { toast } from '@/lib/toast';

// Below md the order, shares, price and what it is good for and holds back fold into the stock's
// cell, so that on a phone the table fits the screen with Cancel in view (no sideways scrolling).
const wideOnly = 'hidden md:table-cell';

const openColumns: readonly TableColumn[] = [
  { label: 'Order', className: `${wideOnly} px-4 py-3 sm:px-5` },
  { label: 'Stock', className: 'py-3 pr-2 pl-4 md:px-3' },
  { label: 'Shares', className: `${wideOnly} px-3 py-3 text-right` },
  { label: 'Price', className: `${wideOnly} px-3 py-3 text-right` },
  { label: 'Good for', className: `${wideOnly} px-3 py-3` },
  { label: 'Held back', className: `${wideOnly} px-3 py-3 text-right` },
  { label: 'Action', className: 'py-3 pr-4 pl-1 text-right sm:pr-5 md:px-5' },
];

const closedColumns: readonly TableColumn[] = [
  { label: 'Order', className: `${wideOnly} px-4 py-3 sm:px-5` },
  { label: 'Stock', className: 'py-3 pr-2 pl-4 md:px-3' },
  { label: 'Shares', className: `${wideOnly} px-3 py-3 text-right` },
  { label: 'Price', className: `${wideOnly} px-3 py-3 text-right` },
  { label: 'Outcome', className: 'px-4 py-3 sm:px-5' },
];

const statusBadges: Record<Order['status'], { label: string; variant: BadgeVariant }> = {
  open: { label: 'Open', variant: 'primary' },
  filled: { label: 'Filled', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'neutral' },
  rejected: { label: 'Not filled', variant: 'warning' },
};

/** "Buy limit", "Sell stop": what the order is, in two words. */
function OrderName({ order }: { order: Order }) {
  return (
    <Badge variant={order.side === 'buy' ? 'success' : 'destructive'}>
      {order.side === 'buy' ? 'BUY' : 'SELL'} {order.kind.toUpperCase()}
    </Badge>
  );
}

/** What an open order holds back: the cash of a buy, the shares of a sell. */
function heldBackOf(order: Order): string {
  return order.side === 'buy'
    ? formatDollars(order.reservedCash)
    : `${formatCount(order.shares)} ${order.shares === 1 ? 'share' : 'shares'}`;
}

/**
 * The cells every order's row starts with: what the order is, the stock (below md with the
 * columns that fold into it, and `details`), its shares and its price.
 */
function OrderCells({ order, details }: { order: Order; details?: string }) {
  return (
    <>
      <td className={`${wideOnly} px-4 py-3 sm:px-5`}>
        <OrderName order={order} />
      </td>
      <StockCell order={order} details={details} />
      <td className={`${wideOnly} px-3 py-3 text-right tabular-nums`}>
        {formatCount(order.shares)}
      </td>
      <td className={`${wideOnly} px-3 py-3 text-right tabular-nums`}>
        {formatDollars(order.triggerPrice)}
      </td>
    </>
  );
}

function StockCell({ order, details }: { order: Order; details: string | undefined }) {
  return (
    <th scope="row" className="py-3 pr-2 pl-4 font-normal md:px-3">
      <span className="flex flex-wrap items-center gap-2">
        <span className="md:hidden">
          <OrderName order={order} />
        </span>
        <span className="font-bold text-slate-900">{order.stock.symbol}</span>
      </span>
      <span className="block max-w-40 truncate text-xs text-slate-600 sm:max-w-48">
        {order.stock.name}
      </span>
      <span className="mt-1 block text-xs text-slate-600 md:hidden">
        {formatCount(order.shares)} {order.shares === 1 ? 'share' : 'shares'} at{' '}
        {formatDollars(order.triggerPrice)}
        {details ? ` · ${details}` : ''}
      </span>
    </th>
  );
}

function goodFor(order: Order): string {
  return order.expiresAt ? 'Today only' : 'Until cancelled';
}

/** What happened to a closed order, in words. */
function outcomeOf(order: Order): string {
  switch (order.status) {
    case 'filled':
      return `Filled at ${formatDollars(order.fillPrice ?? order.triggerPrice)}`;
    case 'rejected':
      return order.statusReason ?? 'The price was reached but it could not be filled';
    case 'expired':
      return 'Expired at the end of its day';
    default:
      return 'Cancelled';
  }
}

/**
 * The 'Orders' tab (docs/product.md "Investment Simulator"): open limit and stop orders with what
 * each holds back and a Cancel button, then the latest closed ones and what became of them.
 */
export function OrdersTab({ portfolioId }: { portfolioId: number }) {
  const orders = useOrders(portfolioId);
  const cancel = useCancelOrder({
    onSuccess: (order) =>
      toast({
        title: 'Order cancelled',
        description: `Your ${order.side} ${order.kind} order for ${formatCount(order.shares)} ${order.stock.symbol} is cancelled; what it held back is free again.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Could not cancel the order',
        description: getServerMessage(error, 'Failed to cancel the order'),
        variant: 'destructive',
      }),
  });

  if (orders.isPending) return <TableSkeleton label="Loading your orders" />;
  if (orders.isError) {
    return (
      <LoadFailedState
        as="h3"
        title="Could not load your orders"
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const { open, closed, reservedCash } = orders.data;
  if (open.length === 0 && closed.length === 0) {
    return (
      <StateCard
        as="h3"
        icon={ListOrdered}
        title="No orders yet"
        message="Choose Limit or Stop in the trade panel to buy or sell when a price is reached: at the first 15-minute price refresh that reaches it."
      />
    );
  }
  return (
    <div className="space-y-6">
      <PortfolioTable
        caption="Open orders"
        minWidthClassName="md:min-w-[44rem]"
        columns={openColumns}
        footer={
          <p className="px-4 pb-4 text-sm text-slate-600 sm:px-5">
            {open.length === 0
              ? 'No open orders.'
              : 'Open orders fill at the first price refresh that reaches their price.'}
            {open.length > 0 && reservedCash > 0
              ? ` ${formatDollars(reservedCash)} of your cash is held for the buy orders.`
              : ''}
          </p>
        }
      >
        {open.map((order) => (
          <tr key={order.id}>
            <OrderCells order={order} details={`${goodFor(order)} · holds ${heldBackOf(order)}`} />
            <td className={`${wideOnly} px-3 py-3 text-slate-700`}>{goodFor(order)}</td>
            <td className={`${wideOnly} px-3 py-3 text-right tabular-nums`}>{heldBackOf(order)}</td>
            <td className="py-3 pr-4 pl-1 text-right sm:pr-5 md:px-5">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Cancel the ${order.side} ${order.kind} order for ${order.stock.symbol}`}
                isBusy={cancel.isPending && cancel.variables?.orderId === order.id}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({ portfolioId, orderId: order.id })}
              >
                Cancel
              </Button>
            </td>
          </tr>
        ))}
      </PortfolioTable>

      {closed.length > 0 ? (
        <PortfolioTable
          caption="Recent closed orders"
          label="Closed orders"
          minWidthClassName="md:min-w-[40rem]"
          columns={closedColumns}
        >
          {closed.map((order) => (
            <tr key={order.id}>
              <OrderCells order={order} />
              <td className="px-4 py-3 text-slate-700 sm:px-5">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={statusBadges[order.status].variant}>
                    {statusBadges[order.status].label}
                  </Badge>
                  <span>{outcomeOf(order)}</span>
                  {order.closedAt ? (
                    <time dateTime={order.closedAt} className="text-xs text-slate-500">
                      {formatDateTime(order.closedAt)}
                    </time>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </PortfolioTable>
      ) : null}
    </div>
  );
}
