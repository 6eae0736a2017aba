import type { Achievement, UnlockFeature, UserAchievement } from '@fc/contracts/rewards';

/** docs/product.md section 3 "UnlockFeature values". */
export const unlockFeatureLabels = {
  advanced_charts: 'Advanced Chart Tools',
  streak_multiplier: '2x Point Multiplier',
  portfolio_insights: 'Portfolio Analytics',
  exclusive_stocks: 'Premium Stock Access',
} as const satisfies Record<UnlockFeature, string>;

export function getUnlockFeatureLabel(feature: UnlockFeature): string {
  return unlockFeatureLabels[feature] ?? feature.replace(/_/g, ' ');
}

export interface AchievementStatus {
  achievement: Achievement;
  /** When it was earned; null while it is available (docs/product.md section 4). */
  earnedAt: string | null;
}

/** The catalogue, each achievement marked earned when the user has a record for it. */
export function withEarnedStatus(
  catalogue: readonly Achievement[],
  earned: readonly UserAchievement[],
): AchievementStatus[] {
  const earnedAt = new Map(earned.map((record) => [record.achievementId, record.earnedAt]));
  return catalogue.map((achievement) => ({
    achievement,
    earnedAt: earnedAt.get(achievement.id) ?? null,
  }));
}

export function isEarned(status: AchievementStatus): boolean {
  return status.earnedAt !== null;
}

/** The earned achievements, most recently earned first. */
export function sortByMostRecent(statuses: readonly AchievementStatus[]): AchievementStatus[] {
  const time = (status: AchievementStatus) => Date.parse(status.earnedAt ?? '') || 0;
  return [...statuses].sort((a, b) => time(b) - time(a));
}

export interface AchievementTotals {
  earned: number;
  available: number;
  /** The points plus bonus points of the earned achievements. */
  bonusPoints: number;
  /** The trading bonus of the earned achievements, in cents. */
  tradingBonusCents: number;
}

export function summarizeAchievements(statuses: readonly AchievementStatus[]): AchievementTotals {
  const earned = statuses.filter(isEarned);
  return {
    earned: earned.length,
    available: statuses.length - earned.length,
    bonusPoints: earned.reduce(
      (sum, { achievement }) => sum + achievement.points + achievement.bonusPoints,
      0,
    ),
    tradingBonusCents: earned.reduce((sum, { achievement }) => sum + achievement.tradingBonus, 0),
  };
}

/** "complete_5_lessons" → "complete 5 lessons". */
export function formatRequirement(requirement: string): string {
  return requirement.replace(/_+/g, ' ').trim();
}
