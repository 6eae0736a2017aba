import type { EventHandler } from '@fc/service-kit/events/consumer';
import { sqlIn, type Tx } from '../db.ts';
import { upsertRegisteredLearner } from '../learners/learners.repository.ts';

/** Someone registered: a student (or the first admin) learning now knows of. */
export const onUserRegistered: EventHandler<'user.registered', Tx> = async (event, tx) => {
  const { userId, role, registeredAt } = event.payload;
  await upsertRegisteredLearner(sqlIn(tx), { userId, role, registeredAt: new Date(registeredAt) });
};
