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

/** The largest figure a number question takes: a billion dollars less one (a 32-bit column). */
export const MAX_BUDGET_NUMBER = 999_999_999;

/** A number question's answer read as whole dollars, or why it is refused. */
export type WholeDollars =
  | { isValid: true; value: number }
  | { isValid: false; reason: 'not-a-number' | 'not-whole' | 'too-large' };

/** Digits, or digits grouped by commas in threes: "52000", "52,000", "1,250,000". */
const wholeDollarsPattern = /^(\d+|\d{1,3}(,\d{3})+)$/;
/** Digits with a decimal point, or with commas or spaces that do not group thousands. */
const numberWithSeparatorsPattern = /^[\d.,\s]*\d[\d.,\s]*$/;

/**
 * A number question's answer as whole dollars, the same in the form and on the server: digits,
 * commas only between groups of three ("1,500"), and a leading "$". Cents, a decimal point and
 * ambiguous separators ("12.5", "1,5", "1500.00", "52 000") are refused as 'not-whole' rather than
 * guessed at; words, signs and exponents are 'not-a-number'.
 */
export function parseWholeDollars(text: string): WholeDollars {
  const figure = text.trim().replace(/^\$\s*/, '');
  if (wholeDollarsPattern.test(figure)) {
    const value = Number(figure.replaceAll(',', ''));
    return value <= MAX_BUDGET_NUMBER
      ? { isValid: true, value }
      : { isValid: false, reason: 'too-large' };
  }
  if (numberWithSeparatorsPattern.test(figure)) return { isValid: false, reason: 'not-whole' };
  return { isValid: false, reason: 'not-a-number' };
}

/**
 * What a refused number answer is told, the same in the form (before sending) and in the
 * server's 400; `question` is the number question it answers.
 */
export function wholeDollarsMessage(
  question: Pick<BudgetQuestion, 'title' | 'placeholder'>,
  reason: 'not-a-number' | 'not-whole' | 'too-large',
): string {
  const example = /\d+/.exec(question.placeholder.replaceAll(',', ''))?.[0] ?? '1500';
  switch (reason) {
    case 'too-large':
      return `Please enter a number no larger than ${MAX_BUDGET_NUMBER.toLocaleString('en-US')} for "${question.title}"`;
    case 'not-whole':
      return `Enter a whole number of dollars for "${question.title}", like ${example} (no cents or decimal point).`;
    case 'not-a-number':
      return `Please enter a number for "${question.title}" (for example ${example})`;
  }
}

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
