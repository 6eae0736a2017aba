import type { EventHandler } from '@fc/service-kit/events/consumer';
import { sqlIn, type Tx } from '../db.ts';
import { applyLearnerRoleChange } from '../learners/learners.repository.ts';

/** An admin made a student a teacher or back: only students are assigned work. */
export const onUserRoleChanged: EventHandler<'user.role_changed', Tx> = async (event, tx) => {
  const { userId, role, changedAt } = event.payload;
  await applyLearnerRoleChange(sqlIn(tx), { userId, role, changedAt: new Date(changedAt) });
};
