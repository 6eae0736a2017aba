import { formatMonth, formatShortDate, formatTime, formatYear } from '@/lib/dates';

type TickUnit = 'minute' | 'hour' | 'day' | 'month';

/** The tick spacings tried, smallest first: each is a whole number of its unit on the clock. */
const TICK_STEPS: readonly { unit: TickUnit; count: number }[] = [
  { unit: 'minute', count: 15 },
  { unit: 'minute', count: 30 },
  { unit: 'hour', count: 1 },
  { unit: 'hour', count: 2 },
  { unit: 'hour', count: 3 },
  { unit: 'hour', count: 6 },
  { unit: 'hour', count: 12 },
  { unit: 'day', count: 1 },
  { unit: 'day', count: 2 },
  { unit: 'day', count: 7 },
  { unit: 'day', count: 14 },
  { unit: 'month', count: 1 },
  { unit: 'month', count: 2 },
  { unit: 'month', count: 3 },
  { unit: 'month', count: 6 },
];

/** At most this many labels: they fit side by side on a phone. */
export const MAX_TIME_TICKS = 5;

export interface TimeTicks {
  /** Milliseconds, oldest first, within [first, last]. */
  ticks: number[];
  /** The label of one tick. */
  format: (time: number) => string;
}

/** The local times from `first` to `last` that fall on a whole step of the clock or calendar. */
function ticksOnStep(first: number, last: number, unit: TickUnit, count: number): number[] {
  const start = new Date(first);
  start.setHours(0, 0, 0, 0);
  // Months count from January, so that every few months the year's start is a tick.
  if (unit === 'month') start.setMonth(0, 1);
  const ticks: number[] = [];
  for (let index = 0; ; index += 1) {
    const tick = new Date(start);
    if (unit === 'minute') tick.setMinutes(index * count);
    else if (unit === 'hour') tick.setHours(index * count);
    else if (unit === 'day') tick.setDate(start.getDate() + index * count);
    else tick.setMonth(start.getMonth() + index * count);
    const time = tick.getTime();
    if (time > last) return ticks;
    if (time >= first) ticks.push(time);
    if (ticks.length > MAX_TIME_TICKS) return ticks;
  }
}

function isLocalMidnight(time: number): boolean {
  const date = new Date(time);
  return date.getHours() === 0 && date.getMinutes() === 0;
}

function formatterFor(unit: TickUnit): (time: number) => string {
  switch (unit) {
    case 'minute':
    case 'hour':
      // A tick at midnight names the day that starts.
      return (time) =>
        isLocalMidnight(time) ? formatShortDate(time / 1000) : formatTime(time / 1000);
    case 'day':
      return (time) => formatShortDate(time / 1000);
    case 'month':
      // January names its year.
      return (time) =>
        new Date(time).getMonth() === 0 ? formatYear(time / 1000) : formatMonth(time / 1000);
  }
}

/**
 * Evenly spaced, readable ticks for a time axis from `first` to `last` (milliseconds), whatever
 * the span: the smallest whole step of the clock or calendar (15 minutes … 6 months) that gives at
 * least 2 and at most MAX_TIME_TICKS ticks, labelled as times, dates, months or years to suit it.
 * A span too short for two such ticks is labelled at its two ends (once when they read the same).
 */
export function getTimeTicks(first: number, last: number): TimeTicks {
  for (const { unit, count } of TICK_STEPS) {
    const ticks = ticksOnStep(first, last, unit, count);
    if (ticks.length >= 2 && ticks.length <= MAX_TIME_TICKS) {
      return { ticks, format: formatterFor(unit) };
    }
    if (ticks.length < 2 && unit === 'minute') break;
  }
  // Two ends that read the same (a history of a few seconds) are labelled once.
  const format = formatterFor('minute');
  const isTwoLabels = last > first && format(first) !== format(last);
  return { ticks: isTwoLabels ? [first, last] : [first], format };
}
