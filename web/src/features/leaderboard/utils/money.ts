/**
 * Money arrives in cents and is shown in dollars to 2 decimals; percentages
 * arrive in hundredths of a percent (SPEC.md section 9).
 */

export { formatDollars, formatSignedDollars, formatSignedPercent } from '@/lib/money';
