import { z } from 'zod';

/**
 * "Invest what your plan saves" (docs/product.md "Budget Planner"): a completed budget plan's
 * monthly savings paid into the practice portfolio every month. The budget service owns the switch
 * (PUT on the plan); the market service credits the portfolio (budget.deposit_changed) and shows
 * what it will credit. Amounts in integer cents.
 */

export const DEPOSIT_ENABLED_REQUIRED =
  'Say whether the monthly deposit should be on: "enabled" must be true or false';

/** PUT /api/budget/plans/:id/recurring-deposit {enabled}: turns the plan's monthly deposit on or off. */
export const setRecurringDepositSchema = z.object({
  enabled: z.boolean({ error: DEPOSIT_ENABLED_REQUIRED }),
});
export type SetRecurringDepositRequest = z.infer<typeof setRecurringDepositSchema>;

/**
 * The most a monthly deposit pays: $100,000, the largest monthly amount a planner answer takes.
 * A plan saving more (answers given before the planner's limits) is refused with a 409.
 */
export const MAX_MONTHLY_DEPOSIT_CENTS = 10_000_000;

/** A plan's monthly deposit while it is on (null on the plan while it is off). */
export const planDepositSchema = z.object({
  /** The plan's monthly savings when the deposit was turned on. */
  monthlyCents: z.number().int().positive(),
  startedAt: z.string(),
});
export type PlanDeposit = z.infer<typeof planDepositSchema>;

/**
 * GET /api/portfolios/:id/recurring-deposit: what the portfolio receives every month, or null.
 * The first month is credited when it is turned on, then one month at a time on the same day of
 * the month (the month's last day when it is shorter).
 */
export const recurringDepositSchema = z
  .object({
    planId: z.number().int(),
    planName: z.string(),
    monthlyCents: z.number().int().positive(),
    startedAt: z.string(),
    /** When the next month is credited. */
    nextDueAt: z.string(),
  })
  .nullable();
export type RecurringDeposit = z.infer<typeof recurringDepositSchema>;
