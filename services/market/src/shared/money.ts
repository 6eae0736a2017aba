/**
 * Money and percentages as the market keeps them: integer cents, and changes in integer
 * hundredths of a percent (basis points). Dollars exist only in messages and in the admin's input.
 */

/** Basis points of a gain over a base (1234 = 12.34 %); 0 when there is no base. */
export function percentOf(gain: number, base: number): number {
  return base === 0 ? 0 : Math.round((gain / base) * 10_000);
}

/** A usable price: a positive whole number of cents. */
export function isPriceCents(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/** Dollars (possibly with fractions of a cent) as whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as a US dollar amount for a message, e.g. "$1,234.50". */
export function formatDollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/**
 * What the shares left of a holding cost after selling some: the sold shares take their share of
 * the cost, so the average cost of what is left stays (rounded to the nearest cent).
 */
export function costOfSharesLeft(costCents: bigint, held: number, sold: number): bigint {
  return (costCents * BigInt(held - sold) + BigInt(held) / 2n) / BigInt(held);
}
