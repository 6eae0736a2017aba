import type { Achievement } from '@fc/contracts/rewards';
import { Award } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import {
  formatRequirement,
  sortByMostRecent,
  summarizeAchievements,
  unlockFeatureLabels,
  withEarnedStatus,
} from '@/features/achievements/utils/achievements';
import { getAchievementIcon } from '@/lib/achievement-icons';
import { formatCashReward, formatWholeDollars } from '@/lib/money';

const achievement = (overrides: Partial<Achievement> & Pick<Achievement, 'id'>): Achievement => ({
  category: 'learning',
  title: overrides.id,
  description: '',
  icon: 'trophy',
  color: 'success',
  specialBadge: null,
  points: 0,
  bonusPoints: 0,
  tradingBonus: 0,
  unlockFeature: null,
  requirement: '',
  ...overrides,
});

describe('achievement icons', () => {
  it('has every icon the catalogue may name, in lucide kebab case', () => {
    const names = [
      'footprints',
      'book-open',
      'book-marked',
      'library',
      'graduation-cap',
      'trophy',
      'target',
      'brain',
      'star',
      'sparkles',
      'layers',
      'flame',
      'zap',
      'calendar-check',
      'trending-up',
      'line-chart',
      'chart-line',
      'pie-chart',
      'briefcase',
      'wallet',
      'piggy-bank',
      'crown',
      'medal',
      'rocket',
      'shield-check',
    ];
    for (const name of names) expect(getAchievementIcon(name), name).not.toBe(Award);
    expect(getAchievementIcon('award')).toBe(Award);
  });

  it('reads PascalCase and snake_case names too, and falls back to an award', () => {
    expect(getAchievementIcon('CalendarCheck')).toBe(getAchievementIcon('calendar-check'));
    expect(getAchievementIcon('piggy_bank')).toBe(getAchievementIcon('piggy-bank'));
    expect(getAchievementIcon('no-such-icon')).toBe(Award);
    expect(getAchievementIcon(null)).toBe(Award);
  });
});

describe('achievement totals', () => {
  const catalogue = [
    achievement({ id: 'a', points: 50, bonusPoints: 25, tradingBonus: 10_000 }),
    achievement({ id: 'b', points: 100, bonusPoints: 0, tradingBonus: 15_050 }),
    achievement({ id: 'c', points: 500, bonusPoints: 100, tradingBonus: 99_900 }),
  ];
  const statuses = withEarnedStatus(catalogue, [
    { achievementId: 'a', earnedAt: '2026-03-01T10:00:00.000Z', awardedBy: null },
    { achievementId: 'b', earnedAt: '2026-03-04T10:00:00.000Z', awardedBy: 1 },
    { achievementId: 'gone', earnedAt: '2026-03-05T10:00:00.000Z', awardedBy: null },
  ]);

  it('counts and sums only the earned achievements of the catalogue', () => {
    expect(summarizeAchievements(statuses)).toEqual({
      earned: 2,
      available: 1,
      bonusPoints: 175,
      tradingBonusCents: 25_050,
    });
  });

  it('lists the most recently earned first', () => {
    const earned = statuses.filter((status) => status.earnedAt !== null);
    expect(sortByMostRecent(earned).map((status) => status.achievement.id)).toEqual(['b', 'a']);
  });
});

describe('achievement text', () => {
  it('turns the requirement underscores into spaces', () => {
    expect(formatRequirement('complete_5_lessons')).toBe('complete 5 lessons');
    expect(formatRequirement('reach__1000_points_')).toBe('reach 1000 points');
  });

  it('shows the trading bonus in whole dollars and a card reward to the cent when needed', () => {
    expect(formatWholeDollars(25_000)).toBe('$250');
    expect(formatWholeDollars(125_000_00)).toBe('$125,000');
    expect(formatCashReward(50_000)).toBe('$500');
    expect(formatCashReward(1_050)).toBe('$10.50');
  });

  it('labels every unlockable feature', () => {
    expect(unlockFeatureLabels).toEqual({
      advanced_charts: 'Advanced Chart Tools',
      streak_multiplier: '2x Point Multiplier',
      portfolio_insights: 'Portfolio Analytics',
      exclusive_stocks: 'Premium Stock Access',
    });
  });
});
