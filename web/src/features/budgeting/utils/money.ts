/**
 * Summary money arrives in integer cents and is shown in dollars to 2 decimals, thousands-separated
 * (SPEC.md section 9; the same pattern as the simulator's, copied because features stay apart).
 */

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const signedDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const wholePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** 5200000 → "$52,000.00". */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** 123456 → "+$1,234.56", -1200 → "-$12.00", 0 → "$0.00". */
export function formatSignedDollars(cents: number): string {
  return signedDollars.format(cents / 100);
}

/** A share of a whole, 0.256 → "26%". */
export function formatShare(fraction: number): string {
  return wholePercent.format(fraction);
}

/** The text colour of money coming in (green) or going short (red). */
export function cashFlowTextClass(cents: number): string {
  if (cents > 0) return 'text-green-700';
  if (cents < 0) return 'text-red-700';
  return 'text-slate-700';
}
