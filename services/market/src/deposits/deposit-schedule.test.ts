import { describe, expect, it } from 'vitest';
import { nextDueAfter } from './deposit-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextDueAfter', () => {
  it('when a deposit is due mid-month, then the next is the same day and time a month later', () => {
    expect(nextDueAfter(at('2026-11-26T07:30:00.000Z'), 26).toISOString()).toBe(
      '2026-12-26T07:30:00.000Z',
    );
    expect(nextDueAfter(at('2026-12-15T00:00:00.000Z'), 15).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });

  it('when the day is past the next month’s end, then it is that month’s last day, and the day comes back after', () => {
    const february = nextDueAfter(at('2027-01-31T09:00:00.000Z'), 31);
    expect(february.toISOString()).toBe('2027-02-28T09:00:00.000Z');
    const march = nextDueAfter(february, 31);
    expect(march.toISOString()).toBe('2027-03-31T09:00:00.000Z');
    expect(nextDueAfter(march, 31).toISOString()).toBe('2027-04-30T09:00:00.000Z');
    // A leap year's February has 29 days.
    expect(nextDueAfter(at('2028-01-30T09:00:00.000Z'), 30).toISOString()).toBe(
      '2028-02-29T09:00:00.000Z',
    );
  });
});
