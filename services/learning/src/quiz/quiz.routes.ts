import { Router } from 'express';
import { z } from 'zod';
import {
  answerBodySchema,
  startAttemptBodySchema,
  submitQuizBodySchema,
} from '@fc/contracts/learning';
import { idParam, parse } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import {
  answerQuestion,
  getQuiz,
  resumeQuizAttempt,
  startAttempt,
  submitAttempt,
} from './quiz.service.ts';

const attemptIdSchema = z.object({
  attemptId: z.uuid('attemptId must be the id of a started quiz attempt'),
});

/** Quizzes belong to a module; guests may take them too, graded but never saved. */
export function quizRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.get('/api/lessons/:moduleId/quiz', async (req, res) => {
    res.json(await getQuiz(deps, idParam(req, 'moduleId')));
  });
  router.post('/api/quiz/attempts', async (req, res) => {
    const { moduleId } = parse(startAttemptBodySchema, req.body);
    res.status(201).json(await startAttempt(deps, req.session, moduleId));
  });
  router.post('/api/quiz/attempts/:attemptId/answers', async (req, res) => {
    const { attemptId } = parse(attemptIdSchema, req.params);
    res.json(await answerQuestion(deps, req.session, attemptId, parse(answerBodySchema, req.body)));
  });
  router.post('/api/quiz/attempts/:attemptId/resume', async (req, res) => {
    const { attemptId } = parse(attemptIdSchema, req.params);
    res.json(await resumeQuizAttempt(deps, req.session, attemptId));
  });
  router.post('/api/quiz/submit', async (req, res) => {
    res.json(await submitAttempt(deps, req.session, parse(submitQuizBodySchema, req.body)));
  });
  return router;
}
