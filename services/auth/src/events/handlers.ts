import type { EventHandlers } from '@fc/service-kit/events/consumer';
import { recordAdminAction } from '../admin/admin.service.ts';
import type { Tx } from '../db.ts';
import { onAchievementEarned, onProgressReset } from './achievement-earned.consumer.ts';
import { onPointsChanged } from './points-changed.consumer.ts';

export const authEventHandlers: EventHandlers<Tx> = {
  'points.changed': onPointsChanged,
  'achievement.earned': onAchievementEarned,
  'user.progress_reset': onProgressReset,
  'admin.action_recorded': recordAdminAction,
};
