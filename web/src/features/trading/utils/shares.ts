import { contestCommissionCents } from '@fc/contracts/contest-rules';
import type { Commission } from '@fc/contracts/contests';
import { INVALID_SHARES_MESSAGE } from '@fc/contracts/market-constants';

export { INVALID_SHARES_MESSAGE };

/**
 * The share count typed in the trade panel (docs/product.md section 5 "Trade"): a whole number greater
 * than zero, written with digits only ("2.5", "1e3", "-1", "abc" are refused). Null when invalid.
 */
export function parseShares(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const shares = Number(text);
  return Number.isSafeInteger(shares) && shares > 0 ? shares : null;
}

/** The estimated cost or proceeds of a trade in cents, or null while the share count is invalid. */
export function estimateTradeTotal(input: string, priceCents: number): number | null {
  const shares = parseShares(input);
  return shares === null ? null : shares * priceCents;
}

/**
 * What a trade of the typed shares at this price would cost to buy and bring from a sale, in
 * cents, with the contest's commission (none in Practice) taken as the server takes it; null
 * while the share count is invalid.
 */
export function estimateTrade(
  input: string,
  priceCents: number,
  commission: Commission | null,
): { total: number; commission: number; buyCost: number; saleProceeds: number } | null {
  const total = estimateTradeTotal(input, priceCents);
  if (total === null) return null;
  const fee = contestCommissionCents(commission, total);
  return { total, commission: fee, buyCost: total + fee, saleProceeds: total - fee };
}
