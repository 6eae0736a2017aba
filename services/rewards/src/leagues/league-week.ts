import { dayInZone } from '@fc/service-kit/club-time';

/** Adds days to a calendar day (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the club week a moment falls in, in the club's time zone. */
export function weekStartOf(moment: Date, timeZone: string): string {
  const day = dayInZone(moment, timeZone);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a calendar day begins in a time zone (00:00 there). */
export function startOfDayInZone(day: string, timeZone: string): Date {
  // Start from UTC midnight and correct by the zone's offset at that instant, twice (DST edges).
  let guess = new Date(`${day}T00:00:00Z`);
  for (let step = 0; step < 2; step += 1) {
    guess = new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs(guess, timeZone));
  }
  return guess;
}

function offsetMs(moment: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}
