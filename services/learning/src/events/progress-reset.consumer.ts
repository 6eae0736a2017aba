import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import { deleteProgressOf } from '../progress/progress.repository.ts';

/** An admin's "Reset Progress": lessons, reading clocks, flashcards and quiz attempts go. */
export const onProgressReset: EventHandler<'user.progress_reset', Tx> = async (event, tx) => {
  await deleteProgressOf(tx, event.payload.userId);
};
