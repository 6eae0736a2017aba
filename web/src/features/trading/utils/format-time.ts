/** Times from the API are ISO strings or unix seconds in UTC; the page shows them in local time. */

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const shortDateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const shortDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(value: string | number): Date | null {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3:45 PM" (local time). */
export function formatTime(value: string | number): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

/** "Mar 4, 2026, 3:45 PM" (local time). */
export function formatDateTime(value: string | number): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** "Mar 4" (local date). */
export function formatShortDate(value: string | number): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : '';
}

/** "Mar 4, 3:45 PM" (local time). */
export function formatShortDateTime(value: string | number): string {
  const date = toDate(value);
  return date ? shortDateTimeFormat.format(date) : '';
}
