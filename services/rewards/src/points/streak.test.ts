import { describe, expect, it } from 'vitest';
import { currentStreak, dayInZone, previousDay, streakAfterActivity } from './streak.ts';

describe('streak days', () => {
  it('when it is late evening in New York, then the club day is still that day though UTC moved on', () => {
    expect(dayInZone(new Date('2026-03-10T03:30:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(dayInZone(new Date('2026-03-10T03:30:00Z'), 'UTC')).toBe('2026-03-10');
  });

  it('when the previous day is asked across a month and a year, then it is right', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });

  it('when a student learns on consecutive days, then the streak grows by one a day', () => {
    expect(streakAfterActivity(0, null, '2026-03-09')).toBe(1);
    expect(streakAfterActivity(1, '2026-03-09', '2026-03-09')).toBe(1);
    expect(streakAfterActivity(1, '2026-03-09', '2026-03-10')).toBe(2);
    expect(streakAfterActivity(2, '2026-03-10', '2026-03-11')).toBe(3);
  });

  it('when a day is missed, then the next activity starts again at 1', () => {
    expect(streakAfterActivity(5, '2026-03-09', '2026-03-11')).toBe(1);
  });

  it('when the streak is shown, then it survives until midnight of the next day and then reads 0', () => {
    expect(currentStreak(4, '2026-03-09', '2026-03-09')).toBe(4);
    expect(currentStreak(4, '2026-03-09', '2026-03-10')).toBe(4);
    expect(currentStreak(4, '2026-03-09', '2026-03-11')).toBe(0);
    expect(currentStreak(0, null, '2026-03-11')).toBe(0);
  });
});
