/** How many achievements the dashboard previews and how many members its leaderboard shows (docs/product.md section 9). */
export const ACHIEVEMENTS_PREVIEW_LIMIT = 3;
export const TOP_MEMBERS_LIMIT = 5;

/** "+12", "-5", "0": a change in points with its sign. */
export function formatPointsDelta(delta: number): string {
  return delta > 0 ? `+${delta.toLocaleString('en-US')}` : delta.toLocaleString('en-US');
}
