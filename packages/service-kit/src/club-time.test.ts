import { describe, expect, it } from 'vitest';
import { dayInZone, endOfDayInZone } from './club-time.ts';

describe('endOfDayInZone', () => {
  it('is the next local midnight, in winter and in summer time', () => {
    // New York is UTC−5 in January and UTC−4 in July.
    expect(endOfDayInZone(new Date('2026-01-15T14:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    expect(endOfDayInZone(new Date('2026-07-15T14:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-16T04:00:00.000Z',
    );
  });

  it('belongs to the local day, not the UTC one', () => {
    // 02:00 UTC on the 16th is still the evening of the 15th in New York.
    expect(endOfDayInZone(new Date('2026-01-16T02:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    expect(endOfDayInZone(new Date('2026-01-16T02:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-01-16T15:00:00.000Z',
    );
  });

  it('ends the day the clocks change at the right midnight', () => {
    // 8 March 2026: New York springs forward at 02:00; the day ends at midnight EDT (UTC−4).
    expect(endOfDayInZone(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // 1 November 2026: back to EST; the day ends at midnight EST (UTC−5).
    expect(endOfDayInZone(new Date('2026-11-01T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('is always after the moment, and the next day starts there', () => {
    for (const iso of ['2026-05-01T03:59:59Z', '2026-05-01T04:00:00Z', '2026-12-31T23:59:59Z']) {
      const moment = new Date(iso);
      const end = endOfDayInZone(moment, 'America/New_York');
      expect(end.getTime()).toBeGreaterThan(moment.getTime());
      expect(dayInZone(end, 'America/New_York')).not.toBe(dayInZone(moment, 'America/New_York'));
      expect(dayInZone(new Date(end.getTime() - 1), 'America/New_York')).toBe(
        dayInZone(moment, 'America/New_York'),
      );
    }
  });
});
