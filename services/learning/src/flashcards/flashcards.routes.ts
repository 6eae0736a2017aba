import { Router } from 'express';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import { getFlashcards, masterFlashcard } from './flashcards.service.ts';

/** Flashcards belong to a module: the id after /api/lessons/ is the module id. */
export function flashcardsRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.get('/api/lessons/:moduleId/flashcards', async (req, res) => {
    res.json(await getFlashcards(deps, idParam(req, 'moduleId'), req.session?.userId));
  });
  router.post(
    '/api/lessons/:moduleId/flashcards/:flashcardId/mastery',
    requireAuth,
    async (req, res) => {
      res.json(
        await masterFlashcard(
          deps,
          sessionOf(req),
          idParam(req, 'moduleId'),
          idParam(req, 'flashcardId'),
        ),
      );
    },
  );
  return router;
}
