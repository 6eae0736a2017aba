import type {
  AnswerFeedback,
  NumericUnit,
  QuizQuestion,
  QuizQuestionType,
} from '@fc/contracts/learning';

/** A question's type: a quiz from an older server has only single-choice questions. */
export function questionType(question: Pick<QuizQuestion, 'type'>): QuizQuestionType {
  return question.type ?? 'single';
}

/** The answer being drafted for the current question, by its type. */
export interface AnswerDraft {
  /** Single choice: the option picked. */
  selected: number | null;
  /** Select all that apply: the options ticked. */
  checked: readonly number[];
  /** Numeric entry: the text typed. */
  typed: string;
}

/** Whether the draft can be sent: an option picked, at least one ticked, or something typed. */
export function isDraftReady(type: QuizQuestionType, draft: AnswerDraft): boolean {
  if (type === 'multiple') return draft.checked.length > 0;
  if (type === 'numeric') return draft.typed.trim() !== '';
  return draft.selected !== null;
}

/** The body of POST /api/quiz/attempts/{id}/answers for the draft (the server reads the number). */
export function answerBodyOf(
  type: QuizQuestionType,
  draft: AnswerDraft,
): { answerIndex: number } | { answerIndexes: number[] } | { answerValue: string } | null {
  if (!isDraftReady(type, draft)) return null;
  if (type === 'multiple') return { answerIndexes: [...draft.checked].sort((a, b) => a - b) };
  if (type === 'numeric') return { answerValue: draft.typed.trim() };
  return draft.selected === null ? null : { answerIndex: draft.selected };
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** 8280 → "$8,280"; 20 → "20%"; 8 → "8 years"; -5 → "-$5". */
export function formatNumericAnswer(value: number, unit: NumericUnit | null | undefined): string {
  const digits = numberFormat.format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (unit === '$') return `${sign}$${digits}`;
  if (unit === '%') return `${sign}${digits}%`;
  if (unit === 'years') return `${sign}${digits} ${Math.abs(value) === 1 ? 'year' : 'years'}`;
  return `${sign}${digits}`;
}

/** The words for a unit in a field's label: "Your answer (in dollars)". */
export function unitWords(unit: NumericUnit | null | undefined): string | null {
  if (unit === '$') return 'in dollars';
  if (unit === '%') return 'in percent';
  if (unit === 'years') return 'in years';
  return null;
}

/** An example to type, for the field's hint. */
export function numericExample(unit: NumericUnit | null | undefined): string {
  if (unit === '$') return 'e.g. 1,234.50';
  if (unit === '%') return 'e.g. 12.5';
  if (unit === 'years') return 'e.g. 8.5';
  return 'e.g. 1,234.5';
}

/**
 * What to say beside a numeric field when what is typed is not a number, in a student's words
 * (docs/product.md, "Quiz").
 */
export function numericProblem(unit: NumericUnit | null | undefined): string {
  if (unit === '$') return 'Enter an amount in dollars, like 1250 or 1,250.50';
  if (unit === '%') return 'Enter a percent as a number, like 12 or 12.5';
  if (unit === 'years') return 'Enter a number of years, like 8 or 8.5';
  return 'Enter a number, like 1250 or 3.5';
}

const listOf = (options: readonly string[], indexes: readonly number[]) =>
  indexes
    .map((index) => options[index])
    .filter((option): option is string => option !== undefined)
    .join('; ');

/** The right answer as the student reads it, or undefined when it cannot be shown. */
export function correctAnswerText(
  feedback: AnswerFeedback,
  options: readonly string[],
): string | undefined {
  const type = feedback.type ?? 'single';
  if (type === 'numeric') {
    if (feedback.correctValue === undefined) return undefined;
    const value = formatNumericAnswer(feedback.correctValue, feedback.unit);
    return feedback.tolerance
      ? `${value} (give or take ${formatNumericAnswer(feedback.tolerance, feedback.unit)})`
      : value;
  }
  if (type === 'multiple') return listOf(options, feedback.correctAnswers ?? []) || undefined;
  return feedback.correctAnswer === null ? undefined : options[feedback.correctAnswer];
}

/** The answer given as the student reads it, or undefined when there was none. */
export function givenAnswerText(
  feedback: AnswerFeedback,
  options: readonly string[],
): string | undefined {
  const type = feedback.type ?? 'single';
  if (type === 'numeric') {
    return feedback.answerValue === null || feedback.answerValue === undefined
      ? undefined
      : formatNumericAnswer(feedback.answerValue, feedback.unit);
  }
  if (type === 'multiple') {
    const given = feedback.answerIndexes ?? [];
    return given.length === 0 ? undefined : listOf(options, given);
  }
  return feedback.answerIndex === null ? undefined : options[feedback.answerIndex];
}
