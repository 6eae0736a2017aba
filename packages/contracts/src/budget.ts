import { z } from 'zod';

/**
 * The budget service's API (docs/product.md sections 3, 5, 7 "Budget planner" and 9 "Budget summary").
 * Answers hold what the student typed; numericValue is whole dollars parsed from it. Summary
 * amounts are integer cents, like all money in the API.
 */

export const budgetCategories = [
  'Education',
  'Graduate Education',
  'Career',
  'Housing',
  'Transportation',
  'Family',
  'Lifestyle',
  'Financial Planning',
] as const;
export const budgetCategorySchema = z.enum(budgetCategories);
export type BudgetCategory = z.infer<typeof budgetCategorySchema>;

export const budgetQuestionTypeSchema = z.enum(['research', 'number', 'select', 'textarea']);
export type BudgetQuestionType = z.infer<typeof budgetQuestionTypeSchema>;

/** The inputs of the summary formula (docs/product.md section 9) and the question that gives each. */
export const summaryInputs = [
  'startingSalary',
  'monthlyHousing',
  'monthlyCar',
  'monthlyLiving',
  'annualVacation',
  'children',
  'monthlyChildcare',
  'monthlyRetirement',
] as const;
export const summaryInputSchema = z.enum(summaryInputs);
export type SummaryInput = z.infer<typeof summaryInputSchema>;

export const researchSourceSchema = z.object({ name: z.string(), url: z.url() });

/** GET /api/budget/questions: the 29 built-in questions, in order. */
export const budgetQuestionSchema = z.object({
  id: z.string(),
  category: budgetCategorySchema,
  /** A lucide icon name in kebab-case. */
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  type: budgetQuestionTypeSchema,
  placeholder: z.string(),
  options: z.array(z.string()).nullable(),
  research: z
    .object({ instructions: z.string(), sources: z.array(researchSourceSchema).min(1) })
    .nullable(),
  /** The summary input this answer feeds, if any. */
  summaryInput: summaryInputSchema.nullable(),
});
export type BudgetQuestion = z.infer<typeof budgetQuestionSchema>;
export const budgetQuestionListSchema = z.array(budgetQuestionSchema);

export const PLAN_NAME_REQUIRED = 'Please enter a plan name';

/** POST /api/budget/plans {planName}. */
export const createPlanSchema = z.object({
  planName: z
    .string({ error: PLAN_NAME_REQUIRED })
    .trim()
    .min(1, PLAN_NAME_REQUIRED)
    .max(100, 'The plan name can be at most 100 characters'),
});

export const ANSWER_REQUIRED = 'Please enter an answer';

/** POST /api/budget/plans/:id/answers: upsert per question. numericValue is computed by the server. */
export const saveAnswerSchema = z.object({
  questionId: z.string({ error: 'Please choose a question' }).min(1, 'Please choose a question'),
  answer: z
    .string({ error: ANSWER_REQUIRED })
    .trim()
    .min(1, ANSWER_REQUIRED)
    .max(5_000, 'The answer can be at most 5,000 characters'),
  /** Accepted for compatibility with the earlier client and ignored: the server parses the answer. */
  numericValue: z.unknown().optional(),
  notes: z
    .string()
    .trim()
    .max(2_000, 'Notes can be at most 2,000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type SaveAnswerRequest = z.input<typeof saveAnswerSchema>;

export const budgetAnswerSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  numericValue: z.number().int().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type BudgetAnswer = z.infer<typeof budgetAnswerSchema>;

export const budgetPlanSchema = z.object({
  id: z.number().int(),
  planName: z.string(),
  isComplete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  answeredCount: z.number().int(),
  totalQuestions: z.number().int(),
});
export type BudgetPlan = z.infer<typeof budgetPlanSchema>;
/** GET /api/budget/plans: the caller's plans. POST /api/budget/plans answers one plan. */
export const budgetPlanListSchema = z.array(budgetPlanSchema);

/** docs/product.md section 9, in cents, with a breakdown by category and a monthly view. */
export const budgetSummarySchema = z.object({
  startingSalary: z.number().int(),
  annualExpenses: z.number().int(),
  savings: z.number().int(),
  netCashFlow: z.number().int(),
  children: z.number().int(),
  /** Where the money goes in a year, largest first (housing, car, living, vacation, childcare, retirement). */
  breakdown: z.array(
    z.object({
      key: z.enum(['housing', 'car', 'living', 'vacation', 'childcare', 'retirement']),
      label: z.string(),
      annual: z.number().int(),
      monthly: z.number().int(),
    }),
  ),
  /** Monthly view: take-home before tax is not modelled; these are the formula's figures / 12. */
  monthly: z.object({
    income: z.number().int(),
    expenses: z.number().int(),
    savings: z.number().int(),
    netCashFlow: z.number().int(),
  }),
  /** Summary inputs not answered yet (their question ids): the figures count them as 0. */
  missingInputs: z.array(z.string()),
  tips: z.array(z.string()),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

/** GET /api/budget/plans/:id: the plan with its answers and summary. */
export const budgetPlanDetailSchema = budgetPlanSchema.extend({
  answers: z.array(budgetAnswerSchema),
  summary: budgetSummarySchema,
});
export type BudgetPlanDetail = z.infer<typeof budgetPlanDetailSchema>;
