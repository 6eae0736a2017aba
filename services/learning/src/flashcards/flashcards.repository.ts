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
  userId: number,
  flashcardId: number,
): Promise<boolean> {
  const { count } = await db.flashcardMastery.createMany({
    data: [{ userId, flashcardId }],
    skipDuplicates: true,
  });
  return count === 1;
}

export async function countMastery(db: DbOrTx, userId: number, moduleId: number) {
  const [mastered, total] = await Promise.all([
    db.flashcardMastery.count({ where: { userId, flashcard: { moduleId } } }),
    db.flashcard.count({ where: { moduleId } }),
  ]);
  return { mastered, total };
}
