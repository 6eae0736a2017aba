import type { ProgressRecord } from '@fc/contracts/learning';
import { describe, expect, it } from 'vitest';

import {
  countModulesByTrack,
  getModuleStandings,
  pickFeaturedModules,
  summarizeLearning,
} from '@/features/dashboard/utils/dashboard-stats';
import { formatPointsDelta } from '@/features/dashboard/utils/rewards';
import { formatRelativeTime, parseDate } from '@/lib/dates';
import { formatCashReward as formatTradingBonus } from '@/lib/money';
import { buildModule, buildProgressRecord } from '@/testing/learning-fixtures';

const record = (
  lessonId: number,
  moduleId: number,
  at: Date | null,
  points = 25,
): ProgressRecord => ({
  ...buildProgressRecord(lessonId, moduleId),
  completedAt: at ? at.toISOString() : null,
  pointsEarned: points,
});

describe('dashboard stats', () => {
  const modules = [
    buildModule({ id: 2, totalLessons: 2, flashcardCount: 4, track: 'investments' }),
    buildModule({ id: 1, totalLessons: 3, flashcardCount: 5 }),
    buildModule({ id: 3, totalLessons: 0, flashcardCount: 0, track: 'advanced' }),
  ];

  it('orders modules by id, caps lessons done at the module size, and never calls an empty module complete', () => {
    const records = [11, 12, 13, 14].map((id) => record(id, 1, new Date()));
    const standings = getModuleStandings(modules, records);

    expect(standings.map((s) => [s.module.id, s.completed, s.percentage, s.isComplete])).toEqual([
      [1, 3, 100, true],
      [2, 0, 0, false],
      [3, 0, 0, false],
    ]);
  });

  it('sums lessons and flashcards, counts completed modules and rounds the average progress', () => {
    const records = [record(11, 1, new Date()), record(21, 2, new Date())];
    // Module percentages: 33 and 50 and 0 → 27.67 → 28.
    expect(summarizeLearning(getModuleStandings(modules, records))).toEqual({
      totalLessons: 5,
      completedLessons: 2,
      overallPercentage: 40,
      completedModules: 0,
      averageProgress: 28,
      totalFlashcards: 9,
    });
    expect(summarizeLearning([])).toMatchObject({ averageProgress: 0, overallPercentage: 0 });
  });

  it('counts the modules of each track', () => {
    expect(countModulesByTrack(modules)).toEqual({
      'personal-finance': 1,
      investments: 1,
      'business-finance': 0,
      advanced: 1,
    });
  });

  it('features unfinished unlocked modules, at most 4; admins regardless of access', () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((id) => buildModule({ id, totalLessons: 1 }));
    const standings = getModuleStandings(many, [record(11, 1, new Date())]);
    const canAccess = (id: number) => id !== 3;

    expect(
      pickFeaturedModules(standings, { isAdmin: false, canAccess }).map((s) => s.module.id),
    ).toEqual([2, 4, 5, 6]);
    expect(
      pickFeaturedModules(standings, { isAdmin: true, canAccess: () => false }).map(
        (s) => s.module.id,
      ),
    ).toEqual([2, 3, 4, 5]);
  });
});

describe('dashboard activity', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('reads dates from the server, or null when missing or unreadable', () => {
    expect(parseDate('2026-03-10T15:00:00.000Z')?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(parseDate('not a date')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });

  it('says how long ago in words', () => {
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(formatRelativeTime(ago(20), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 86400), now)).toBe('last year');
  });
});

describe('dashboard rewards', () => {
  it('shows a trading bonus held in cents in dollars', () => {
    expect(formatTradingBonus(25_000)).toBe('$250');
    expect(formatTradingBonus(1050)).toBe('$10.50');
    expect(formatTradingBonus(123_456_700)).toBe('$1,234,567');
  });

  it('signs a change in points', () => {
    expect(formatPointsDelta(25)).toBe('+25');
    expect(formatPointsDelta(-5)).toBe('-5');
    expect(formatPointsDelta(0)).toBe('0');
  });
});
