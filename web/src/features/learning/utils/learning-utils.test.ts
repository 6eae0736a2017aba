import { BookOpen, PiggyBank } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { shuffled, wrapIndex } from '@/features/learning/utils/flashcards';
import {
  getCompletionRefusalReason,
  mentionsChart,
  secondsUntil,
  toDeviceDeadline,
} from '@/features/learning/utils/lesson-completion';
import { parseModuleId } from '@/features/learning/utils/module-id';
import {
  describeCountdown,
  formatCountdown,
  getPerformanceReview,
  isQuizWellFormed,
} from '@/features/learning/utils/quiz';
import { ApiError } from '@/lib/api-client';
import { getLessonStates } from '@/lib/learning-progress';
import { resolveModuleAccess } from '@/lib/module-access';
import { getModuleColorClasses, getModuleIcon } from '@/lib/module-style';
import { buildLessonSummary } from '@/testing/learning-fixtures';

const refusal = (status: number, body: unknown) =>
  new ApiError(status, 'Bad Request', JSON.stringify(body));

describe('getCompletionRefusalReason', () => {
  it("shows the server's message whole, and the fallback without one", () => {
    expect(
      getCompletionRefusalReason(
        refusal(409, {
          code: 'READING_TOO_SHORT',
          message: 'Keep reading: you have read for 12 seconds of the 60 needed.',
        }),
      ),
    ).toBe('Keep reading: you have read for 12 seconds of the 60 needed.');
    expect(
      getCompletionRefusalReason(
        refusal(403, { code: 'locked', message: 'This lesson is locked' }),
      ),
    ).toBe('This lesson is locked');
    expect(getCompletionRefusalReason(new Error('network'))).toBe(
      'Failed to mark lesson as complete',
    );
  });
});

describe('secondsUntil', () => {
  it('rounds the time left up to whole seconds and stops at 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('toDeviceDeadline', () => {
  it("counts the server's time left from when the answer arrived, whatever the device's clock says", () => {
    const lesson = {
      completableAt: '2026-03-01T10:00:42.000Z',
      serverTime: '2026-03-01T10:00:00.000Z',
    };
    // The device's clock is an hour behind the server's: 42 s are still left.
    const arrived = Date.parse('2026-03-01T09:00:00.000Z');
    expect(toDeviceDeadline(lesson, arrived)).toBe(arrived + 42_000);
    expect(toDeviceDeadline({ ...lesson, completableAt: null }, arrived)).toBeNull();
    expect(
      toDeviceDeadline({ ...lesson, completableAt: '2026-03-01T09:59:00.000Z' }, arrived),
    ).toBe(arrived);
  });
});

describe('getLessonStates', () => {
  const lessons = [11, 12, 13].map((id, index) => buildLessonSummary({ id, position: index + 1 }));

  it('opens the first lesson and each one after a completed lesson', () => {
    expect(getLessonStates(lessons, new Set())).toEqual(['available', 'locked', 'locked']);
    expect(getLessonStates(lessons, new Set([11]))).toEqual(['completed', 'available', 'locked']);
  });

  it('opens every lesson to guests', () => {
    expect(getLessonStates(lessons, new Set(), { isGuest: true })).toEqual([
      'available',
      'available',
      'available',
    ]);
  });
});

describe('resolveModuleAccess', () => {
  it('gives guests everything, and locks on a failed call', () => {
    expect(resolveModuleAccess(true, 'pending', undefined)).toEqual({
      canAccess: true,
      reason: 'guest_mode',
    });
    expect(resolveModuleAccess(false, 'error', undefined)).toEqual({
      canAccess: false,
      reason: 'error',
    });
    expect(resolveModuleAccess(false, 'pending', undefined).reason).toBe('loading');
    expect(
      resolveModuleAccess(false, 'success', { canAccess: true, reason: 'quiz_passed' }),
    ).toEqual({ canAccess: true, reason: 'quiz_passed' });
  });
});

describe('quiz helpers', () => {
  it('formats the countdown as m:ss and says it in words', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(describeCountdown(299)).toBe('4 minutes 59 seconds');
    expect(describeCountdown(60)).toBe('1 minute');
    expect(describeCountdown(1)).toBe('1 second');
  });

  it('reviews 90 % and up as excellent, 70 % and up as good, else keep studying', () => {
    expect(getPerformanceReview(90).title).toBe('Excellent!');
    expect(getPerformanceReview(89).title).toBe('Good job!');
    expect(getPerformanceReview(70).title).toBe('Good job!');
    expect(getPerformanceReview(69).title).toBe('Keep studying!');
  });

  it('finds questions without text or with fewer than two options', () => {
    const question = { id: 1, question: 'Q?', options: ['A', 'B'], points: 10 };
    expect(isQuizWellFormed({ questions: [question] })).toBe(true);
    expect(isQuizWellFormed({ questions: [{ ...question, options: ['A'] }] })).toBe(false);
    expect(isQuizWellFormed({ questions: [{ ...question, question: '  ' }] })).toBe(false);
  });
});

describe('small helpers', () => {
  it('wraps card positions past either end', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('shuffles into a permutation of the same items', () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, () => 0);
    expect([...result].sort()).toEqual(items);
    expect(result).not.toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('maps icon names and colours with fallbacks', () => {
    expect(getModuleIcon('piggy-bank')).toBe(PiggyBank);
    expect(getModuleIcon('fas fa-piggy-bank')).toBe(PiggyBank);
    expect(getModuleIcon('PiggyBank')).toBe(PiggyBank);
    expect(getModuleIcon('no-such-icon')).toBe(BookOpen);
    expect(getModuleColorClasses('unknown')).toEqual(getModuleColorClasses('primary-500'));
  });

  it('notices chart lessons and reads module ids from the address', () => {
    expect(mentionsChart('Reading Candlestick Charts')).toBe(true);
    expect(mentionsChart('Budgets')).toBe(false);
    expect(parseModuleId('3')).toBe(3);
    expect(parseModuleId('0')).toBeNull();
    expect(parseModuleId('abc')).toBeNull();
    expect(parseModuleId(undefined)).toBeNull();
  });
});
