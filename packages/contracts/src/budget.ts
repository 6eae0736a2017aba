import { z } from 'zod';
import { refuseInvisibleCharacters } from './names.ts';
import { planDepositSchema } from './deposits.ts';

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
  /** The optional costs after the 29 questions: not needed to complete a plan. */
  'More Costs',
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
/**
 * The summary inputs of the optional "More Costs" questions: counted when answered,
 * never missing. The state income tax choice is read from its own question (state_income_tax).
 */
export const optionalSummaryInputs = [
  'monthlyHealthInsurance',
  'monthlyRentersInsurance',
  'monthlyEmergencySaving',
  'monthlyDebtPayments',
  'annualIrregularCosts',
  'moveInCosts',
] as const;
export const summaryInputSchema = z.enum([...summaryInputs, ...optionalSummaryInputs]);
export type SummaryInput = z.infer<typeof summaryInputSchema>;

export const researchSourceSchema = z.object({ name: z.string(), url: z.url() });

/** An answer past a usual amount: saved, with a warning that gives the reason. */
const unusualAmountSchema = z.object({ amount: z.number().int(), reason: z.string() });

/**
 * A number question's amounts, in whole dollars: above max it is refused (no plan at 25 holds
 * it); below low.amount or above high.amount it is saved with a warning giving the reason.
 */
export const budgetBoundsSchema = z.object({
  max: z.number().int().positive(),
  low: unusualAmountSchema.nullable(),
  high: unusualAmountSchema.nullable(),
});
export type BudgetBounds = z.infer<typeof budgetBoundsSchema>;

/**
 * GET /api/budget/questions: the 29 built-in questions, in order, then the optional "More Costs"
 * questions (isOptional; a plan is complete without them).
 */
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
  /** A number question's largest and usual amounts; null for the other types. */
  bounds: budgetBoundsSchema.nullable(),
  /** One of the "More Costs" questions after the 29: not counted in progress or completion. */
  isOptional: z.boolean(),
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
    .max(100, 'The plan name can be at most 100 characters')
    .superRefine(refuseInvisibleCharacters),
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

/** The largest figure any number question takes (a 32-bit column); each has its own bounds.max. */
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
 * guessed at; words, signs and exponents are 'not-a-number'; above `max` (the question's
 * bounds.max) 'too-large'.
 */
export function parseWholeDollars(text: string, max: number = MAX_BUDGET_NUMBER): WholeDollars {
  const figure = text.trim().replace(/^\$\s*/, '');
  if (wholeDollarsPattern.test(figure)) {
    const value = Number(figure.replaceAll(',', ''));
    return value <= max ? { isValid: true, value } : { isValid: false, reason: 'too-large' };
  }
  if (numberWithSeparatorsPattern.test(figure)) return { isValid: false, reason: 'not-whole' };
  return { isValid: false, reason: 'not-a-number' };
}

/**
 * What a refused number answer is told, the same in the form (before sending) and in the
 * server's 400; `question` is the number question it answers.
 */
export function wholeDollarsMessage(
  question: Pick<BudgetQuestion, 'title' | 'placeholder' | 'bounds'>,
  reason: 'not-a-number' | 'not-whole' | 'too-large',
): string {
  const example = /\d+/.exec(question.placeholder.replaceAll(',', ''))?.[0] ?? '1500';
  switch (reason) {
    case 'too-large':
      return `Please enter a number no larger than ${(question.bounds?.max ?? MAX_BUDGET_NUMBER).toLocaleString('en-US')} for "${question.title}"`;
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

/** One line of the breakdown: a cost ('expense') or money put aside ('saving'). */
export const breakdownKeys = [
  'housing',
  'car',
  'living',
  'vacation',
  'childcare',
  'retirement',
  'health',
  'renters',
  'debt',
  'irregular',
  'moveIn',
  'emergency',
] as const;
/** Gross salary to take-home pay, in cents, for a year or a month. */
export const takeHomeLinesSchema = z.object({
  grossSalary: z.number().int(),
  federalIncomeTax: z.number().int(),
  socialSecurityAndMedicare: z.number().int(),
  stateIncomeTax: z.number().int(),
  takeHomePay: z.number().int(),
});
export type TakeHomeLines = z.infer<typeof takeHomeLinesSchema>;
/**
 * docs/product.md section 9, in cents, with a breakdown by category and a monthly view. Net cash
 * flow is take-home pay (the salary less the estimated taxes in takeHome) − expenses − savings.
 */
export const budgetSummarySchema = z.object({
  startingSalary: z.number().int(),
  annualExpenses: z.number().int(),
  savings: z.number().int(),
  netCashFlow: z.number().int(),
  children: z.number().int(),
  /**
   * Where the money goes in a year, largest first: housing, car, living, vacation, childcare and
   * retirement always; the optional costs (health, renters, debt, irregular, moveIn, emergency)
   * when answered.
   */
  breakdown: z.array(
    z.object({
      key: z.enum(breakdownKeys),
      label: z.string(),
      kind: z.enum(['expense', 'saving']),
      annual: z.number().int(),
      monthly: z.number().int(),
    }),
  ),
  /** Monthly view: take-home pay, expenses, savings and net cash flow, each the year's ÷ 12. */
  monthly: z.object({
    income: z.number().int(),
    expenses: z.number().int(),
    savings: z.number().int(),
    netCashFlow: z.number().int(),
  }),
  /** The estimated take-home pay: single filer, standard deduction, tax year taxYear. */
  takeHome: z.object({
    taxYear: z.number().int(),
    annual: takeHomeLinesSchema,
    monthly: takeHomeLinesSchema,
    /** The state income tax option chosen, or null while unanswered (then counted as 0). */
    stateChoice: z.string().nullable(),
    /** Where the tax figures come from. */
    sources: z.array(researchSourceSchema),
  }),
  /** Summary inputs not answered yet (their question ids): the figures count them as 0. */
  missingInputs: z.array(z.string()),
  /**
   * Answers that look wrong, in question order: outside the question's usual amounts, or a cost
   * larger than the whole take-home pay. Saved all the same; each message gives the reason.
   */
  warnings: z.array(z.object({ questionId: z.string(), message: z.string() })),
  tips: z.array(z.string()),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

/** GET /api/budget/plans/:id: the plan with its answers and summary. */
export const budgetPlanDetailSchema = budgetPlanSchema.extend({
  answers: z.array(budgetAnswerSchema),
  summary: budgetSummarySchema,
  /** The monthly deposit into the practice portfolio: null while it is off. */
  deposit: planDepositSchema.nullable(),
});
export type BudgetPlanDetail = z.infer<typeof budgetPlanDetailSchema>;
