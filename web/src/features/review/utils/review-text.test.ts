import { describe, expect, it } from 'vitest';

import {
  formatDueIn,
  nextReviewNote,
  saysAnswer,
  spokenAnswer,
} from '@/features/review/utils/review-text';

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

describe('nextReviewNote', () => {
  it('says when a graded card comes back: "Again in …" after Again, "Next review in …" otherwise', () => {
    expect(nextReviewNote(1, 1)).toBe('Again in 1 day');
    expect(nextReviewNote(3, 4)).toBe('Next review in 4 days');
    expect(nextReviewNote(1, 0)).toBe('Again later today');
  });
});

describe('spokenAnswer', () => {
  it('reads a back out as "Answer: …" once, whether or not it says so itself (a quiz card does)', () => {
    expect(spokenAnswer('A plan for your money.')).toBe('Answer: A plan for your money.');
    expect(spokenAnswer('Answer: $60\n\nMoney in minus money out.')).toBe(
      'Answer: $60\n\nMoney in minus money out.',
    );
    expect(saysAnswer('Answer: $60')).toBe(true);
    expect(saysAnswer('A plan for your money.')).toBe(false);
  });
});
