import { describe, expect, it } from 'vitest';

import { describeDueDate, localToday } from '@/features/dashboard/utils/due-date';

describe('describeDueDate', () => {
  const today = '2026-11-25'; // a Wednesday

  it('says today, tomorrow, or the weekday and date after that', () => {
    expect(describeDueDate('2026-11-25', { today })).toEqual({
      text: 'Due today',
      isOverdue: false,
    });
    expect(describeDueDate('2026-11-26', { today })).toEqual({
      text: 'Due tomorrow',
      isOverdue: false,
    });
    expect(describeDueDate('2026-11-27', { today })).toEqual({
      text: 'Due Fri, Nov 27',
      isOverdue: false,
    });
    expect(describeDueDate('2027-01-04', { today }).text).toBe('Due Mon, Jan 4');
  });

  it('says "Overdue" once the day has passed, or when the server says so', () => {
    expect(describeDueDate('2026-11-24', { today })).toEqual({ text: 'Overdue', isOverdue: true });
    expect(describeDueDate('2026-11-25', { today, isOverdue: true })).toEqual({
      text: 'Overdue',
      isOverdue: true,
    });
  });

  it('reads today from the device calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
