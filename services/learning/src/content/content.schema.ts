import { z } from 'zod';
import {
  difficultySchema,
  moduleCategorySchema,
  moduleColorSchema,
  moduleTrackSchema,
  NUMERIC_UNITS,
  QUIZ_TIME_LIMIT_SECONDS,
} from '@fc/contracts/learning';

/** The files of a module folder (services/learning/content/modules/<NN>-<slug>/). */

const text = z.string().trim().min(1, 'must not be empty');

/** The bounds of a module's quiz time limit (module.yaml `quizTimeLimitSeconds`). */
export const QUIZ_MIN_TIME_LIMIT_SECONDS = 60;
export const QUIZ_MAX_TIME_LIMIT_SECONDS = 1200;

export const moduleFileSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  description: text,
  category: moduleCategorySchema,
  track: moduleTrackSchema,
  color: moduleColorSchema,
  icon: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lucide icon name in kebab-case'),
  /** The quiz's time limit; calculation-heavy quizzes get more than the standard 300 s. */
  quizTimeLimitSeconds: z
    .number()
    .int()
    .min(QUIZ_MIN_TIME_LIMIT_SECONDS, `must be at least ${QUIZ_MIN_TIME_LIMIT_SECONDS} seconds`)
    .max(QUIZ_MAX_TIME_LIMIT_SECONDS, `must be at most ${QUIZ_MAX_TIME_LIMIT_SECONDS} seconds`)
    .default(QUIZ_TIME_LIMIT_SECONDS),
});

function distinctOptionsCheck(question: { options: string[] }): boolean {
  return new Set(question.options).size === question.options.length;
}

export const lessonFrontMatterSchema = z.strictObject({
  title: text,
  estimatedMinutes: z.number().int().positive(),
  points: z.number().int().nonnegative().default(25),
  imageUrl: z.string().min(1).optional(),
});

/**
 * A lesson's check for understanding: an ungraded question answered in the reader with instant
 * feedback. Written at the end of the lesson in the check block (see lesson-checks.ts).
 */
export const lessonCheckSchema = z
  .strictObject({
    question: text,
    options: z.array(text).min(2, 'needs at least two options').max(4, 'has at most four options'),
    correctIndex: z.number().int().nonnegative(),
    explanation: text,
  })
  .refine((check) => check.correctIndex < check.options.length, {
    message: 'correctIndex must be the index of one of the options',
    path: ['correctIndex'],
  })
  .refine(distinctOptionsCheck, { message: 'options must be distinct', path: ['options'] });

/** One or two checks a lesson. */
export const lessonChecksSchema = z
  .array(lessonCheckSchema)
  .min(1, 'needs at least one question')
  .max(2, 'has at most two questions');

export const flashcardsFileSchema = z
  .array(
    z.strictObject({
      question: text,
      answer: text,
      difficulty: difficultySchema,
    }),
  )
  .min(1, 'must list at least one flashcard');

const optionsSchema = z.array(text).min(2, 'needs at least two options');
const distinctOptions = {
  check: distinctOptionsCheck,
  params: { message: 'options must be distinct', path: ['options'] },
};
const questionBase = {
  question: text,
  explanation: text,
  points: z.number().int().positive().default(10),
};

/** Single choice (the default when `type` is left out): one right option. */
const singleQuestionSchema = z
  .strictObject({
    ...questionBase,
    type: z.literal('single'),
    options: optionsSchema,
    correctAnswer: z.number().int().nonnegative(),
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    message: 'correctAnswer must be the index of one of the options',
    path: ['correctAnswer'],
  })
  .refine(distinctOptions.check, distinctOptions.params);

/** Select all that apply: graded all or nothing. */
const multipleQuestionSchema = z
  .strictObject({
    ...questionBase,
    type: z.literal('multiple'),
    options: optionsSchema,
    correctAnswers: z
      .array(z.number().int().nonnegative())
      .min(1, 'needs at least one right option'),
  })
  .refine((question) => question.correctAnswers.every((index) => index < question.options.length), {
    message: 'correctAnswers must be indexes of the options',
    path: ['correctAnswers'],
  })
  .refine((question) => new Set(question.correctAnswers).size === question.correctAnswers.length, {
    message: 'correctAnswers must be distinct',
    path: ['correctAnswers'],
  })
  .refine((question) => question.correctAnswers.length < question.options.length, {
    message: 'at least one option must be wrong',
    path: ['correctAnswers'],
  })
  .refine(distinctOptions.check, distinctOptions.params);

/** A tolerance in percent of the answer, e.g. "1%". */
const PERCENT_TOLERANCE = /^(\d+(?:\.\d+)?)%$/;

/** Numeric entry: right when within `tolerance` of `answer` (absolute, or "N%" of the answer). */
const numericQuestionSchema = z.strictObject({
  ...questionBase,
  type: z.literal('numeric'),
  answer: z.number().finite(),
  tolerance: z
    .union([
      z.number().nonnegative(),
      z.string().regex(PERCENT_TOLERANCE, 'must be a number or a percentage such as "1%"'),
    ])
    .default(0),
  unit: z.enum(NUMERIC_UNITS).optional(),
});

const quizQuestionFileSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && !('type' in value)
      ? { ...value, type: 'single' }
      : value,
  z.discriminatedUnion(
    'type',
    [singleQuestionSchema, multipleQuestionSchema, numericQuestionSchema],
    { error: 'type must be single, multiple or numeric' },
  ),
);

export const quizFileSchema = z
  .array(quizQuestionFileSchema)
  .min(1, 'must list at least one question');

/** A numeric question's tolerance in the answer's own units. */
export function absoluteTolerance(question: {
  answer: number;
  tolerance: number | string;
}): number {
  if (typeof question.tolerance === 'number') return question.tolerance;
  const percent = Number(PERCENT_TOLERANCE.exec(question.tolerance)?.[1] ?? 0);
  return (Math.abs(question.answer) * percent) / 100;
}

export type ModuleFile = z.infer<typeof moduleFileSchema>;
export type LessonFrontMatter = z.infer<typeof lessonFrontMatterSchema>;
export type LessonCheck = z.infer<typeof lessonCheckSchema>;
export type FlashcardsFile = z.infer<typeof flashcardsFileSchema>;
export type QuizFile = z.infer<typeof quizFileSchema>;

/** course.yaml, next to the modules folder: the order students take the modules in. */
export const courseFileSchema = z.strictObject({
  order: z
    .array(
      z
        .string()
        .regex(
          /^\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'must name a module folder, e.g. 01-budgeting-basics',
        ),
    )
    .min(1),
});
