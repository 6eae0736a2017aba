import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_PAUSE_LIMIT_SECONDS,
  POINTS_PER_CORRECT_ANSWER,
  QUIZ_PASS_PERCENTAGE,
  QUIZ_TIME_LIMIT_SECONDS,
  type AnswerBody,
  type AnswerFeedback,
  type Attempt,
  type AttemptClock,
  type Quiz,
  type QuizQuestion,
  type QuizResult,
} from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { addMissedQuestion } from '../review/review.service.ts';
import { lockUserModule, sqlIn } from '../db.ts';
import { getModule } from '../modules/modules.service.ts';
import { assertModuleOpen } from '../progress/progress.service.ts';
import { findBestQuizScore } from '../progress/progress.repository.ts';
import { feedbackOf, gradeAnswer, typeOf, unitOf } from './quiz.grading.ts';
import {
  answerInContentOrder,
  arrange,
  feedbackInShownOrder,
  newLayout,
  readLayout,
  shownOptions,
} from './quiz.layout.ts';
import {
  createAttempt,
  deleteOldGuestAttempts,
  findAttempt,
  finishAttempt,
  insertAnswer,
  listQuizQuestions,
  pauseAttempt,
  quizTimeLimitOf,
  resumeAttempt,
} from './quiz.repository.ts';

/** Answers arriving this long after the time limit still count (the network's delays). */
const GRACE_SECONDS = 10;
const noQuiz = () => httpErrors.notFound('No quiz available', 'NO_QUIZ');

type StoredQuizQuestion = Awaited<ReturnType<typeof listQuizQuestions>>[number];

/** A question without its answer, its options in `optionOrder` (the content's by default). */
function presentQuestion(
  row: StoredQuizQuestion,
  optionOrder: readonly number[] = row.options.map((_, index) => index),
): QuizQuestion {
  const type = typeOf(row);
  return {
    id: row.id,
    question: row.question,
    options: type === 'numeric' ? [] : shownOptions(row.options, optionOrder),
    // What a right answer pays: the same for every question (docs/product.md, "Points").
    points: POINTS_PER_CORRECT_ANSWER,
    type,
    ...(type === 'numeric' ? { unit: unitOf(row) } : {}),
  };
}

/** The questions of a module's quiz, without their answers, in the content's order. */
export async function getQuiz(deps: LearningDeps, moduleId: number): Promise<Quiz> {
  await getModule(deps.prisma, moduleId);
  const questions = await listQuizQuestions(deps.prisma, moduleId);
  return {
    moduleId,
    timeLimitSeconds: (await quizTimeLimitOf(deps.prisma, moduleId)) ?? QUIZ_TIME_LIMIT_SECONDS,
    passPercentage: QUIZ_PASS_PERCENTAGE,
    questions: questions.map((row) => presentQuestion(row)),
  };
}

export async function startAttempt(
  deps: LearningDeps,
  session: Session | undefined,
  moduleId: number,
): Promise<Attempt> {
  await getModule(deps.prisma, moduleId);
  const questions = await listQuizQuestions(deps.prisma, moduleId);
  if (questions.length === 0) throw noQuiz();
  if (session) await assertModuleOpen(deps, session, moduleId, 'quiz');
  else await deleteOldGuestAttempts(deps.prisma, new Date(Date.now() - 24 * 60 * 60 * 1000));
  const timeLimitSeconds =
    (await quizTimeLimitOf(deps.prisma, moduleId)) ?? QUIZ_TIME_LIMIT_SECONDS;
  const attempt = await createAttempt(deps.prisma, {
    id: randomUUID(),
    userId: session?.userId ?? null,
    moduleId,
    expiresAt: new Date(Date.now() + timeLimitSeconds * 1000),
    layout: newLayout(questions),
  });
  return {
    attemptId: attempt.id,
    moduleId,
    startedAt: attempt.startedAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
    timeLimitSeconds,
    questions: arrange(questions, readLayout(attempt.layout)).map(({ question, optionOrder }) =>
      presentQuestion(question, optionOrder),
    ),
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

/**
 * Records one answer (final) and gives its feedback, in the attempt's option order. The clock
 * stops while the feedback is read: resumeAttempt restarts it.
 */
export async function answerQuestion(
  deps: LearningDeps,
  session: Session | undefined,
  attemptId: string,
  answer: AnswerBody,
): Promise<AnswerFeedback> {
  const attempt = await findOwnAttempt(deps, session, attemptId);
  // A paused clock stops only once resumed: an answer sent without resuming is timed as if it ran.
  if (Date.now() > attempt.expiresAt.getTime() + GRACE_SECONDS * 1000) {
    throw httpErrors.conflict(
      "Time's up for this attempt: submit it to see your results",
      'ATTEMPT_EXPIRED',
    );
  }
  const questions = await listQuizQuestions(deps.prisma, attempt.moduleId);
  const shown = arrange(questions, readLayout(attempt.layout)).find(
    ({ question }) => question.id === answer.questionId,
  );
  if (!shown)
    throw httpErrors.badRequest('That question is not part of this quiz', 'UNKNOWN_QUESTION');
  const { question, optionOrder } = shown;
  const graded = gradeAnswer(question, answerInContentOrder(answer, optionOrder));
  if (!(await insertAnswer(deps.prisma, { attemptId, questionId: question.id, ...graded }))) {
    throw httpErrors.conflict('This question was already answered', 'ALREADY_ANSWERED');
  }
  await pauseAttempt(deps.prisma, attemptId, new Date());
  // A question a student got wrong comes back in their spaced review (guests have none).
  if (attempt.userId !== null && !graded.isCorrect) {
    await addMissedQuestion(deps.db, {
      userId: attempt.userId,
      questionId: question.id,
      moduleId: attempt.moduleId,
    });
  }
  return feedbackInShownOrder(feedbackOf(question, graded), optionOrder);
}

/**
 * The student has read an answer's feedback: the clock runs again, its deadline moved on by the
 * time it was stopped (at most FEEDBACK_PAUSE_LIMIT_SECONDS). An attempt not paused keeps its
 * deadline.
 */
export async function resumeQuizAttempt(
  deps: LearningDeps,
  session: Session | undefined,
  attemptId: string,
): Promise<AttemptClock> {
  let attempt = await findOwnAttempt(deps, session, attemptId);
  const now = new Date();
  if (attempt.pausedAt) {
    const paused = now.getTime() - attempt.pausedAt.getTime();
    const expiresAt = new Date(
      attempt.expiresAt.getTime() +
        Math.min(Math.max(0, paused), FEEDBACK_PAUSE_LIMIT_SECONDS * 1000),
    );
    if (!(await resumeAttempt(deps.prisma, attemptId, attempt.pausedAt, expiresAt))) {
      // Resumed or answered meanwhile by another request: its clock is the one to say.
      attempt = await findOwnAttempt(deps, session, attemptId);
    } else {
      attempt = { ...attempt, expiresAt, pausedAt: null };
    }
  }
  return {
    attemptId,
    expiresAt: attempt.expiresAt.toISOString(),
    serverTime: now.toISOString(),
  };
}

/**
 * Grades an attempt from its recorded answers (unanswered questions count as wrong). For a
 * signed-in user it records the result, marks the quiz passed at 70 %, pays POINTS_PER_CORRECT_ANSWER
 * per correct answer only above their best score so far, and writes quiz.submitted, all in one transaction.
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
  // In the attempt's order, with its option positions, as the student saw them.
  const results = arrange(questions, readLayout(attempt.layout)).map(
    ({ question, optionOrder }) => ({
      ...feedbackInShownOrder(feedbackOf(question, answers.get(question.id)), optionOrder),
      question: question.question,
    }),
  );
  const score = results.filter((result) => result.isCorrect).length;
  const totalQuestions = questions.length;
  const percentage = totalQuestions === 0 ? 0 : Math.round((score / totalQuestions) * 100);
  const passed = percentage >= QUIZ_PASS_PERCENTAGE;
  const userId = attempt.userId;

  const graded = await deps.prisma.$transaction(async (tx) => {
    let previousBestScore: number | null = null;
    let pointsEarned = 0;
    if (userId !== null) {
      await lockUserModule(sqlIn(tx), userId, attempt.moduleId);
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
      await publishEvent(sqlIn(tx), 'quiz.submitted', {
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
