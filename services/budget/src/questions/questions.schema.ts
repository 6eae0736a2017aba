import { z } from 'zod';
import {
  budgetCategorySchema,
  budgetQuestionTypeSchema,
  summaryInputSchema,
} from '@fc/contracts/budget';

/** The category of the optional questions after the 29 (issue #20). */
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
    isOptional: z.boolean().default(false),
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
