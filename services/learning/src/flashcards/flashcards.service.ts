import {
  FLASHCARD_POINTS_PER_STUDIED_CARD,
  FLASHCARD_STUDY_SECONDS,
  type Flashcard,
  type MasteryResult,
} from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { lockUserModule, sqlIn } from '../db.ts';
import { getModule } from '../modules/modules.service.ts';
import { assertModuleOpen } from '../progress/progress.service.ts';
import { addStudiedFlashcard } from '../review/review.service.ts';
import {
  countMastery,
  findFlashcard,
  insertMastery,
  lastMasteredAt,
  listFlashcards,
} from './flashcards.repository.ts';

export async function getFlashcards(
  deps: LearningDeps,
  moduleId: number,
  userId: number | undefined,
): Promise<Flashcard[]> {
  await getModule(deps.prisma, moduleId);
  const cards = await listFlashcards(deps.prisma, moduleId, userId);
  return cards.map((card) => ({
    id: card.id,
    moduleId: card.moduleId,
    question: card.question,
    answer: card.answer,
    difficulty: card.difficulty as Flashcard['difficulty'],
    isMastered: card.masteries.length > 0,
  }));
}

/**
 * "Got It!": saves the card as mastered; mastering a module's last card writes flashcards.mastered
 * once. Only in a module the student has opened: a locked module's deck cannot be mastered ahead.
 * A card counts as studied (and pays, with the deck) only when its "Got It!" comes at least
 * FLASHCARD_STUDY_SECONDS after the student's previous one in the deck: pressing through a deck
 * masters it, but pays about what the time spent was worth (docs/product.md, "Points").
 */
export async function masterFlashcard(
  deps: LearningDeps,
  session: Session,
  moduleId: number,
  flashcardId: number,
): Promise<MasteryResult> {
  const { userId } = session;
  const card = await findFlashcard(deps.prisma, moduleId, flashcardId);
  if (!card) throw httpErrors.notFound('Flashcard not found in this module', 'FLASHCARD_NOT_FOUND');
  await assertModuleOpen(deps, session, moduleId);
  return deps.prisma.$transaction(async (tx) => {
    // Under the lock, so that presses sent at once are paced against one another too.
    await lockUserModule(sqlIn(tx), userId, moduleId);
    const now = new Date();
    const previous = await lastMasteredAt(tx, userId, moduleId);
    const isStudied =
      previous === null || now.getTime() - previous.getTime() >= FLASHCARD_STUDY_SECONDS * 1000;
    const isNew = await insertMastery(tx, {
      userId,
      flashcardId: card.id,
      masteredAt: now,
      isStudied,
    });
    // Studied: the card joins the student's spaced review.
    if (isNew) await addStudiedFlashcard(tx, { userId, flashcardId: card.id, moduleId });
    const { mastered, studied, total } = await countMastery(tx, userId, moduleId);
    const allMastered = mastered === total;
    if (isNew && allMastered) {
      const pointsEarned = studied * FLASHCARD_POINTS_PER_STUDIED_CARD;
      await publishEvent(sqlIn(tx), 'flashcards.mastered', {
        userId,
        moduleId,
        masteredCount: mastered,
        totalCount: total,
        masteredAt: now.toISOString(),
        pointsEarned,
      });
      return { mastered, total, allMastered, isStudied, pointsEarned };
    }
    return { mastered, total, allMastered, ...(isNew ? { isStudied } : {}) };
  });
}
