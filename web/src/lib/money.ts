/**
 * Money arrives in cents and is shown in dollars to 2 decimals, thousands-separated; percentages
 * arrive in hundredths of a percent (SPEC.md section 9). One set of formatters for every page.
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

const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** 1234567 → "$12,345.67". */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** 123456 → "+$1,234.56", -1200 → "-$12.00", 0 → "$0.00". */
export function formatSignedDollars(cents: number): string {
  return signedDollars.format(cents / 100);
}

/** 1234 → "+12.34%", -550 → "-5.50%", 0 → "0.00%". */
export function formatSignedPercent(hundredths: number): string {
  return signedPercent.format(hundredths / 10_000);
}
