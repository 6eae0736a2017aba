import type { Commission } from '@fc/contracts/contests';
import type { Holding, Portfolio, Stock } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ArrowDownRight,
  ArrowUpRight,
  CircleAlert,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId } from 'react';

import { Button, type ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useOrders } from '@/features/trading/api/orders';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { ToggleButtons } from '@/features/trading/components/toggle-buttons';
import { TradeEstimate, TradeFigures } from '@/features/trading/components/trade-figures';
import {
  useTradeForm,
  type TradeKind,
  type TradeSide,
} from '@/features/trading/hooks/use-trade-form';
import { featureLabels } from '@/features/trading/utils/features';
import { estimateTrade } from '@/features/trading/utils/shares';
import { isStockLocked } from '@/features/trading/utils/stocks';
import { isNotFound } from '@/lib/api-errors';

const tradeButtons = [
  { type: 'buy', label: 'Buy', variant: 'success', icon: ArrowUpRight },
  { type: 'sell', label: 'Sell', variant: 'destructive', icon: ArrowDownRight },
] as const satisfies readonly {
  type: TradeSide;
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
const orderKindRules: Record<Exclude<TradeKind, 'market'>, string> = {
  limit:
    'A limit order buys at this price or lower, or sells at this price or higher, at the first price refresh that reaches it.',
  stop: 'A stop order sells once the price falls to this price or lower (a stop-loss), or buys once it rises to it or higher. It fills at the refresh price, which may be past yours.',
};

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
  const trade = useTradeForm({ stock, portfolio: portfolio.data, onTraded });
  const { form, headingRef, kind, isOrder } = trade;
  const orders = useOrders(portfolio.data?.id);
  const titleId = useId();

  useEffect(() => {
    if (!shouldFocus) return;
    if (stock) form.setFocus('shares');
    else headingRef.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused, stock, form, headingRef]);

  const owned =
    stock && holdings
      ? (holdings.find((holding) => holding.stock.id === stock.id)?.shares ?? 0)
      : undefined;
  // With the contest's commission, as the trade or the order's fill will be charged.
  const estimate = stock
    ? estimateTrade(
        trade.shares,
        isOrder ? (trade.orderPrice ?? 0) : stock.currentPrice,
        commission,
      )
    : null;

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
          <TradeFigures
            stock={stock}
            owned={owned}
            portfolio={portfolio}
            reservedCash={orders.data?.reservedCash ?? 0}
          />

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
              value={kind}
              onChange={(value) => form.setValue('kind', value)}
            />
            {kind !== 'market' ? (
              <div className="space-y-2">
                <FormField label={kind === 'limit' ? 'Limit price' : 'Stop price'}>
                  {(control) => (
                    <Input
                      {...control}
                      {...form.register('triggerPrice')}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={`e.g. ${(stock.currentPrice / 100).toFixed(2)}`}
                    />
                  )}
                </FormField>
                <p className="text-xs text-slate-600">{orderKindRules[kind]}</p>
                <ToggleButtons
                  label="Good for"
                  options={timeInForceOptions}
                  value={trade.timeInForce}
                  onChange={(value) => form.setValue('timeInForce', value)}
                />
              </div>
            ) : null}
          </div>

          <FormField
            label="Number of shares"
            hint={<TradeEstimate estimate={estimate} isOrder={isOrder} />}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('shares')}
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 10"
              />
            )}
          </FormField>

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
                    ? `Place a ${kind} order to ${type} ${stock.symbol}`
                    : `${label} ${stock.symbol}`
                }
                disabled={trade.isDisabled}
                isBusy={trade.pendingSide === type}
                onClick={() => trade.submit(type)}
              >
                {isOrder ? `${label} ${kind}` : label}
              </Button>
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
