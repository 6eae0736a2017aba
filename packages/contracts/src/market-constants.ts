/**
 * The market's constants, apart from its schemas so the web app can use them without zod:
 * docs/product.md section 9 and the trade message of section 5.
 */

export const STARTING_CASH_CENTS = 1_000_000;
/** docs/product.md section 9: prices refresh every 15 minutes. */
export const PRICE_REFRESH_INTERVAL_MS = 15 * 60 * 1000;

export const riskLabels: Record<number, string> = {
  1: 'Very Low',
  2: 'Low',
  3: 'Medium',
  4: 'High',
  5: 'Very High',
};
/** docs/product.md section 9: 1 Very Low ... 5 Very High, otherwise Unknown. */
export function riskLabel(riskFactor: number): string {
  return riskLabels[riskFactor] ?? 'Unknown';
}

export const INVALID_SHARES_MESSAGE = 'Please enter a valid number of shares';

/**
 * Dollars written as a decimal ("12", "-12.5", "+7.05", ".5"; no exponent, no hexadecimal, at
 * most two decimal places) as exact whole cents, without floating-point arithmetic; null for
 * anything else. "1.005" is null (it is not a number of cents), not $1.00.
 */
export function parseDollarsToCents(text: string): number | null {
  const match = /^([+-]?)(\d{0,12})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}
