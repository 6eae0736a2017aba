import { z } from 'zod';
import {
  MAX_BUDGET_NUMBER,
  budgetCategorySchema,
  budgetQuestionTypeSchema,
  summaryInputSchema,
} from '@fc/contracts/budget';

/** The category of the optional questions after the 29 (docs/product.md). */
export const MORE_COSTS = 'More Costs';

/** The file of the planner's questions (services/budget/content/questions.yaml). */

const text = z.string().trim().min(1, 'must not be empty');

const researchSchema = z.strictObject({
  instructions: text,
  sources: z
    .array(
      z.strictObject({
        name: text,
        url: z.url({ protocol: /^https$/, error: 'must be an https link' }),
      }),
    )
    .min(1, 'needs 1 to 3 sources')
    .max(3, 'needs 1 to 3 sources'),
});

const wholeDollars = z.number().int('must be whole dollars').nonnegative('must not be negative');

const unusualSchema = z.strictObject({ amount: wholeDollars, reason: text });

/**
 * A number question's amounts: refused above max; saved with a warning giving the reason below
 * low.amount or above high.amount. low and high may be left out.
 */
const boundsSchema = z
  .strictObject({
    max: wholeDollars.positive('must be above 0').max(MAX_BUDGET_NUMBER, {
      error: `must be at most ${MAX_BUDGET_NUMBER}`,
    }),
    low: unusualSchema.nullable().default(null),
    high: unusualSchema.nullable().default(null),
  })
  .refine((bounds) => (bounds.high?.amount ?? 0) < bounds.max, {
    message: 'high.amount must be below max',
    path: ['high'],
  })
  .refine((bounds) => (bounds.low?.amount ?? 0) < (bounds.high?.amount ?? bounds.max), {
    message: 'low.amount must be below high.amount and max',
    path: ['low'],
  });

/**
 * One question as written, in the field order of the API's BudgetQuestion. options, research and
 * summaryInput may be left out where a question has none.
 */
const questionEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+(_[a-z]+)*$/, 'must be snake_case, e.g. starting_salary'),
    category: budgetCategorySchema,
    icon: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lucide icon name in kebab-case'),
    title: text,
    description: text,
    type: budgetQuestionTypeSchema,
    placeholder: text,
    options: z.array(text).nullable().default(null),
    research: researchSchema.nullable().default(null),
    summaryInput: summaryInputSchema.nullable().default(null),
    bounds: boundsSchema.nullable().default(null),
    isOptional: z.boolean().default(false),
  })
  .refine((question) => (question.type === 'number') === (question.bounds !== null), {
    message:
      'number questions have bounds (max, and low or high where an amount is unusual), and only they do',
    path: ['bounds'],
  })
  .refine((question) => (question.type === 'research') === (question.research !== null), {
    message: 'research details belong to research questions, and only to them',
    path: ['research'],
  })
  .refine(
    (question) =>
      question.type !== 'select' ||
      (question.options !== null && question.options.length >= 2 && question.options.length <= 6),
    { message: 'a select question needs 2 to 6 options', path: ['options'] },
  )
  .refine((question) => question.type === 'select' || question.options === null, {
    message: 'only select questions have options',
    path: ['options'],
  })
  .refine((question) => question.isOptional === (question.category === MORE_COSTS), {
    message: `the ${MORE_COSTS} questions are optional (isOptional: true), and only they are`,
    path: ['isOptional'],
  });

export const questionsFileSchema = z.strictObject({
  questions: z
    .array(questionEntrySchema)
    .min(1, 'must list at least one question')
    .superRefine((questions, context) => {
      // The optional More Costs questions come after all the others.
      const firstOptional = questions.findIndex((question) => question.category === MORE_COSTS);
      questions.forEach((question, index) => {
        if (firstOptional !== -1 && index > firstOptional && question.category !== MORE_COSTS) {
          context.addIssue({
            code: 'custom',
            message: `a ${MORE_COSTS} question (questions.${firstOptional}) comes before it: the ${MORE_COSTS} questions come last`,
            path: [index, 'category'],
          });
        }
      });
      const firstIndexOfId = new Map<string, number>();
      questions.forEach((question, index) => {
        const first = firstIndexOfId.get(question.id);
        if (first === undefined) {
          firstIndexOfId.set(question.id, index);
          return;
        }
        context.addIssue({
          code: 'custom',
          message: `its id repeats questions.${first}.id`,
          path: [index, 'id'],
        });
      });
    }),
});

export type QuestionsFile = z.infer<typeof questionsFileSchema>;
