import type {
  AnswerBody,
  AnswerFeedback,
  NumericUnit,
  QuizQuestionType,
} from '@fc/contracts/learning';
import { NUMERIC_ANSWER_EXAMPLES, readNumericAnswer } from '@fc/contracts/numeric-answer';
import { httpErrors } from '@fc/service-kit/errors';

/** A quiz question as stored (quiz_question), by type. */
export interface StoredQuestion {
  id: number;
  type: string;
  options: string[];
  correctAnswer: number | null;
  correctAnswers: number[];
  numericAnswer: number | null;
  tolerance: number | null;
  unit: string | null;
  explanation: string;
}

/** An answer as stored (quiz_answer). */
export interface StoredAnswer {
  answerIndex: number | null;
  answerIndexes: number[];
  answerValue: number | null;
  isCorrect: boolean;
}

/** The type of a stored question: anything but multiple or numeric is single choice. */
export const typeOf = (question: Pick<StoredQuestion, 'type'>): QuizQuestionType =>
  question.type === 'multiple' || question.type === 'numeric' ? question.type : 'single';

export const unitOf = (question: Pick<StoredQuestion, 'unit'>): NumericUnit | null =>
  question.unit === '$' || question.unit === '%' || question.unit === 'years'
    ? question.unit
    : null;

/**
 * Reads a numeric answer strictly: a number, or text such as "1,234.5", "$1,234.50" (when the
 * answer is in dollars), "12.5%" (in percent) or "8 years"; anything else is a 400.
 */
export function parseNumericAnswer(input: number | string, unit: NumericUnit | null): number {
  const reading = readNumericAnswer(input, unit);
  if (reading.ok) return reading.value;
  if (reading.reason === 'empty') {
    throw httpErrors.badRequest('Enter a number to answer', 'INVALID_NUMBER');
  }
  throw httpErrors.badRequest(
    `answerValue must be a number, ${NUMERIC_ANSWER_EXAMPLES[unit ?? 'none']}`,
    'INVALID_NUMBER',
  );
}

/** Checks an answer against its question and grades it; a wrong shape or bad input is a 400. */
export function gradeAnswer(
  question: StoredQuestion,
  body: AnswerBody,
): Omit<StoredAnswer, 'isCorrect'> & { isCorrect: boolean } {
  const type = typeOf(question);
  const wrongShape = (field: string, what: string) =>
    httpErrors.badRequest(`This question is ${what}: answer it with ${field}`, 'WRONG_ANSWER_TYPE');
  switch (type) {
    case 'single': {
      if (body.answerIndex === undefined) throw wrongShape('answerIndex', 'single choice');
      if (body.answerIndex >= question.options.length) {
        throw httpErrors.badRequest(
          `answerIndex must be one of the options (0 to ${question.options.length - 1})`,
          'INVALID_ANSWER',
        );
      }
      return {
        answerIndex: body.answerIndex,
        answerIndexes: [],
        answerValue: null,
        isCorrect: body.answerIndex === question.correctAnswer,
      };
    }
    case 'multiple': {
      if (body.answerIndexes === undefined)
        throw wrongShape('answerIndexes', 'select all that apply');
      const chosen = [...body.answerIndexes].sort((a, b) => a - b);
      if (chosen.some((index) => index >= question.options.length)) {
        throw httpErrors.badRequest(
          `answerIndexes must be options of the question (0 to ${question.options.length - 1})`,
          'INVALID_ANSWER',
        );
      }
      if (new Set(chosen).size !== chosen.length) {
        throw httpErrors.badRequest('answerIndexes must not repeat an option', 'INVALID_ANSWER');
      }
      const right = [...question.correctAnswers].sort((a, b) => a - b);
      return {
        answerIndex: null,
        answerIndexes: chosen,
        answerValue: null,
        isCorrect: chosen.length === right.length && chosen.every((index, i) => index === right[i]),
      };
    }
    case 'numeric': {
      if (body.answerValue === undefined) throw wrongShape('answerValue', 'numeric entry');
      const value = parseNumericAnswer(body.answerValue, unitOf(question));
      const answer = question.numericAnswer ?? 0;
      const tolerance = question.tolerance ?? 0;
      return {
        answerIndex: null,
        answerIndexes: [],
        answerValue: value,
        // A tiny allowance for binary rounding (0.1 + 0.2 is not exactly 0.3).
        isCorrect: Math.abs(value - answer) <= tolerance + 1e-9 * Math.max(1, Math.abs(answer)),
      };
    }
  }
}

/** The feedback for a question and the answer given (or none, in the results). */
export function feedbackOf(
  question: StoredQuestion,
  answer: StoredAnswer | undefined,
): AnswerFeedback {
  const type = typeOf(question);
  const base = {
    questionId: question.id,
    type,
    answerIndex: type === 'single' ? (answer?.answerIndex ?? null) : null,
    isCorrect: answer?.isCorrect ?? false,
    correctAnswer: type === 'single' ? question.correctAnswer : null,
    explanation: question.explanation,
  };
  if (type === 'multiple') {
    return {
      ...base,
      answerIndexes: answer?.answerIndexes ?? [],
      correctAnswers: question.correctAnswers,
    };
  }
  if (type === 'numeric') {
    return {
      ...base,
      answerValue: answer?.answerValue ?? null,
      correctValue: question.numericAnswer ?? 0,
      tolerance: question.tolerance ?? 0,
      unit: unitOf(question),
    };
  }
  return base;
}
