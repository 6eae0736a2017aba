/**
 * Money arrives in cents and is shown in dollars to 2 decimals, thousands-separated; percentages
 * arrive in hundredths of a percent (docs/product.md section 9). One set of formatters for every page.
 */

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
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

/** Whole dollars, e.g. for the Trading Bonus total (docs/product.md section 9): 25000 → "$250". */
export function formatWholeDollars(cents: number): string {
  return wholeDollars.format(cents / 100);
}

/**
 * An achievement's trading-cash reward: whole dollars when it is a round amount, else to the cent.
 * 25000 → "$250", 1050 → "$10.50".
 */
export function formatCashReward(cents: number): string {
  return cents % 100 === 0 ? formatWholeDollars(cents) : formatDollars(cents);
}

/** 123456 → "+$1,234.56", -1200 → "-$12.00", 0 → "$0.00". */
export function formatSignedDollars(cents: number): string {
  return signedDollars.format(cents / 100);
}

/** 1234 → "+12.34%", -550 → "-5.50%", 0 → "0.00%". */
export function formatSignedPercent(hundredths: number): string {
  return signedPercent.format(hundredths / 10_000);
}
