import { z } from 'zod';
import { idSchema } from './ids.ts';
import { INVALID_SHARES_MESSAGE } from './market-constants.ts';
import { stockRefSchema } from './market.ts';

/**
 * Limit and stop orders (docs/product.md "Investment Simulator"): placed by the student, filled by
 * the price worker at the refresh whose price crosses the trigger. Money in integer cents.
 */

export const orderSides = ['buy', 'sell'] as const;
export const orderKinds = ['limit', 'stop'] as const;
/** Good for the day (until the end of the club day) or good till cancelled. */
export const timesInForce = ['day', 'gtc'] as const;
export const orderStatuses = ['open', 'filled', 'cancelled', 'expired', 'rejected'] as const;

/** At most this many open orders a portfolio: enough to plan, too few to flood the refresh. */
export const MAX_OPEN_ORDERS = 25;
/** The highest trigger price an order may name: $1,000,000 a share. */
export const MAX_TRIGGER_PRICE_CENTS = 100_000_000;

const triggerMessage = 'Please enter a price between $0.01 and $1,000,000.00';

/** POST /api/portfolios/:id/orders. */
export const orderRequestSchema = z.object({
  stockId: idSchema('Please choose a stock'),
  side: z.enum(orderSides, { error: 'Order side must be buy or sell' }),
  kind: z.enum(orderKinds, { error: 'Order type must be limit or stop' }),
  shares: z
    .number({ error: INVALID_SHARES_MESSAGE })
    .int(INVALID_SHARES_MESSAGE)
    .positive(INVALID_SHARES_MESSAGE)
    .max(1_000_000, 'You can order at most 1,000,000 shares at once'),
  /** The limit or stop price, cents per share. */
  triggerPrice: z
    .number({ error: triggerMessage })
    .int(triggerMessage)
    .positive(triggerMessage)
    .max(MAX_TRIGGER_PRICE_CENTS, triggerMessage),
  timeInForce: z.enum(timesInForce, { error: 'Time in force must be day or gtc' }).default('gtc'),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  side: z.enum(orderSides),
  kind: z.enum(orderKinds),
  shares: z.number().int(),
  triggerPrice: z.number().int(),
  timeInForce: z.enum(timesInForce),
  status: z.enum(orderStatuses),
  /** Why the refresh that reached the price could not fill it (status rejected). */
  statusReason: z.string().nullable(),
  /** Cash held back while open (a buy): shares × trigger price; 0 otherwise. */
  reservedCash: z.number().int(),
  createdAt: z.string(),
  /** When a good-for-the-day order expires (the end of the club day); null for good till cancelled. */
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The price it was filled at, cents per share. */
  fillPrice: z.number().int().nullable(),
  stock: stockRefSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/portfolios/:id/orders: the open orders (oldest first), then the latest closed ones. */
export const orderListSchema = z.object({
  open: z.array(orderSchema),
  closed: z.array(orderSchema),
  /** Cash the open orders hold back. */
  reservedCash: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
