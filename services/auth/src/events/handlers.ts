import type { EventHandlers, SqlEventHandlers } from '@fc/service-kit/events/consumer';
import { recordAdminAction } from '../admin/admin.service.ts';
import type { Tx } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import {
  achievementEarnedStatement,
  onAchievementEarned,
  onProgressReset,
} from './achievement-earned.consumer.ts';
import { createAssignmentDueSoonHandler } from './assignment-due-soon.consumer.ts';
import { onPointsChanged, pointsChangedStatement } from './points-changed.consumer.ts';

/** The handlers that only change auth's own tables. */
export const authEventHandlers: EventHandlers<Tx> = {
  'points.changed': onPointsChanged,
  'achievement.earned': onAchievementEarned,
  'user.progress_reset': onProgressReset,
  'admin.action_recorded': recordAdminAction,
};

/**
 * The events auth applies on its pool rather than in the ORM's transactions (issue #17):
 * points.changed and achievement.earned, one for every change of anyone's points or achievements,
 * each one statement with its inbox row. Their handlers are in authEventHandlers too, where they
 * run in a Prisma transaction as well.
 */
export const authSqlStatements: NonNullable<SqlEventHandlers['statements']> = {
  'points.changed': pointsChangedStatement,
  'achievement.earned': achievementEarnedStatement,
};

/** Every event auth consumes, including those that reach outside (the reminder e-mail). */
export function createAuthEventHandlers(
  deps: Pick<AuthDeps, 'mailer' | 'config' | 'logger'>,
): EventHandlers<Tx> {
  return {
    ...authEventHandlers,
    'assignment.due_soon': createAssignmentDueSoonHandler(deps),
  };
}
