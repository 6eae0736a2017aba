import { z } from 'zod';

/**
 * The club's calendar: a day is a calendar day in the club's time zone (CLUB_TIMEZONE, an IANA
 * name). Streaks (rewards) and the daily cap on review points (learning) count by it.
 */
export const clubTimeZoneSchema = z
  .string()
  .default('America/New_York')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'CLUB_TIMEZONE must be an IANA time zone such as America/New_York');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function dayInZone(moment: Date, timeZone: string): string {
  // Making a DateTimeFormat is costly; one per zone serves every call.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of a moment in a time zone, read as if it were UTC (ms since epoch). */
function wallClockAsUtc(moment: Date, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(moment).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The first moment of the calendar day after `moment`'s in a time zone: when a club day ends.
 * Midnight is found from the zone's offset there, checked once more for a change of offset
 * (daylight saving) between now and then.
 */
export function endOfDayInZone(moment: Date, timeZone: string): Date {
  const [year, month, day] = dayInZone(moment, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  let guess = midnightAsUtc;
  for (let attempt = 0; attempt < 2; attempt++) {
    const offset = wallClockAsUtc(new Date(guess), timeZone) - guess;
    guess = midnightAsUtc - offset;
  }
  return new Date(guess);
}
