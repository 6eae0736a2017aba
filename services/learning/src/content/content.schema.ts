import { z } from 'zod';
import {
  difficultySchema,
  moduleCategorySchema,
  moduleColorSchema,
  moduleTrackSchema,
} from '@fc/contracts/learning';

/** The files of a module folder (services/learning/content/modules/<NN>-<slug>/). */

const text = z.string().trim().min(1, 'must not be empty');

export const moduleFileSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  description: text,
  category: moduleCategorySchema,
  track: moduleTrackSchema,
  color: moduleColorSchema,
  icon: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lucide icon name in kebab-case'),
});

export const lessonFrontMatterSchema = z.strictObject({
  title: text,
  estimatedMinutes: z.number().int().positive(),
  points: z.number().int().nonnegative().default(25),
  imageUrl: z.string().min(1).optional(),
});

export const flashcardsFileSchema = z
  .array(
    z.strictObject({
      question: text,
      answer: text,
      difficulty: difficultySchema,
    }),
  )
  .min(1, 'must list at least one flashcard');

export const quizFileSchema = z
  .array(
    z
      .strictObject({
        question: text,
        options: z.array(text).min(2, 'needs at least two options'),
        correctAnswer: z.number().int().nonnegative(),
        explanation: text,
        points: z.number().int().positive().default(10),
      })
      .refine((question) => question.correctAnswer < question.options.length, {
        message: 'correctAnswer must be the index of one of the options',
        path: ['correctAnswer'],
      })
      .refine((question) => new Set(question.options).size === question.options.length, {
        message: 'options must be distinct',
        path: ['options'],
      }),
  )
  .min(1, 'must list at least one question');

export type ModuleFile = z.infer<typeof moduleFileSchema>;
export type LessonFrontMatter = z.infer<typeof lessonFrontMatterSchema>;
export type FlashcardsFile = z.infer<typeof flashcardsFileSchema>;
export type QuizFile = z.infer<typeof quizFileSchema>;
