import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import { getReviewDue, getReviewQueue, gradeReview } from './review.service.ts';

/**
 * Spaced review: the signed-in student's own cards (there is no user id in the path), and for
 * teachers and admins how many each student has due.
 */
export function reviewHandlers(deps: LearningDeps) {
  return {
    getReviewQueue: ({ session }) => getReviewQueue(deps, session.userId),
    gradeReview: ({ params, body, session }) =>
      gradeReview(deps, session.userId, params.cardId, body.rating),
    getReviewDue: () => getReviewDue(deps),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
