const wholePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

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
