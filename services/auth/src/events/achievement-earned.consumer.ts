import type { RawSqlExecutor } from '@fc/service-kit/db';
import type { EventHandler, SqlStatementHandler } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import { Prisma } from '../generated/prisma/client.ts';
import {
  addUnlockedFeature,
  clearUnlockedFeatures,
  unlockFeatureStatement,
} from '../users/users.repository.ts';

/**
 * Keeps the features a user's achievements unlocked, for /api/auth/me and the trading page. Raw
 * SQL only; the service itself applies achievementEarnedStatement, one for every achievement
 * anyone earns.
 */
export const onAchievementEarned: EventHandler<'achievement.earned', RawSqlExecutor> = async (
  event,
  tx,
) => {
  const { userId, unlockFeature } = event.payload;
  if (!unlockFeature) return;
  // Not if earned before an admin reset that was handled first: it no longer counts.
  await addUnlockedFeature(tx, userId, unlockFeature, new Date(event.occurredAt));
};

/**
 * The same as one statement with the event's inbox row (authSqlStatements); none when the
 * achievement unlocks no feature.
 */
export const achievementEarnedStatement: SqlStatementHandler<'achievement.earned'> = (
  event,
  isNew,
) => {
  const { userId, unlockFeature } = event.payload;
  if (!unlockFeature) return null;
  return unlockFeatureStatement(
    userId,
    unlockFeature,
    new Date(event.occurredAt),
    Prisma.sql([...isNew.strings], ...isNew.values),
  );
};

/** An admin's reset: the unlocked features go with the achievements. */
export const onProgressReset: EventHandler<'user.progress_reset', Tx> = async (event, tx) => {
  await clearUnlockedFeatures(tx, event.payload.userId, new Date(event.occurredAt));
};
