import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';

/** An admin's "Reset Progress": lessons, reading clocks, flashcards and quiz attempts go. */
export const onProgressReset: EventHandler<'user.progress_reset', Tx> = async (event, tx) => {
  const { userId } = event.payload;
  await tx.lessonProgress.deleteMany({ where: { userId } });
  await tx.lessonOpen.deleteMany({ where: { userId } });
  await tx.flashcardMastery.deleteMany({ where: { userId } });
  await tx.quizAttempt.deleteMany({ where: { userId } });
};
