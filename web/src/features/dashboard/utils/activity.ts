import type { ProgressRecord } from '@fc/contracts/learning';

/** The fixed daily targets of the "Today's Goal" card (SPEC.md section 2). */
export const DAILY_GOAL = { lessons: 2, points: 100 } as const;

export const RECENT_ACTIVITY_LIMIT = 5;

/** The moment a lesson was completed, or null when the record has none (or an unreadable one). */
export function getCompletedAt(record: ProgressRecord): Date | null {
  if (!record.completed || !record.completedAt) return null;
  const date = new Date(record.completedAt);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether two moments fall on the same calendar day in the browser's time zone. */
export function isSameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export interface TodayProgress {
  lessons: number;
  points: number;
}

/** Lessons completed today (local time) and the points they paid. */
export function summarizeToday(
  records: readonly ProgressRecord[] | undefined,
  now: Date = new Date(),
): TodayProgress {
  let lessons = 0;
  let points = 0;
  for (const record of records ?? []) {
    const completedAt = getCompletedAt(record);
    if (!completedAt || !isSameLocalDay(completedAt, now)) continue;
    lessons += 1;
    points += record.pointsEarned;
  }
  return { lessons, points };
}

export interface Completion {
  record: ProgressRecord;
  completedAt: Date;
}

/** The latest completed lessons, newest first. */
export function getRecentCompletions(
  records: readonly ProgressRecord[] | undefined,
  limit = RECENT_ACTIVITY_LIMIT,
): Completion[] {
  return (records ?? [])
    .flatMap((record) => {
      const completedAt = getCompletedAt(record);
      return completedAt ? [{ record, completedAt }] : [];
    })
    .sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime())
    .slice(0, limit);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"... */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relativeTime.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
