import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';

/** Keeps the features a user's achievements unlocked, for /api/auth/me and the trading page. */
export const onAchievementEarned: EventHandler<'achievement.earned', Tx> = async (event, tx) => {
  const { userId, unlockFeature } = event.payload;
  if (!unlockFeature) return;
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { unlockedFeatures: true, progressResetAt: true },
  });
  if (!user || user.unlockedFeatures.includes(unlockFeature)) return;
  // Earned before an admin reset that was handled first: it no longer counts.
  if (user.progressResetAt && new Date(event.occurredAt) < user.progressResetAt) return;
  await tx.user.update({
    where: { id: userId },
    data: { unlockedFeatures: { push: unlockFeature } },
  });
};

/** An admin's reset: the unlocked features go with the achievements. */
export const onProgressReset: EventHandler<'user.progress_reset', Tx> = async (event, tx) => {
  await tx.user.updateMany({
    where: { id: event.payload.userId },
    data: { unlockedFeatures: [], progressResetAt: new Date(event.occurredAt) },
  });
};
