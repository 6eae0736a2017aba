import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Sql } from '../db.ts';
import { addUnlockedFeature, clearUnlockedFeatures } from '../users/users.repository.ts';

/** Keeps the features a user's achievements unlocked, for /api/auth/me and the trading page. */
export const onAchievementEarned: EventHandler<'achievement.earned', Sql> = async (event, tx) => {
  const { userId, unlockFeature } = event.payload;
  if (!unlockFeature) return;
  // Not if earned before an admin reset that was handled first: it no longer counts.
  await addUnlockedFeature(tx, userId, unlockFeature, new Date(event.occurredAt));
};

/** An admin's reset: the unlocked features go with the achievements. */
export const onProgressReset: EventHandler<'user.progress_reset', Sql> = async (event, tx) => {
  await clearUnlockedFeatures(tx, event.payload.userId, new Date(event.occurredAt));
};
