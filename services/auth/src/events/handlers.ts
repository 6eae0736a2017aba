import { kyselyEventHandling, type EventHandling } from '@fc/service-kit/events/consumer';
import type { Transaction } from 'kysely';
import { recordAdminAction } from '../admin/admin.service.ts';
import type { AuthDeps } from '../deps.ts';
import type { DB } from '../generated/kysely.ts';
import { onAchievementEarned, onProgressReset } from './achievement-earned.consumer.ts';
import { createAssignmentDueSoonHandler } from './assignment-due-soon.consumer.ts';
import { onPointsChanged } from './points-changed.consumer.ts';

/**
 * Every event auth consumes, one handler each, applied in Kysely transactions on the pool:
 * points.changed and achievement.earned come with every change of anyone's points, so they stay
 * off Prisma's interactive transactions (docs/performance.md). main.ts and the tests use this.
 */
export function authEventHandling(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'config' | 'logger'>,
): EventHandling<Transaction<DB>> {
  return kyselyEventHandling(deps.db, {
    'points.changed': onPointsChanged,
    'achievement.earned': onAchievementEarned,
    'user.progress_reset': onProgressReset,
    'admin.action_recorded': recordAdminAction,
    'assignment.due_soon': createAssignmentDueSoonHandler(deps),
  });
}
