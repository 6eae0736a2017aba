import type {
  AnswerBody,
  AnswerFeedback,
  NumericUnit,
  QuizQuestionType,
} from '@fc/contracts/learning';
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

/** A plain number: optional sign, digits (commas only between groups of three), optional decimals. */
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

const EXAMPLES: Record<NumericUnit | 'none', string> = {
  $: 'e.g. 1,234.50 or $1,234.50',
  '%': 'e.g. 12.5 or 12.5%',
  years: 'e.g. 8 or 8.5',
  none: 'e.g. 1,234.5',
};

/**
 * Reads a numeric answer strictly: a number, or text such as "1,234.5", "$1,234.50" (when the
 * answer is in dollars), "12.5%" (in percent) or "8 years"; anything else is a 400.
 */
export function parseNumericAnswer(input: number | string, unit: NumericUnit | null): number {
  if (typeof input === 'number') return input;
  const invalid = () =>
    httpErrors.badRequest(
      `answerValue must be a number, ${EXAMPLES[unit ?? 'none']}`,
      'INVALID_NUMBER',
    );
  // A typographic minus (−) reads as a minus sign.
  let text = input.trim().replace(/^\u2212/, '-');
  if (text === '') throw httpErrors.badRequest('Enter a number to answer', 'INVALID_NUMBER');
  let sign = '';
  if (/^[+-]/.test(text)) {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1).trimStart();
  }
  if (unit === '$' && text.startsWith('$')) text = text.slice(1).trimStart();
  if (unit === '%' && text.endsWith('%')) text = text.slice(0, -1).trimEnd();
  if (unit === 'years') text = text.replace(/\s*years?$/i, '');
  if (!PLAIN_NUMBER.test(text) || !/\d/.test(text) || /^[+-]/.test(text)) throw invalid();
  const value = Number(sign + text.replaceAll(',', ''));
  if (!Number.isFinite(value)) throw invalid();
  return value;
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
