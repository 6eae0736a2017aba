import type { Express } from 'express';
import { learningRoutes } from '@fc/contracts/routes/learning';
import { createService } from '@fc/service-kit/app';
import { registerRoutes } from '@fc/service-kit/register-routes';
import { assignmentsHandlers } from './assignments/assignments.routes.ts';
import type { LearningDeps } from './deps.ts';
import { flashcardsHandlers } from './flashcards/flashcards.routes.ts';
import { lessonsHandlers } from './lessons/lessons.routes.ts';
import { modulesHandlers } from './modules/modules.routes.ts';
import { progressHandlers } from './progress/progress.routes.ts';
import { quizHandlers } from './quiz/quiz.routes.ts';
import { reviewHandlers } from './review/review.routes.ts';

/** The learning service's HTTP API: the routes declared in packages/contracts/src/routes/learning.ts. */
export function createApp(deps: LearningDeps): Express {
  const routes = registerRoutes(learningRoutes, {
    ...modulesHandlers(deps),
    ...flashcardsHandlers(deps),
    ...quizHandlers(deps),
    ...lessonsHandlers(deps),
    ...progressHandlers(deps),
    ...reviewHandlers(deps),
    ...assignmentsHandlers(deps),
  });
  return createService({ ...deps, name: 'learning' }, routes);
}
