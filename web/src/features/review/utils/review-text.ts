import type { ReviewCardKind } from '@fc/contracts/learning';

import { parseDate } from '@/lib/dates';

export const kindLabels: Record<ReviewCardKind, string> = {
  flashcard: 'Flashcard',
  quiz: 'Quiz question',
};

/** Whether a card's back starts by saying it is the answer (a quiz card's "Answer: …"). */
export function saysAnswer(back: string): boolean {
  return /^answer:/i.test(back.trim());
}

/** The back as read out when it is revealed: "Answer: …", once. */
export function spokenAnswer(back: string): string {
  return saysAnswer(back) ? back : `Answer: ${back}`;
}

/** "1 card", "12 cards". */
export function cardCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'card' : 'cards'}`;
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/**
 * When a card just graded comes back, from the whole days the schedule gave it: "Again in 1 day"
 * after Again, "Next review in 4 days" otherwise, "… later today" for 0 days.
 */
export function nextReviewNote(rating: number, intervalDays: number): string {
  const lead = rating === 1 ? 'Again' : 'Next review';
  return intervalDays <= 0 ? `${lead} later today` : `${lead} in ${days(intervalDays)}`;
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
