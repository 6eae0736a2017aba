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

/**
 * Dollars from a JSON or YAML number (a provider's quote, the catalogue) as whole cents, rounded
 * half away from zero on the number's own decimal digits, without floating-point arithmetic:
 * 1.005 is 101 cents (1.005 * 100 is 100.49999…). NaN for a number written with an exponent
 * (below a millionth of a dollar or beyond 10^21): no price is either.
 */
export function dollarsToCents(dollars: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(dollars));
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents =
    Number(whole) * 100 +
    Number(fraction.slice(0, 2).padEnd(2, '0')) +
    (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return sign === '-' ? -cents : cents;
}

/** Whether a JSON or YAML number is a whole number of cents as written (at most two decimals). */
export function isWholeCents(dollars: number): boolean {
  return /^-?\d+(?:\.\d{1,2})?$/.test(String(dollars));
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
