import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateTime,
  formatFullDateTime,
  formatShortDate,
  formatTime,
  parseDate,
} from '@/lib/dates';

// setup-tests.ts reads dates as a reader in the US on UTC would.
describe('dates', () => {
  it('when given an ISO string, unix seconds or a Date, then each formatter writes the same moment', () => {
    const iso = '2026-03-04T15:45:00.000Z';
    const seconds = Date.parse(iso) / 1000;
    expect(formatDateTime(iso)).toBe('Mar 4, 2026, 3:45 PM');
    expect(formatDateTime(seconds)).toBe('Mar 4, 2026, 3:45 PM');
    expect(formatDate(new Date(iso))).toBe('Mar 4, 2026');
    expect(formatShortDate(iso)).toBe('Mar 4');
    expect(formatTime(seconds)).toBe('3:45 PM');
    expect(formatFullDateTime(iso)).toBe('3/4/2026, 3:45:00 PM');
  });

  it('when the value is missing or not a date, then there is nothing to write', () => {
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
