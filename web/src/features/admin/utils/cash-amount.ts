import {
  CASH_TOO_LARGE_MESSAGE,
  INVALID_CASH_MESSAGE,
  MAX_ADMIN_CASH_CENTS,
} from '@fc/contracts/market';
import { parseDollarsToCents } from '@fc/contracts/market-constants';
import { z } from 'zod';

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

export const CASH_MISSING_MESSAGE =
  'Missing information - Please select a user and enter a cash amount.';

/**
 * The Cash Balance field: the dollars typed, or what is wrong in the server's words
 * (contracts' market.ts), each "Title - Description" as the toast shows it.
 */
export const cashAmountSchema = z
  .string()
  .trim()
  .min(1, CASH_MISSING_MESSAGE)
  .transform((text, context) => {
    const dollars = parseDollarAmount(text);
    if (dollars === null) {
      context.addIssue({ code: 'custom', message: INVALID_CASH_MESSAGE });
      return z.NEVER;
    }
    if (Math.abs(Math.round(dollars * 100)) > MAX_ADMIN_CASH_CENTS) {
      context.addIssue({ code: 'custom', message: CASH_TOO_LARGE_MESSAGE });
      return z.NEVER;
    }
    return dollars;
  });
