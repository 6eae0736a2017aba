/**
 * When a monthly deposit falls due: on the same day of every month as its first
 * credit, at the same time of day (UTC), on the month's last day when the month is shorter
 * (started on the 31st: 28 or 29 February, 30 April, then 31 May again).
 */

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** The due date one month after `due`, on `dayOfMonth` (1 to 31) or the month's last day. */
export function nextDueAfter(due: Date, dayOfMonth: number): Date {
  const year = due.getUTCFullYear();
  const monthIndex = due.getUTCMonth() + 1;
  const day = Math.min(dayOfMonth, daysInMonth(year, monthIndex));
  return new Date(
    Date.UTC(
      year,
      monthIndex,
      day,
      due.getUTCHours(),
      due.getUTCMinutes(),
      due.getUTCSeconds(),
      due.getUTCMilliseconds(),
    ),
  );
}
