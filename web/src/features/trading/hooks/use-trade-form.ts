import { tradeRequestSchema, type Portfolio, type Stock } from '@fc/contracts/market';
import { parseDollarsToCents } from '@fc/contracts/market-constants';
import {
  orderKinds,
  orderRequestSchema,
  type orderSides,
  timesInForce,
} from '@fc/contracts/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';

import { useExecuteTrade } from '@/features/trading/api/execute-trade';
import { usePlaceOrder } from '@/features/trading/api/orders';
import { getServerMessage } from '@/features/trading/utils/errors';
import { formatCount } from '@/features/trading/utils/number-format';
import { parseShares } from '@/features/trading/utils/shares';
import { formatDollars } from '@/lib/money';
import { toast } from '@/lib/toast';

export type TradeSide = (typeof orderSides)[number];
export type TradeKind = 'market' | (typeof orderKinds)[number];

/** What was typed, read as the number the contract checks: NaN when it does not read at all. */
const typedShares = (text: string) => parseShares(text) ?? Number.NaN;
const typedCents = (text: string) => parseDollarsToCents(text) ?? Number.NaN;

/**
 * The panel's fields, checked with the contract's own rules for a trade (market) or an order
 * (limit, stop), so the panel refuses what the server would, in the server's words.
 */
const tradeFormSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('market'),
    shares: z.string().transform(typedShares).pipe(tradeRequestSchema.shape.shares),
    triggerPrice: z.string(),
    timeInForce: z.enum(timesInForce),
  }),
  z.object({
    kind: z.enum(orderKinds),
    shares: z.string().transform(typedShares).pipe(orderRequestSchema.shape.shares),
    triggerPrice: z.string().transform(typedCents).pipe(orderRequestSchema.shape.triggerPrice),
    timeInForce: z.enum(timesInForce),
  }),
]);
type TradeFormInput = z.input<typeof tradeFormSchema>;
type TradeFormValues = z.output<typeof tradeFormSchema>;

/** The limit or stop price typed, in cents, or null unless the contract would take it. */
export function readTriggerPrice(text: string): number | null {
  const parsed = orderRequestSchema.shape.triggerPrice.safeParse(typedCents(text));
  return parsed.success ? parsed.data : null;
}

/** A refused field as a toast: the share count first, as the panel reads it first. */
function toastRefusal(errors: FieldErrors<TradeFormInput>) {
  const [title, error] = errors.shares
    ? ['Invalid amount', errors.shares]
    : ['Invalid price', errors.triggerPrice];
  if (error?.message) toast({ title, description: error.message, variant: 'destructive' });
}

/**
 * The trade panel's form (docs/product.md sections 4 and 5): the order type, a share count and,
 * for a limit or stop order, its price and how long it stands. Buy or Sell checks them, then
 * trades at the market price or places the order; what was typed is cleared once it went through,
 * and the focus goes to the panel's heading (the buttons it was on may leave with the choice).
 */
export function useTradeForm({
  stock,
  portfolio,
  onTraded,
}: {
  stock: Stock | null;
  portfolio: Pick<Portfolio, 'id'> | undefined;
  /** After a trade went through: the page clears the chosen stock (docs/product.md section 4). */
  onTraded: () => void;
}) {
  const form = useForm<TradeFormInput, unknown, TradeFormValues>({
    resolver: zodResolver(tradeFormSchema),
    defaultValues: { kind: 'market', shares: '', triggerPrice: '', timeInForce: 'gtc' },
  });
  const { control, resetField, setValue } = form;
  const values = useWatch({ control });
  const [pendingSide, setPendingSide] = useState<TradeSide | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A share count typed for one stock is not carried over to the next one chosen.
  const stockId = stock?.id;
  useEffect(() => resetField('shares'), [stockId, resetField]);

  const trade = useExecuteTrade({
    onSuccess: () => {
      toast({
        title: 'Trade executed successfully!',
        description: 'Your portfolio has been updated.',
        variant: 'success',
      });
      setValue('shares', '');
      onTraded();
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
      setValue('shares', '');
      setValue('triggerPrice', '');
      headingRef.current?.focus();
    },
    onError: (error) =>
      toast({
        title: 'Order not placed',
        description: getServerMessage(error, 'Failed to place the order'),
        variant: 'destructive',
      }),
  });

  const send = (side: TradeSide, checked: TradeFormValues) => {
    if (!stock || !portfolio) return;
    const done = { onSettled: () => setPendingSide(null) };
    setPendingSide(side);
    if (checked.kind === 'market') {
      trade.mutate(
        { portfolioId: portfolio.id, stockId: stock.id, shares: checked.shares, type: side },
        done,
      );
      return;
    }
    order.mutate(
      {
        portfolioId: portfolio.id,
        stockId: stock.id,
        side,
        kind: checked.kind,
        shares: checked.shares,
        triggerPrice: checked.triggerPrice,
        timeInForce: checked.timeInForce,
      },
      done,
    );
  };

  const kind = values.kind ?? 'market';
  const shares = values.shares ?? '';
  const triggerPrice = values.triggerPrice ?? '';
  const isOrder = kind !== 'market';
  return {
    form,
    headingRef,
    kind,
    isOrder,
    timeInForce: values.timeInForce ?? 'gtc',
    shares,
    /** The order's price in cents, once it reads (null for a market trade). */
    orderPrice: isOrder ? readTriggerPrice(triggerPrice) : null,
    pendingSide,
    isDisabled:
      !shares.trim() ||
      (isOrder && !triggerPrice.trim()) ||
      trade.isPending ||
      order.isPending ||
      !portfolio,
    submit: (side: TradeSide) =>
      void form.handleSubmit((checked) => send(side, checked), toastRefusal)(),
  };
}
