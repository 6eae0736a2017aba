import type { DbOrTx } from '../db.ts';

export function listFlashcards(db: DbOrTx, moduleId: number, userId: number | undefined) {
  return db.flashcard.findMany({
    where: { moduleId },
    orderBy: { position: 'asc' },
    include: { masteries: { where: { userId: userId ?? -1 }, select: { userId: true } } },
  });
}

export function findFlashcard(db: DbOrTx, moduleId: number, flashcardId: number) {
  return db.flashcard.findFirst({ where: { id: flashcardId, moduleId } });
}

/** Records mastery once: answers false when it was recorded already. */
export async function insertMastery(
  db: DbOrTx,
  data: { userId: number; flashcardId: number; masteredAt: Date; isStudied: boolean },
): Promise<boolean> {
  const { count } = await db.flashcardMastery.createMany({ data: [data], skipDuplicates: true });
  return count === 1;
}

/** When the student last mastered a card of the module (null before their first). */
export async function lastMasteredAt(
  db: DbOrTx,
  userId: number,
  moduleId: number,
): Promise<Date | null> {
  const latest = await db.flashcardMastery.aggregate({
    where: { userId, flashcard: { moduleId } },
    _max: { masteredAt: true },
  });
  return latest._max.masteredAt;
}

export async function countMastery(db: DbOrTx, userId: number, moduleId: number) {
  const [mastered, studied, total] = await Promise.all([
    db.flashcardMastery.count({ where: { userId, flashcard: { moduleId } } }),
    db.flashcardMastery.count({ where: { userId, isStudied: true, flashcard: { moduleId } } }),
    db.flashcard.count({ where: { moduleId } }),
  ]);
  return { mastered, studied, total };
}
