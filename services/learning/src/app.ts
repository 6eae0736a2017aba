import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import { assignmentsRoutes } from './assignments/assignments.routes.ts';
import type { LearningDeps } from './deps.ts';
import { flashcardsRoutes } from './flashcards/flashcards.routes.ts';
import { lessonsRoutes } from './lessons/lessons.routes.ts';
import { modulesRoutes } from './modules/modules.routes.ts';
import { progressRoutes } from './progress/progress.routes.ts';
import { quizRoutes } from './quiz/quiz.routes.ts';
import { reviewRoutes } from './review/review.routes.ts';

export function createApp(deps: LearningDeps): Express {
  const routes = Router();
  // The flashcard and quiz routes come before /api/lessons/:lessonId so that their paths win.
  routes.use(
    modulesRoutes(deps),
    flashcardsRoutes(deps),
    quizRoutes(deps),
    lessonsRoutes(deps),
    progressRoutes(deps),
    reviewRoutes(deps),
    assignmentsRoutes(deps),
  );
  return createService({ ...deps, name: 'learning' }, routes);
}
