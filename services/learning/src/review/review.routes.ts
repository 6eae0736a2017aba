import { Router } from 'express';
import { gradeReviewBodySchema } from '@fc/contracts/learning';
import { requireAuth, requireStaff, sessionOf } from '@fc/service-kit/guards';
import { parse } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import { getReviewDue, getReviewQueue, gradeReview } from './review.service.ts';

/**
 * Spaced review: the signed-in student's own cards (there is no user id in the path), and for
 * teachers and admins how many each student has due.
 */
export function reviewRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.get('/api/review', requireAuth, async (req, res) => {
    res.json(await getReviewQueue(deps, sessionOf(req).userId));
  });
  router.post('/api/review/:cardId/grade', requireAuth, async (req, res) => {
    const { rating } = parse(gradeReviewBodySchema, req.body);
    res.json(await gradeReview(deps, sessionOf(req).userId, String(req.params.cardId), rating));
  });
  router.get('/api/teacher/review-due', requireStaff, async (_req, res) => {
    res.json(await getReviewDue(deps));
  });
  return router;
}
