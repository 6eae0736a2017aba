import type { DbOrTx } from '../db.ts';

export function listEarnedAchievements(db: DbOrTx, userId: number) {
  return db.userAchievement.findMany({ where: { userId }, orderBy: { earnedAt: 'asc' } });
}

export function deleteEarnedAchievementsOf(db: DbOrTx, userId: number) {
  return db.userAchievement.deleteMany({ where: { userId } });
}
