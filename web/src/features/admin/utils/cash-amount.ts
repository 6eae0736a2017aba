import { parseDollarsToCents } from '@fc/contracts/market-constants';

/**
 * The cash amount typed by the admin, in dollars (docs/product.md section 5: it may be negative or
 * have cents), or null when it is not a number of cents. A "$" and thousands commas are allowed;
 * the rest is read exactly as the server reads it: "-12.5" → -12.5, "$1,250" → 1250, "1.005" →
 * null (a fraction of a cent), "1e3" → null.
 */
export function parseDollarAmount(input: string): number | null {
  const text = input
    .trim()
    .replace(/,/g, '')
    .replace(/^([+-]?)\$/, '$1');
  const cents = parseDollarsToCents(text);
  return cents === null ? null : cents / 100;
}
