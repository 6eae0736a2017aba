/** A sign, an optional "$", digits with an optional decimal part; thousands commas are allowed. */
const AMOUNT_PATTERN = /^[+-]?\$?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The cash amount typed by the admin, in dollars (docs/product.md section 5: it may be negative or have
 * cents), or null when it is not a number. "-12.5" → -12.5, "$1,250" → 1250, "abc" → null.
 */
export function parseDollarAmount(input: string): number | null {
  const text = input.trim().replace(/,/g, '');
  if (!AMOUNT_PATTERN.test(text)) return null;
  const amount = Number(text.replace('$', ''));
  return Number.isFinite(amount) ? amount : null;
}
