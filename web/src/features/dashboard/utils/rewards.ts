/** How many achievements the dashboard previews and how many members its leaderboard shows (SPEC.md section 9). */
export const ACHIEVEMENTS_PREVIEW_LIMIT = 3;
export const TOP_MEMBERS_LIMIT = 5;

/**
 * A trading bonus held in cents, in dollars (SPEC.md section 9: the dashboard
 * shows it in dollars): whole dollars without decimals, otherwise two.
 * 25000 → "$250", 1050 → "$10.50".
 */
export function formatTradingBonus(cents: number): string {
  const dollars = cents / 100;
  const decimals = Number.isInteger(dollars) ? 0 : 2;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })}`;
}

/** "+12", "-5", "0": a change in points with its sign. */
export function formatPointsDelta(delta: number): string {
  return delta > 0 ? `+${delta.toLocaleString('en-US')}` : delta.toLocaleString('en-US');
}
