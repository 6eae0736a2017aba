import type { DbOrTx } from '../db.ts';
import type { QuestionLayout } from './quiz.layout.ts';

export function listQuizQuestions(db: DbOrTx, moduleId: number) {
  return db.quizQuestion.findMany({ where: { moduleId }, orderBy: { position: 'asc' } });
}

/** The module's quiz time limit in seconds (null when there is no such module). */
export async function quizTimeLimitOf(db: DbOrTx, moduleId: number): Promise<number | null> {
  const module = await db.module.findUnique({
    where: { id: moduleId },
    select: { quizTimeLimitSeconds: true },
  });
  return module?.quizTimeLimitSeconds ?? null;
}

export function createAttempt(
  db: DbOrTx,
  data: {
    id: string;
    userId: number | null;
    moduleId: number;
    expiresAt: Date;
    layout: QuestionLayout[];
  },
) {
  return db.quizAttempt.create({ data });
}

/** Stops the attempt's clock while an answer's feedback is read (from `at`, the latest answer). */
export async function pauseAttempt(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.quizAttempt.updateMany({ where: { id, submittedAt: null }, data: { pausedAt: at } });
}

/**
 * Restarts the clock of an attempt paused at `pausedAt` with its deadline moved to `expiresAt`;
 * answers false when another request resumed (or answered) it first.
 */
export async function resumeAttempt(
  db: DbOrTx,
  id: string,
  pausedAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const { count } = await db.quizAttempt.updateMany({
    where: { id, pausedAt, submittedAt: null },
    data: { pausedAt: null, expiresAt },
  });
  return count === 1;
}

export function findAttempt(db: DbOrTx, id: string) {
  return db.quizAttempt.findUnique({ where: { id }, include: { answers: true } });
}

/** Records the answer once: answers false when this question was answered in the attempt already. */
export async function insertAnswer(
  db: DbOrTx,
  data: {
    attemptId: string;
    questionId: number;
    answerIndex: number | null;
    answerIndexes: number[];
    answerValue: number | null;
    isCorrect: boolean;
  },
): Promise<boolean> {
  const { count } = await db.quizAnswer.createMany({ data: [data], skipDuplicates: true });
  return count === 1;
}

/** Marks the attempt graded; answers false when another request graded it first. */
export async function finishAttempt(
  db: DbOrTx,
  id: string,
  result: {
    score: number;
    totalQuestions: number;
    percentage: number;
    passed: boolean;
    pointsEarned: number;
  },
): Promise<boolean> {
  const { count } = await db.quizAttempt.updateMany({
    where: { id, submittedAt: null },
    data: { ...result, submittedAt: new Date() },
  });
  return count === 1;
}

/** A guest's attempts count for nothing: they are kept a day, then removed. */
export function deleteOldGuestAttempts(db: DbOrTx, before: Date) {
  return db.quizAttempt.deleteMany({ where: { userId: null, startedAt: { lt: before } } });
}
