import { randomInt } from 'node:crypto';
import type { AnswerBody, AnswerFeedback } from '@fc/contracts/learning';
import { z } from 'zod';

/**
 * Each attempt shows its questions, and each question's options, in an order of its own, so a
 * retake is not answered by position and "the answer is B" cannot be passed around. Answers and
 * feedback use the shown positions; what is stored uses the content's.
 */
const questionLayoutSchema = z.object({
  questionId: z.number().int(),
  /** optionOrder[shown position] = the option's position in the content. */
  optionOrder: z.array(z.number().int()),
});
export type QuestionLayout = z.infer<typeof questionLayoutSchema>;

/** A uniform shuffle (Fisher–Yates) on the system's cryptographic random numbers. */
export function shuffled<T>(items: readonly T[], pick: (max: number) => number = randomInt): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** A new attempt's order: the questions shuffled, and each one's options. */
export function newLayout(
  questions: readonly { id: number; options: readonly string[] }[],
  pick?: (max: number) => number,
): QuestionLayout[] {
  return shuffled(questions, pick).map((question) => ({
    questionId: question.id,
    optionOrder: shuffled(
      question.options.map((_, index) => index),
      pick,
    ),
  }));
}

/** The stored layout; an attempt started before layouts has none (the content's order). */
export function readLayout(stored: unknown): QuestionLayout[] {
  const parsed = questionLayoutSchema.array().safeParse(stored);
  return parsed.success ? parsed.data : [];
}

/**
 * The questions in the attempt's order with each one's option order; a question the layout does
 * not name (content changed since the attempt began) comes last, in the content's order.
 */
export function arrange<Q extends { id: number; options: readonly string[] }>(
  questions: readonly Q[],
  layout: readonly QuestionLayout[],
): { question: Q; optionOrder: number[] }[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const arranged: { question: Q; optionOrder: number[] }[] = [];
  for (const entry of layout) {
    const question = byId.get(entry.questionId);
    if (!question) continue;
    byId.delete(entry.questionId);
    // Kept only if it is still a permutation of the question's options.
    const isValid =
      entry.optionOrder.length === question.options.length &&
      [...entry.optionOrder].sort((a, b) => a - b).every((value, index) => value === index);
    arranged.push({
      question,
      optionOrder: isValid ? entry.optionOrder : question.options.map((_, index) => index),
    });
  }
  for (const question of byId.values()) {
    arranged.push({ question, optionOrder: question.options.map((_, index) => index) });
  }
  return arranged;
}

/** A shown position as the content's; one out of range stays out of range, for grading to refuse. */
const toStored = (optionOrder: readonly number[], shown: number) => optionOrder[shown] ?? shown;
/** A content position as shown. */
const toShown = (optionOrder: readonly number[], stored: number) => {
  const shown = optionOrder.indexOf(stored);
  return shown === -1 ? stored : shown;
};

/** The options in the shown order. */
export const shownOptions = (options: readonly string[], optionOrder: readonly number[]) =>
  optionOrder.map((index) => options[index] ?? '');

/** An answer given in shown positions, in the content's positions. */
export function answerInContentOrder(
  answer: AnswerBody,
  optionOrder: readonly number[],
): AnswerBody {
  return {
    ...answer,
    ...(answer.answerIndex !== undefined
      ? { answerIndex: toStored(optionOrder, answer.answerIndex) }
      : {}),
    ...(answer.answerIndexes !== undefined
      ? { answerIndexes: answer.answerIndexes.map((index) => toStored(optionOrder, index)) }
      : {}),
  };
}

/** Feedback in the content's positions, in the shown ones. */
export function feedbackInShownOrder<F extends AnswerFeedback>(
  feedback: F,
  optionOrder: readonly number[],
): F {
  const shown = (index: number | null) => (index === null ? null : toShown(optionOrder, index));
  const shownList = (indexes: readonly number[] | undefined) =>
    indexes?.map((index) => toShown(optionOrder, index)).sort((a, b) => a - b);
  return {
    ...feedback,
    answerIndex: shown(feedback.answerIndex),
    correctAnswer: shown(feedback.correctAnswer),
    ...(feedback.answerIndexes ? { answerIndexes: shownList(feedback.answerIndexes) } : {}),
    ...(feedback.correctAnswers ? { correctAnswers: shownList(feedback.correctAnswers) } : {}),
  };
}
