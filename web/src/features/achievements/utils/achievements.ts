import type { Achievement, UnlockFeature, UserAchievement } from '@fc/contracts/rewards';

/** SPEC.md section 3 "UnlockFeature values". */
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
  /** When it was earned; null while it is available (SPEC.md section 4). */
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

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const exactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents in whole dollars, for the Trading Bonus total (SPEC.md section 9): 25000 → "$250". */
export function formatWholeDollars(cents: number): string {
  return wholeDollars.format(cents / 100);
}

/** A card's cash reward: whole dollars when it is a round amount, else to the cent. */
export function formatCashReward(cents: number): string {
  return cents % 100 === 0 ? formatWholeDollars(cents) : exactDollars.format(cents / 100);
}

const earnedDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "2026-03-04T10:00:00Z" → "Mar 4, 2026"; null when the date cannot be read. */
export function formatEarnedDate(earnedAt: string): string | null {
  const time = Date.parse(earnedAt);
  return Number.isNaN(time) ? null : earnedDate.format(time);
}
