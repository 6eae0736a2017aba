import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import { completeLesson, openLesson } from './lessons.service.ts';

export function lessonsHandlers(deps: LearningDeps) {
  return {
    openLesson: ({ params, session }) => openLesson(deps, session, params.lessonId),
    // What the page measured is checked for shape only (the declared body): the server's own
    // clock decides.
    completeLesson: ({ params, session }) => completeLesson(deps, session, params.lessonId),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
