import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import {
  addUnlockedFeature,
  clearUnlockedFeatures,
  findUnlockState,
} from '../users/users.repository.ts';

/** Keeps the features a user's achievements unlocked, for /api/auth/me and the trading page. */
export const onAchievementEarned: EventHandler<'achievement.earned', Tx> = async (event, tx) => {
  const { userId, unlockFeature } = event.payload;
  if (!unlockFeature) return;
  const user = await findUnlockState(tx, userId);
  if (!user || user.unlockedFeatures.includes(unlockFeature)) return;
  // Earned before an admin reset that was handled first: it no longer counts.
  if (user.progressResetAt && new Date(event.occurredAt) < user.progressResetAt) return;
  await addUnlockedFeature(tx, userId, unlockFeature);
};

/** An admin's reset: the unlocked features go with the achievements. */
export const onProgressReset: EventHandler<'user.progress_reset', Tx> = async (event, tx) => {
  await clearUnlockedFeatures(tx, event.payload.userId, new Date(event.occurredAt));
};
