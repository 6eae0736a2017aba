import { randomUUID } from 'node:crypto';
import {
  POINTS_PER_CORRECT_ANSWER,
  QUIZ_PASS_PERCENTAGE,
  QUIZ_TIME_LIMIT_SECONDS,
  type AnswerBody,
  type AnswerFeedback,
  type Attempt,
  type Quiz,
  type QuizResult,
} from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { addMissedQuestion } from '../review/review.service.ts';
import { lockUserModule } from '../db.ts';
import { getModule } from '../modules/modules.service.ts';
import { assertModuleOpen } from '../progress/progress.service.ts';
import { findBestQuizScore } from '../progress/progress.repository.ts';
import { feedbackOf, gradeAnswer, typeOf, unitOf } from './quiz.grading.ts';
import {
  createAttempt,
  deleteOldGuestAttempts,
  findAttempt,
  finishAttempt,
  insertAnswer,
  listQuizQuestions,
  quizTimeLimitOf,
} from './quiz.repository.ts';

/** Answers arriving this long after the time limit still count (network and the 2 s feedback). */
const GRACE_SECONDS = 10;
const noQuiz = () => httpErrors.notFound('No quiz available', 'NO_QUIZ');

/** The questions of a module's quiz, without their answers. */
export async function getQuiz(deps: LearningDeps, moduleId: number): Promise<Quiz> {
  await getModule(deps.prisma, moduleId);
  const questions = await listQuizQuestions(deps.prisma, moduleId);
  return {
    moduleId,
    timeLimitSeconds: (await quizTimeLimitOf(deps.prisma, moduleId)) ?? QUIZ_TIME_LIMIT_SECONDS,
    passPercentage: QUIZ_PASS_PERCENTAGE,
    questions: questions.map((row) => {
      const type = typeOf(row);
      return {
        id: row.id,
        question: row.question,
        options: type === 'numeric' ? [] : row.options,
        points: row.points,
        type,
        ...(type === 'numeric' ? { unit: unitOf(row) } : {}),
      };
    }),
  };
}

export async function startAttempt(
  deps: LearningDeps,
  session: Session | undefined,
  moduleId: number,
): Promise<Attempt> {
  await getModule(deps.prisma, moduleId);
  if ((await listQuizQuestions(deps.prisma, moduleId)).length === 0) throw noQuiz();
  if (session) await assertModuleOpen(deps.prisma, session, moduleId, 'quiz');
  else await deleteOldGuestAttempts(deps.prisma, new Date(Date.now() - 24 * 60 * 60 * 1000));
  const timeLimitSeconds =
    (await quizTimeLimitOf(deps.prisma, moduleId)) ?? QUIZ_TIME_LIMIT_SECONDS;
  const attempt = await createAttempt(deps.prisma, {
    id: randomUUID(),
    userId: session?.userId ?? null,
    moduleId,
    expiresAt: new Date(Date.now() + timeLimitSeconds * 1000),
  });
  return {
    attemptId: attempt.id,
    moduleId,
    startedAt: attempt.startedAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
    timeLimitSeconds,
  };
}

/** An attempt of this caller: a signed-in user's own, or a guest attempt (its id is the secret). */
async function findOwnAttempt(deps: LearningDeps, session: Session | undefined, attemptId: string) {
  const attempt = await findAttempt(deps.prisma, attemptId);
  if (!attempt || (attempt.userId !== null && attempt.userId !== session?.userId)) {
    throw httpErrors.notFound('Quiz attempt not found', 'ATTEMPT_NOT_FOUND');
  }
  if (attempt.submittedAt)
    throw httpErrors.conflict('This quiz attempt is already submitted', 'ATTEMPT_SUBMITTED');
  return attempt;
}

/** Records one answer (final) and gives its feedback. */
export async function answerQuestion(
  deps: LearningDeps,
  session: Session | undefined,
  attemptId: string,
  answer: AnswerBody,
): Promise<AnswerFeedback> {
  const attempt = await findOwnAttempt(deps, session, attemptId);
  if (Date.now() > attempt.expiresAt.getTime() + GRACE_SECONDS * 1000) {
    throw httpErrors.conflict(
      "Time's up for this attempt: submit it to see your results",
      'ATTEMPT_EXPIRED',
    );
  }
  const question = (await listQuizQuestions(deps.prisma, attempt.moduleId)).find(
    (q) => q.id === answer.questionId,
  );
  if (!question)
    throw httpErrors.badRequest('That question is not part of this quiz', 'UNKNOWN_QUESTION');
  const graded = gradeAnswer(question, answer);
  if (!(await insertAnswer(deps.prisma, { attemptId, questionId: question.id, ...graded }))) {
    throw httpErrors.conflict('This question was already answered', 'ALREADY_ANSWERED');
  }
  // A question a student got wrong comes back in their spaced review (guests have none).
  if (attempt.userId !== null && !graded.isCorrect) {
    await addMissedQuestion(deps.prisma, {
      userId: attempt.userId,
      questionId: question.id,
      moduleId: attempt.moduleId,
    });
  }
  return feedbackOf(question, graded);
}

/**
 * Grades an attempt from its recorded answers (unanswered questions count as wrong). For a
 * signed-in user it records the result, marks the quiz passed at 70 %, pays 10 points per correct
 * answer only above their best score so far, and writes quiz.submitted, all in one transaction.
 */
export async function submitAttempt(
  deps: LearningDeps,
  session: Session | undefined,
  body: { attemptId: string; userId?: number; moduleId?: number },
): Promise<QuizResult> {
  if (body.userId !== undefined && body.userId !== session?.userId) {
    throw httpErrors.forbidden('You can only submit your own quiz', 'NOT_YOUR_QUIZ');
  }
  const attempt = await findOwnAttempt(deps, session, body.attemptId);
  if (body.moduleId !== undefined && body.moduleId !== attempt.moduleId) {
    throw httpErrors.badRequest('moduleId does not match the quiz attempt', 'MODULE_MISMATCH');
  }
  const questions = await listQuizQuestions(deps.prisma, attempt.moduleId);
  const answers = new Map(attempt.answers.map((answer) => [answer.questionId, answer]));
  const results = questions.map((question) => ({
    ...feedbackOf(question, answers.get(question.id)),
    question: question.question,
  }));
  const score = results.filter((result) => result.isCorrect).length;
  const totalQuestions = questions.length;
  const percentage = totalQuestions === 0 ? 0 : Math.round((score / totalQuestions) * 100);
  const passed = percentage >= QUIZ_PASS_PERCENTAGE;
  const userId = attempt.userId;

  const graded = await deps.prisma.$transaction(async (tx) => {
    let previousBestScore: number | null = null;
    let pointsEarned = 0;
    if (userId !== null) {
      await lockUserModule(tx, userId, attempt.moduleId);
      previousBestScore = await findBestQuizScore(tx, userId, attempt.moduleId);
      pointsEarned = POINTS_PER_CORRECT_ANSWER * Math.max(0, score - (previousBestScore ?? 0));
    }
    if (
      !(await finishAttempt(tx, attempt.id, {
        score,
        totalQuestions,
        percentage,
        passed,
        pointsEarned,
      }))
    ) {
      throw httpErrors.conflict('This quiz attempt is already submitted', 'ATTEMPT_SUBMITTED');
    }
    if (userId !== null) {
      await publishEvent(tx, 'quiz.submitted', {
        userId,
        moduleId: attempt.moduleId,
        score,
        totalQuestions,
        pointsEarned,
        passed,
        submittedAt: new Date().toISOString(),
      });
    }
    return { previousBestScore, pointsEarned };
  });
  return {
    attemptId: attempt.id,
    moduleId: attempt.moduleId,
    score,
    totalQuestions,
    percentage,
    passed,
    pointsEarned: graded.pointsEarned,
    previousBestScore: graded.previousBestScore,
    isSaved: userId !== null,
    results,
  };
}
