import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import { getFlashcards, masterFlashcard } from './flashcards.service.ts';

/** Flashcards belong to a module: the id after /api/lessons/ is the module id. */
export function flashcardsHandlers(deps: LearningDeps) {
  return {
    listFlashcards: ({ params, session }) => getFlashcards(deps, params.moduleId, session?.userId),
    masterFlashcard: ({ params, session }) =>
      masterFlashcard(deps, session, params.moduleId, params.flashcardId),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
