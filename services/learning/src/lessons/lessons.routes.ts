import { Router } from 'express';
import { completeLessonBodySchema } from '@fc/contracts/learning';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import { completeLesson, openLesson } from './lessons.service.ts';

export function lessonsRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.get('/api/lessons/:lessonId', async (req, res) => {
    res.json(await openLesson(deps, req.session, idParam(req, 'lessonId')));
  });
  router.post('/api/lessons/:lessonId/complete', requireAuth, async (req, res) => {
    const lessonId = idParam(req, 'lessonId');
    // What the page measured is checked for shape only: the server's own clock decides.
    parse(completeLessonBodySchema, req.body);
    res.json(await completeLesson(deps, sessionOf(req), lessonId));
  });
  return router;
}
