const plainPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A share of a whole, 0.256 → "25.6%". */
export function formatShare(fraction: number): string {
  return plainPercent.format(fraction);
}

/** 1500 → "1,500". */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** The text colour of a gain or a loss. */
export function trendTextClass(value: number): string {
  if (value > 0) return 'text-green-700';
  if (value < 0) return 'text-red-700';
  return 'text-slate-600';
}
