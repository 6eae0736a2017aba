import type { Db } from '../db.ts';
import type { ContentModule } from './content.loader.ts';
import {
  deleteModulesOtherThan,
  lockContentSeed,
  replaceFlashcards,
  replaceLessons,
  replaceQuizQuestions,
  upsertModule,
} from './content.repository.ts';
import { forgetCatalogue } from './catalogue.ts';

/**
 * Writes the content into the database. Idempotent: a re-run updates what changed, removes what
 * the files no longer have, and keeps users' progress (lessons keep their ids; flashcards and
 * quiz questions are matched by a hash of their question). Replicas starting together take
 * turns through an advisory lock.
 */
export async function seedContent(db: Db, modules: ContentModule[]): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await lockContentSeed(tx);
      for (const module of modules) {
        await upsertModule(tx, module);
        await replaceLessons(tx, module);
        await replaceFlashcards(tx, module);
        await replaceQuizQuestions(tx, module);
      }
      await deleteModulesOtherThan(
        tx,
        modules.map((m) => m.id),
      );
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  forgetCatalogue(db);
}
