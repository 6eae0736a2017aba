/**
 * Streaks count consecutive calendar days, in the club's time zone, with at least one learning
 * activity. A streak survives the day until midnight: yesterday's streak still shows today, and
 * it resets once a whole day passes without activity.
 */

export { dayInZone } from '@fc/service-kit/club-time';

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The streak after an activity on `today`. */
export function streakAfterActivity(
  streak: number,
  lastActivityDay: string | null,
  today: string,
): number {
  if (lastActivityDay === today) return Math.max(streak, 1);
  if (lastActivityDay === previousDay(today)) return streak + 1;
  // An activity dated before the last one (a late event) does not break the streak.
  if (lastActivityDay !== null && lastActivityDay > today) return Math.max(streak, 1);
  return 1;
}

/** The streak as shown on `today`: 0 once a day was missed. */
export function currentStreak(
  streak: number,
  lastActivityDay: string | null,
  today: string,
): number {
  if (lastActivityDay === null) return 0;
  return lastActivityDay === today || lastActivityDay === previousDay(today) ? streak : 0;
}
