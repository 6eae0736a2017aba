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
