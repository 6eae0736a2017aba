import type { Commission } from '@fc/contracts/contests';
import type { Holding, Portfolio, Stock, TradeRequest } from '@fc/contracts/market';
import { parseDollarsToCents } from '@fc/contracts/market-constants';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ArrowDownRight,
  ArrowUpRight,
  CircleAlert,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button, type ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useExecuteTrade } from '@/features/trading/api/execute-trade';
import { useOrders, usePlaceOrder } from '@/features/trading/api/orders';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { ToggleButtons } from '@/features/trading/components/toggle-buttons';
import { getServerMessage } from '@/features/trading/utils/errors';
import { featureLabels } from '@/features/trading/utils/features';
import { formatCount } from '@/features/trading/utils/number-format';
import {
  estimateTrade,
  INVALID_SHARES_MESSAGE,
  parseShares,
} from '@/features/trading/utils/shares';
import { isStockLocked } from '@/features/trading/utils/stocks';
import { isNotFound } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';
import { toast } from '@/lib/toast';

const tradeButtons = [
  { type: 'buy', label: 'Buy', variant: 'success', icon: ArrowUpRight },
  { type: 'sell', label: 'Sell', variant: 'destructive', icon: ArrowDownRight },
] as const satisfies readonly {
  type: TradeRequest['type'];
  label: string;
  variant: ButtonVariant;
  icon: LucideIcon;
}[];

export interface TradePanelProps {
  /** The stock chosen for trading, or null. */
  stock: Stock | null;
  /** The stock on the chart, offered when none is chosen. */
  chartStock: Stock | null;
  onChoose: (stock: Stock) => void;
  portfolio: UseQueryResult<Portfolio>;
  holdings: readonly Holding[] | undefined;
  unlockedFeatures: readonly string[];
  /** The contest's commission on each trade, in contest mode; null in Practice. */
  commission: Commission | null;
  /** Move the focus to the share field (after 'Trade' on the Browse tab), then call onFocused. */
  shouldFocus: boolean;
  onFocused: () => void;
  /** After a trade went through: the page clears the chosen stock (docs/product.md section 4). */
  onTraded: () => void;
}

type OrderKind = 'market' | 'limit' | 'stop';
type TimeInForce = 'gtc' | 'day';

const orderKindOptions = [
  { value: 'market', label: 'Market' },
  { value: 'limit', label: 'Limit' },
  { value: 'stop', label: 'Stop' },
] as const;
const timeInForceOptions = [
  { value: 'gtc', label: 'Until cancelled' },
  { value: 'day', label: 'Today only' },
] as const;

/** What an order of each kind does, in the words the panel shows under its price. */
const orderKindRules: Record<Exclude<OrderKind, 'market'>, string> = {
  limit:
    'A limit order buys at this price or lower, or sells at this price or higher, at the first price refresh that reaches it.',
  stop: 'A stop order sells once the price falls to this price or lower (a stop-loss), or buys once it rises to it or higher. It fills at the refresh price, which may be past yours.',
};

const INVALID_PRICE_MESSAGE = 'Please enter a price between $0.01 and $1,000,000.00';

/** The limit or stop price typed, in cents, or null unless it is $0.01 to $1,000,000. */
function parseTriggerPrice(text: string): number | null {
  const cents = parseDollarsToCents(text);
  return cents !== null && cents > 0 && cents <= 100_000_000 ? cents : null;
}

/**
 * The trade panel (docs/product.md sections 2, 4 and 5): the chosen stock, its price, a share count, the
 * estimated total, and Buy and Sell, disabled while the field is empty or a trade is in flight.
 */
export function TradePanel({
  stock,
  chartStock,
  onChoose,
  portfolio,
  holdings,
  unlockedFeatures,
  commission,
  shouldFocus,
  onFocused,
  onTraded,
}: TradePanelProps) {
  const [shares, setShares] = useState('');
  const [sharesStockId, setSharesStockId] = useState(stock?.id);
  // A share count typed for one stock is not carried over to the next one chosen.
  if (stock?.id !== sharesStockId) {
    setSharesStockId(stock?.id);
    setShares('');
  }
  const [pendingType, setPendingType] = useState<TradeRequest['type'] | null>(null);
  const [orderKind, setOrderKind] = useState<OrderKind>('market');
  const [triggerPrice, setTriggerPrice] = useState('');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('gtc');
  const orders = useOrders(portfolio.data?.id);
  const priceId = useId();
  const sharesRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sharesId = useId();
  const hintId = useId();
  const titleId = useId();

  const trade = useExecuteTrade({
    onSuccess: () => {
      toast({
        title: 'Trade executed successfully!',
        description: 'Your portfolio has been updated.',
        variant: 'success',
      });
      setShares('');
      onTraded();
      // The Buy and Sell buttons go with the cleared choice: the focus stays in the panel.
      headingRef.current?.focus();
    },
    onError: (error) =>
      toast({
        title: 'Trade failed',
        description: getServerMessage(error, 'Failed to execute trade'),
        variant: 'destructive',
      }),
  });

  const order = usePlaceOrder({
    onSuccess: (placed) => {
      const held =
        placed.reservedCash > 0
          ? ` Until then ${formatDollars(placed.reservedCash)} of your cash is held for it.`
          : ` Until then its ${formatCount(placed.shares)} shares are held for it.`;
      toast({
        title: 'Order placed',
        description: `${placed.side === 'buy' ? 'Buy' : 'Sell'} ${formatCount(placed.shares)} ${placed.stock.symbol}, ${placed.kind} ${formatDollars(placed.triggerPrice)}: it fills at the first price refresh that reaches its price.${held}`,
        variant: 'success',
      });
      setShares('');
      setTriggerPrice('');
      headingRef.current?.focus();
    },
    onError: (error) =>
      toast({
        title: 'Order not placed',
        description: getServerMessage(error, 'Failed to place the order'),
        variant: 'destructive',
      }),
  });

  useEffect(() => {
    if (!shouldFocus) return;
    (sharesRef.current ?? headingRef.current)?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);

  const submit = (type: TradeRequest['type']) => {
    if (!stock || !portfolio.data) return;
    const count = parseShares(shares);
    if (count === null) {
      toast({
        title: 'Invalid amount',
        description: INVALID_SHARES_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    setPendingType(type);
    if (orderKind !== 'market') {
      const price = parseTriggerPrice(triggerPrice);
      if (price === null) {
        setPendingType(null);
        toast({
          title: 'Invalid price',
          description: INVALID_PRICE_MESSAGE,
          variant: 'destructive',
        });
        return;
      }
      order.mutate(
        {
          portfolioId: portfolio.data.id,
          stockId: stock.id,
          side: type,
          kind: orderKind,
          shares: count,
          triggerPrice: price,
          timeInForce,
        },
        { onSettled: () => setPendingType(null) },
      );
      return;
    }
    trade.mutate(
      { portfolioId: portfolio.data.id, stockId: stock.id, shares: count, type },
      { onSettled: () => setPendingType(null) },
    );
  };

  const owned =
    stock && holdings
      ? (holdings.find((holding) => holding.stock.id === stock.id)?.shares ?? 0)
      : undefined;
  const isOrder = orderKind !== 'market';
  const orderPrice = isOrder ? parseTriggerPrice(triggerPrice) : null;
  // With the contest's commission, as the trade or the order's fill will be charged.
  const estimate = stock
    ? estimateTrade(shares, isOrder ? (orderPrice ?? 0) : stock.currentPrice, commission)
    : null;
  const isDisabled =
    !shares.trim() ||
    (isOrder && !triggerPrice.trim()) ||
    trade.isPending ||
    order.isPending ||
    !portfolio.data;
  const reservedCash = orders.data?.reservedCash ?? 0;

  return (
    <Card role="region" aria-labelledby={titleId} className="p-4 sm:p-5">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-slate-900 outline-none"
      >
        <ShoppingCart aria-hidden="true" className="size-5 text-primary-600" />
        {stock ? `Trade ${stock.symbol}` : 'Trade'}
      </h2>

      {!stock ? (
        <div className="mt-3 space-y-3 text-sm text-slate-600">
          <p>Choose a stock above, or press Trade on the Browse Stocks tab, to buy or sell it.</p>
          {chartStock ? (
            <Button variant="secondary" onClick={() => onChoose(chartStock)}>
              Trade {chartStock.symbol}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-600">{stock.name}</p>
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
                {owned === undefined
                  ? '…'
                  : `${formatCount(owned)} ${owned === 1 ? 'share' : 'shares'}`}
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

          {portfolio.isError ? (
            <p role="alert" className="flex items-start gap-2 text-sm text-red-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {isNotFound(portfolio.error) ? 'Portfolio not found. ' : ''}Unable to load your
              trading portfolio.
            </p>
          ) : null}

          <div className="space-y-2">
            <ToggleButtons
              label="Order type"
              options={orderKindOptions}
              value={orderKind}
              onChange={setOrderKind}
            />
            {isOrder ? (
              <div className="space-y-2">
                <div>
                  <Label htmlFor={priceId}>
                    {orderKind === 'limit' ? 'Limit price' : 'Stop price'}
                  </Label>
                  <input
                    id={priceId}
                    inputMode="decimal"
                    autoComplete="off"
                    value={triggerPrice}
                    onChange={(event) => setTriggerPrice(event.target.value)}
                    placeholder={`e.g. ${(stock.currentPrice / 100).toFixed(2)}`}
                    className={cn(inputClasses, 'mt-1')}
                  />
                </div>
                <p className="text-xs text-slate-600">{orderKindRules[orderKind]}</p>
                <ToggleButtons
                  label="Good for"
                  options={timeInForceOptions}
                  value={timeInForce}
                  onChange={setTimeInForce}
                />
              </div>
            ) : null}
          </div>

          <div>
            <Label htmlFor={sharesId}>Number of shares</Label>
            <input
              id={sharesId}
              ref={sharesRef}
              inputMode="numeric"
              autoComplete="off"
              value={shares}
              onChange={(event) => setShares(event.target.value)}
              placeholder="e.g. 10"
              aria-describedby={hintId}
              className={cn(inputClasses, 'mt-1')}
            />
            <p id={hintId} className="mt-1.5 text-sm text-slate-600">
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
            </p>
          </div>

          {isStockLocked(stock, unlockedFeatures) ? (
            <FeatureLockHint feature={featureLabels.exclusive_stocks}>
              {`trading in premium stocks like ${stock.symbol}`}
            </FeatureLockHint>
          ) : null}

          <div className="grid grid-cols-2 gap-2">
            {tradeButtons.map(({ type, label, variant, icon }) => (
              <Button
                key={type}
                variant={variant}
                icon={icon}
                aria-label={
                  isOrder
                    ? `Place a ${orderKind} order to ${type} ${stock.symbol}`
                    : `${label} ${stock.symbol}`
                }
                disabled={isDisabled}
                isBusy={pendingType === type}
                onClick={() => submit(type)}
              >
                {isOrder ? `${label} ${orderKind}` : label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
