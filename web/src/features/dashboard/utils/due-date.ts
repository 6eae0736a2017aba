/**
 * How an assignment's due date reads on the dashboard: "Due today", "Due tomorrow",
 * "Due Fri, Nov 27", or "Overdue". Due dates are club days (YYYY-MM-DD), compared with today's
 * date on this device (lib/dates.ts: the club's time zone is not passed to the browser yet).
 */

const DAY_MS = 24 * 3600 * 1000;
const dueDayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as a count of days, to compare days without time zones in the way. */
function dayNumber(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Today on this device as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface DueLabel {
  text: string;
  isOverdue: boolean;
}

export function describeDueDate(
  dueDate: string,
  { isOverdue = false, today = localToday() }: { isOverdue?: boolean; today?: string } = {},
): DueLabel {
  const due = dayNumber(dueDate);
  const current = dayNumber(today);
  if (due === null || current === null) return { text: `Due ${dueDate}`, isOverdue };
  const daysLeft = due - current;
  if (isOverdue || daysLeft < 0) return { text: 'Overdue', isOverdue: true };
  if (daysLeft === 0) return { text: 'Due today', isOverdue: false };
  if (daysLeft === 1) return { text: 'Due tomorrow', isOverdue: false };
  return { text: `Due ${dueDayFormat.format(new Date(due * DAY_MS))}`, isOverdue: false };
}
