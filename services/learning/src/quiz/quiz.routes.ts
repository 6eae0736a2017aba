import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import {
  answerQuestion,
  getQuiz,
  resumeQuizAttempt,
  startAttempt,
  submitAttempt,
} from './quiz.service.ts';

/** Quizzes belong to a module; guests may take them too, graded but never saved. */
export function quizHandlers(deps: LearningDeps) {
  return {
    getQuiz: ({ params }) => getQuiz(deps, params.moduleId),
    startAttempt: ({ body, session }) => startAttempt(deps, session, body.moduleId),
    answerQuestion: ({ params, body, session }) =>
      answerQuestion(deps, session, params.attemptId, body),
    resumeAttempt: ({ params, session }) => resumeQuizAttempt(deps, session, params.attemptId),
    submitAttempt: ({ body, session }) => submitAttempt(deps, session, body),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
