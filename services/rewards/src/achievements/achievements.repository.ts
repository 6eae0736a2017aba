import type { DbOrTx, Sql } from '../db.ts';

export function listEarnedAchievements(db: DbOrTx, userId: number) {
  return db.userAchievement.findMany({ where: { userId }, orderBy: { earnedAt: 'asc' } });
}

export async function deleteEarnedAchievementsOf(db: Sql, userId: number): Promise<void> {
  await db.deleteFrom('user_achievement').where('user_id', '=', userId).execute();
}
