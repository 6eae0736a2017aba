/**
 * Every date and time on screen, in one place and under one rule: written in the reader's locale
 * (Intl's default) and in the club's time zone. Times arrive from the API in UTC, as ISO strings or
 * as unix seconds (candles).
 *
 * The club's time zone is a setting of the rewards service (CLUB_TIMEZONE, the calendar day of a
 * streak) that GET /api/config does not pass on to the browser: until it does, `undefined` makes
 * Intl use the browser's own zone. (The performance chart puts its day ticks at the browser's
 * midnights, which agrees with that; it would need the same zone once this is set.)
 */
const CLUB_TIME_ZONE: string | undefined = undefined;

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: CLUB_TIME_ZONE });
}

const timeFormat = dateTimeFormat({ hour: 'numeric', minute: '2-digit' });
const dateFormat = dateTimeFormat({ dateStyle: 'medium' });
const dateAndTimeFormat = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const shortDateFormat = dateTimeFormat({ month: 'short', day: 'numeric' });
const shortDateTimeFormat = dateTimeFormat({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullDateTimeFormat = dateTimeFormat({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const monthFormat = dateTimeFormat({ month: 'short' });
const yearFormat = dateTimeFormat({ year: 'numeric' });
const relativeTimeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** An ISO string, unix seconds or a Date as a Date; null when it is missing or unreadable. */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'number' ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type DateInput = Parameters<typeof parseDate>[0];

function format(formatter: Intl.DateTimeFormat, value: DateInput): string {
  const date = parseDate(value);
  return date ? formatter.format(date) : '';
}

/** "3:45 PM" ('' when the value is not a date, as for every formatter below). */
export function formatTime(value: DateInput): string {
  return format(timeFormat, value);
}

/** "Mar 4, 2026". */
export function formatDate(value: DateInput): string {
  return format(dateFormat, value);
}

/** "Mar 4, 2026, 3:45 PM". */
export function formatDateTime(value: DateInput): string {
  return format(dateAndTimeFormat, value);
}

/** "Mar 4". */
export function formatShortDate(value: DateInput): string {
  return format(shortDateFormat, value);
}

/** "Mar 4, 3:45 PM". */
export function formatShortDateTime(value: DateInput): string {
  return format(shortDateTimeFormat, value);
}

/** "3/4/2026, 3:45:00 PM": every part, down to the second (e.g. a tooltip beside a relative time). */
export function formatFullDateTime(value: DateInput): string {
  return format(fullDateTimeFormat, value);
}

/** "Mar" (a chart's month tick). */
export function formatMonth(value: DateInput): string {
  return format(monthFormat, value);
}

/** "2026" (a chart's year tick). */
export function formatYear(value: DateInput): string {
  return format(yearFormat, value);
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"... */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) {
      return relativeTimeFormat.format(Math.trunc(seconds / size), unit);
    }
  }
  return 'just now';
}
