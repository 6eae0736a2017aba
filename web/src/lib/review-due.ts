import { parseDate } from '@/lib/dates';

/* How the spaced-review queue's cards are counted and dated, on the Review page and the dashboard. */

/** "1 card", "12 cards". */
export function cardCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'card' : 'cards'}`;
}

const relativeTimeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the next card falls due, relative to now: "in 20 minutes", "in 5 hours", "tomorrow",
 * "in 3 days"; "soon" within the minute (or already past: the queue was read a moment ago).
 * Rounded, not cut: a flashcard studied a moment ago is due "tomorrow", not "in 23 hours".
 * '' for no date.
 */
export function formatDueIn(value: string | null, now: Date = new Date()): string {
  const date = parseDate(value);
  if (!date) return '';
  const ms = date.getTime() - now.getTime();
  if (ms < MINUTE_MS) return 'soon';
  if (ms < HOUR_MS) return relativeTimeFormat.format(Math.round(ms / MINUTE_MS), 'minute');
  if (ms < 22 * HOUR_MS) return relativeTimeFormat.format(Math.round(ms / HOUR_MS), 'hour');
  const days = Math.round(ms / DAY_MS);
  if (days < 60) return relativeTimeFormat.format(days, 'day');
  return relativeTimeFormat.format(Math.round(days / 30), 'month');
}
