import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * The market service's API (docs/product.md sections 3, 5 and 7 "Simulator"). Money is integer cents;
 * percentages are integer hundredths of a percent (1234 = 12.34 %). Dollars exist only on screen.
 */

export * from './market-constants.ts';
import { INVALID_SHARES_MESSAGE, parseDollarsToCents } from './market-constants.ts';

/** GET /api/stocks: every listed stock, sorted by symbol. */
export const stockSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  /** Market capitalisation in whole US dollars. */
  marketCap: z.number(),
  /** Cents. */
  currentPrice: z.number().int(),
  /** Change against the previous refresh, hundredths of a percent. */
  changePercent: z.number().int(),
  riskFactor: z.number().int().min(1).max(5),
  /** Premium stocks: tradable once the exclusive_stocks feature is unlocked. */
  exclusive: z.boolean(),
  priceUpdatedAt: z.string(),
});
export type Stock = z.infer<typeof stockSchema>;
export const stockListSchema = z.array(stockSchema);

/** GET /api/stocks/status: polled every 30 seconds. */
export const stockStatusSchema = z.object({
  stockCount: z.number().int(),
  /** When prices last changed (ISO), or null before the first refresh. */
  lastUpdatedAt: z.string().nullable(),
  /** When the next scheduled refresh is due (ISO). */
  nextUpdateAt: z.string().nullable(),
  /** A refresh is running or queued. */
  isUpdating: z.boolean(),
  /** The price source: 'simulated' or the name of the market-data provider. */
  provider: z.string(),
});
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** POST /api/stocks/update: the refresh is queued (or was already running). */
export const stockUpdateResultSchema = z.object({
  queued: z.boolean(),
  /** The refresh to follow with GET /api/stocks/update/:jobId (the one already queued, if any). */
  jobId: z.string(),
  message: z.string(),
});
export type StockUpdateResult = z.infer<typeof stockUpdateResultSchema>;

/** An "Update Now" refresh's id, as POST /api/stocks/update gives it (a positive whole number). */
export const stockUpdateJobIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'The update id is the one POST /api/stocks/update gave');

/** GET /api/stocks/update/:jobId: how an "Update Now" refresh is going. */
export const stockUpdateStateSchema = z.enum(['waiting', 'running', 'completed', 'failed']);
export type StockUpdateState = z.infer<typeof stockUpdateStateSchema>;
export const stockUpdateStatusSchema = z.object({
  jobId: z.string(),
  state: stockUpdateStateSchema,
  /** When prices last changed (ISO): once completed, the time the refresh gave them. */
  lastUpdatedAt: z.string().nullable(),
  message: z.string(),
});
export type StockUpdateStatus = z.infer<typeof stockUpdateStatusSchema>;

export const candleIntervalSchema = z.enum(['hour', 'day']);
export type CandleInterval = z.infer<typeof candleIntervalSchema>;

/** GET /api/stocks/:id/candles?interval=hour|day: 24 hourly or 30 daily OHLC candles, oldest first. */
export const candleSchema = z.object({
  /** Start of the candle, unix seconds (UTC). */
  time: z.number().int(),
  open: z.number().int(),
  high: z.number().int(),
  low: z.number().int(),
  close: z.number().int(),
});
export type Candle = z.infer<typeof candleSchema>;
export const candleListSchema = z.array(candleSchema);

/** GET /api/users/:userId/portfolio. */
export const portfolioSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  cashBalance: z.number().int(),
  holdingsValue: z.number().int(),
  /** Cash plus the holdings' current values. */
  totalValue: z.number().int(),
  /** The money put in: starting cash plus credited trading bonuses and admin changes. */
  investedBase: z.number().int(),
  /** totalValue - investedBase. */
  totalReturn: z.number().int(),
  totalReturnPercent: z.number().int(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const stockRefSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  sector: z.string(),
  currentPrice: z.number().int(),
  riskFactor: z.number().int(),
});

/** GET /api/portfolios/:id/holdings. */
export const holdingSchema = z.object({
  id: z.number().int(),
  shares: z.number().int(),
  /** Cents per share, rounded. */
  averageCost: z.number().int(),
  currentValue: z.number().int(),
  unrealizedGain: z.number().int(),
  unrealizedGainPercent: z.number().int(),
  stock: stockRefSchema,
});
export type Holding = z.infer<typeof holdingSchema>;
export const holdingListSchema = z.array(holdingSchema);

/** GET /api/portfolios/:id/transactions: newest first. */
export const transactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['buy', 'sell']),
  shares: z.number().int(),
  /** Cents per share. */
  price: z.number().int(),
  totalAmount: z.number().int(),
  /** What a contest charged for the trade (cents), paid from the cash; absent when nothing. */
  commission: z.number().int().optional(),
  createdAt: z.string(),
  stock: stockRefSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

/** POST /api/portfolios/:id/trade. */
export const tradeRequestSchema = z.object({
  stockId: idSchema('Please choose a stock'),
  shares: z
    .number({ error: INVALID_SHARES_MESSAGE })
    .int(INVALID_SHARES_MESSAGE)
    .positive(INVALID_SHARES_MESSAGE)
    .max(1_000_000, 'You can trade at most 1,000,000 shares at once'),
  type: z.enum(['buy', 'sell'], { error: 'Trade type must be buy or sell' }),
});
export type TradeRequest = z.infer<typeof tradeRequestSchema>;

export const tradeResultSchema = z.object({
  transaction: transactionSchema,
  portfolio: portfolioSchema,
});
export type TradeResult = z.infer<typeof tradeResultSchema>;

export const performanceRangeSchema = z.enum(['1D', '1W', '1M', '1Y']);
export type PerformanceRange = z.infer<typeof performanceRangeSchema>;

/** GET /api/portfolios/:id/performance?range=1D|1W|1M|1Y: recorded values, oldest first. */
export const performancePointSchema = z.object({
  valuedAt: z.string(),
  totalValue: z.number().int(),
  /** Value minus the invested base at that time: a trading bonus or an admin change is not a return. */
  totalReturn: z.number().int(),
});
export type PerformancePoint = z.infer<typeof performancePointSchema>;
export const performanceSchema = z.array(performancePointSchema);

/**
 * GET /api/investment-leaderboard?rank=…: the rule the leaderboard ranks by.
 * return: total return (cents); risk_adjusted: the risk view's Sharpe-like ratio of the daily
 * returns; beat_index: return minus the club index's return over the same time (basis points).
 */
export const LEADERBOARD_RANKS = ['return', 'risk_adjusted', 'beat_index'] as const;
export const leaderboardRankSchema = z.enum(LEADERBOARD_RANKS, {
  error: `rank must be one of: ${LEADERBOARD_RANKS.join(', ')}`,
});
export type LeaderboardRank = z.infer<typeof leaderboardRankSchema>;

/**
 * GET /api/investment-leaderboard: ranked by a rule (total return unless asked otherwise). Equal
 * scores go by the portfolio opened first, whatever the rule.
 */
export const investmentLeaderboardEntrySchema = z.object({
  /** The place in the list, from 1; entries without a score follow the ranked ones. */
  rank: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  totalReturn: z.number().int(),
  totalReturnPercent: z.number().int(),
  totalValue: z.number().int(),
  /** The rule the list is ranked by (optional only so that older fixtures still parse). */
  rankBy: leaderboardRankSchema.optional(),
  /**
   * The figure ranked by: return → total return in cents; risk_adjusted → the Sharpe-like ratio
   * in hundredths (123 = 1.23); beat_index → the excess return in basis points. null: not enough
   * history to rank by the rule yet (listed after the ranked entries).
   */
  score: z.number().int().nullable().optional(),
});
export type InvestmentLeaderboardEntry = z.infer<typeof investmentLeaderboardEntrySchema>;
export const investmentLeaderboardSchema = z.array(investmentLeaderboardEntrySchema);

export const INVALID_CASH_MESSAGE =
  'Invalid amount - Please enter a valid number for the cash amount.';
/** The largest cash an admin may set, either way: $1,000,000. */
export const MAX_ADMIN_CASH_CENTS = 100_000_000;
export const CASH_TOO_LARGE_MESSAGE =
  'Invalid amount - The cash amount can be at most $1,000,000 (or -$1,000,000).';

/**
 * POST /api/admin/users/:id/cash {amount}: sets the user's cash to an amount in dollars, which
 * may be negative or have cents (docs/product.md section 5), as a JSON number or a decimal
 * string. It is read exactly to cents (at most two decimals), within MAX_ADMIN_CASH_CENTS.
 */
export const adminCashRequestSchema = z
  .object({
    amount: z.union([z.number(), z.string()], { error: INVALID_CASH_MESSAGE }),
  })
  .transform(({ amount }, context) => {
    // A JSON number is read from its shortest decimal form, as it was written: 12.5, not 12.4999….
    const cents = parseDollarsToCents(typeof amount === 'number' ? String(amount) : amount);
    if (cents === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: INVALID_CASH_MESSAGE });
      return z.NEVER;
    }
    if (Math.abs(cents) > MAX_ADMIN_CASH_CENTS) {
      context.addIssue({ code: 'custom', path: ['amount'], message: CASH_TOO_LARGE_MESSAGE });
      return z.NEVER;
    }
    return { amountCents: cents };
  });
export type AdminCashRequest = z.infer<typeof adminCashRequestSchema>;

/** The club index's name and what it is, as GET /api/benchmark gives them. */
export const CLUB_INDEX_NAME = 'Club index';
export const CLUB_INDEX_DESCRIPTION = 'Every stock in the simulator, weighted by market value';

/** GET /api/benchmark?range=: one level of the club index (100 where it started). */
export const benchmarkPointSchema = z.object({
  valuedAt: z.string(),
  /** The index level, two decimals (the stored hundredths over 100). */
  level: z.number(),
});
export type BenchmarkPoint = z.infer<typeof benchmarkPointSchema>;

/**
 * GET /api/benchmark?range=1D|1W|1M|1Y: the club index over the range, one level per hour, day or
 * week as the performance chart buckets a portfolio's values, oldest first.
 */
export const benchmarkSchema = z.object({
  name: z.string(),
  description: z.string(),
  points: z.array(benchmarkPointSchema),
  /** The last level against the first of the range, hundredths of a percent (0 without two). */
  returnPercentHundredths: z.number().int(),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

/** GET /api/portfolios/:id/risk?range=: the windows of the risk view (daily values). */
export const riskRangeSchema = z.enum(['1W', '1M', '1Y']);
export type RiskRange = z.infer<typeof riskRangeSchema>;

/** One figure of the risk view in plain words, with the lesson that teaches it. */
export const riskExplanationSchema = z.object({
  key: z.enum(['holdings', 'largestPosition', 'sectors', 'volatility', 'drawdown', 'sharpe']),
  text: z.string(),
  /** A web path such as '/lessons/7'. */
  lessonPath: z.string(),
});
export type RiskExplanation = z.infer<typeof riskExplanationSchema>;

/**
 * GET /api/portfolios/:id/risk?range=1W|1M|1Y (own or admin): diversification at the current
 * prices, and the risk of the daily values over the range (deposits left out). Basis points are
 * hundredths of a percent (10000 = 100 %).
 */
export const riskSchema = z.object({
  holdings: z.number().int(),
  /** The largest holding's value against all holdings' value (0 without holdings). */
  largestPositionBasisPoints: z.number().int(),
  sectorCount: z.number().int(),
  /** Σ of squared sector shares: 10000 = one sector (0 without holdings). */
  sectorHhiBasisPoints: z.number().int(),
  /** Population standard deviation of the day-to-day returns. */
  dailyVolatilityBasisPoints: z.number().int(),
  /** The largest fall from a peak to a later trough. */
  maxDrawdownBasisPoints: z.number().int(),
  /** Mean daily return over its volatility, two decimals; null with < 3 days or no volatility. */
  sharpeLike: z.number().nullable(),
  /** How many daily values the figures come from. */
  days: z.number().int(),
  explanations: z.array(riskExplanationSchema),
});
export type Risk = z.infer<typeof riskSchema>;
