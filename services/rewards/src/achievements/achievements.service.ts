import type { UserAchievement } from '@fc/contracts/rewards';
import type { Db } from '../db.ts';
import { listEarnedAchievements } from './achievements.repository.ts';

/** What a user has earned, oldest first: in play, or awarded by an admin (`awardedBy`). */
export async function listUserAchievements(db: Db, userId: number): Promise<UserAchievement[]> {
  return (await listEarnedAchievements(db, userId)).map((row) => ({
    achievementId: row.achievementId,
    earnedAt: row.earnedAt.toISOString(),
    awardedBy: row.awardedBy,
  }));
}
