import { describe, expect, it } from 'vitest';

import { formatDueIn } from '@/lib/review-due';

const now = new Date('2026-03-01T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDueIn', () => {
  it('says how far off the next card is, rounded to the nearest minute, hour or day', () => {
    expect(formatDueIn(after(20 * MINUTE), now)).toBe('in 20 minutes');
    expect(formatDueIn(after(5 * HOUR + 10 * MINUTE), now)).toBe('in 5 hours');
    // A card studied a moment ago falls due a day later: tomorrow, not "in 23 hours".
    expect(formatDueIn(after(DAY - 30 * 1000), now)).toBe('tomorrow');
    expect(formatDueIn(after(3 * DAY + 2 * HOUR), now)).toBe('in 3 days');
    expect(formatDueIn(after(90 * DAY), now)).toBe('in 3 months');
  });

  it('when the date is under a minute away or past, then it is "soon"; no date is ""', () => {
    expect(formatDueIn(after(30 * 1000), now)).toBe('soon');
    expect(formatDueIn(after(-HOUR), now)).toBe('soon');
    expect(formatDueIn(null, now)).toBe('');
  });
});
