import type { EventHandler } from '@fc/service-kit/events/consumer';
import { upsertContestRef } from '../assignments/assignments.repository.ts';
import type { Tx } from '../db.ts';

/** The market made a contest: teachers can assign it (its name and dates are kept). */
export const onContestCreated: EventHandler<'contest.created', Tx> = async (event, tx) => {
  const { contestId, name, startsAt, endsAt } = event.payload;
  await upsertContestRef(tx, {
    contestId,
    name,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  });
};
