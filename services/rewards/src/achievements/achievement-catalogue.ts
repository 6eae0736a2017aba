import type { Achievement } from '@fc/contracts/rewards';
import type { AchievementDefinition } from './achievement-definition.ts';
import { clubAchievements } from './club-achievements.ts';
import { learningAchievements } from './learning-achievements.ts';

/**
 * The achievements of the club, reviewed like content. Ids are stable: earned records refer to
 * them. Trading bonuses are cents, credited to the member's trading cash by the market service.
 * The order is the order they are listed and checked in.
 */
export const achievementCatalogue: readonly AchievementDefinition[] = [
  ...learningAchievements,
  ...clubAchievements,
];

const byId = new Map(achievementCatalogue.map((achievement) => [achievement.id, achievement]));

export function findAchievement(id: string): AchievementDefinition | undefined {
  return byId.get(id);
}

/** The catalogue as the API shows it (without the rules). */
export function publicCatalogue(): Achievement[] {
  return achievementCatalogue.map(({ isMet: _isMet, ...achievement }) => achievement);
}
