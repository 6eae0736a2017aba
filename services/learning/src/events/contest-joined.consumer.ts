import type { EventHandler } from '@fc/service-kit/events/consumer';
import { insertContestEntry } from '../assignments/assignments.repository.ts';
import type { Tx } from '../db.ts';

/** A student joined a contest: an assignment of that contest is done (the first join counts). */
export const onContestJoined: EventHandler<'contest.joined', Tx> = async (event, tx) => {
  const { contestId, userId, joinedAt } = event.payload;
  await insertContestEntry(tx, { contestId, userId, joinedAt: new Date(joinedAt) });
};
