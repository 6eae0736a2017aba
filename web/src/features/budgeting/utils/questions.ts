import type { BudgetAnswer, BudgetQuestion } from '@fc/contracts/budget';

import { BUDGET_CATEGORIES } from '@/features/budgeting/utils/categories';

/** The optional question whose answer sets the take-home estimate's state income tax. */
export const STATE_INCOME_TAX_QUESTION_ID = 'state_income_tax';

export interface CategorySection {
  /** The optional More Costs section: not needed to complete a plan. */
  isOptional: boolean;
  category: string;
  /** Where the category's first question sits in the question list. */
  firstIndex: number;
  questionIds: readonly string[];
}

/** The saved answers by question id. */
export function indexAnswers(answers: readonly BudgetAnswer[]): Map<string, BudgetAnswer> {
  return new Map(answers.map((answer) => [answer.questionId, answer]));
}

/**
 * The categories that have questions, in the product's order (docs/product.md section 3), each with the
 * position of its first question; a category the page does not know yet follows in question order.
 */
export function getCategorySections(questions: readonly BudgetQuestion[]): CategorySection[] {
  const sections = new Map<
    string,
    { firstIndex: number; questionIds: string[]; isOptional: boolean }
  >();
  questions.forEach((question, index) => {
    const section = sections.get(question.category);
    if (section) section.questionIds.push(question.id);
    else
      sections.set(question.category, {
        firstIndex: index,
        questionIds: [question.id],
        isOptional: question.isOptional,
      });
  });
  const rank = (category: string) => {
    const position = BUDGET_CATEGORIES.indexOf(category as (typeof BUDGET_CATEGORIES)[number]);
    return position === -1 ? BUDGET_CATEGORIES.length : position;
  };
  return [...sections.entries()]
    .map(([category, section]) => ({ category, ...section }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.firstIndex - b.firstIndex);
}

/** Whether every question of a category has a saved answer. */
export function isSectionComplete(
  section: CategorySection,
  answers: ReadonlyMap<string, BudgetAnswer>,
): boolean {
  return section.questionIds.every((id) => answers.has(id));
}

/** The 29 questions a plan needs; the optional More Costs come after them. */
export function getRequiredQuestions(questions: readonly BudgetQuestion[]): BudgetQuestion[] {
  return questions.filter((question) => !question.isOptional);
}

/**
 * docs/product.md section 4: 'Mark Complete' needs an answer to every one of the 29 questions
 * (the optional More Costs are not needed).
 */
export function areAllAnswered(
  questions: readonly BudgetQuestion[],
  answers: ReadonlyMap<string, BudgetAnswer>,
): boolean {
  const required = getRequiredQuestions(questions);
  return required.length > 0 && required.every((question) => answers.has(question.id));
}

/**
 * Where to pick a plan up: its first unanswered question of the 29, or the first one when all are
 * answered.
 */
export function getStartIndex(
  questions: readonly BudgetQuestion[],
  answers: ReadonlyMap<string, BudgetAnswer>,
): number {
  const index = questions.findIndex(
    (question) => !question.isOptional && !answers.has(question.id),
  );
  return index === -1 ? 0 : index;
}

/** The summary's missing inputs (question ids) as the questions to answer, in question order. */
export function getMissingQuestions(
  questions: readonly BudgetQuestion[],
  missingIds: readonly string[],
): { question: BudgetQuestion; index: number }[] {
  const missing = new Set(missingIds);
  return questions.flatMap((question, index) =>
    missing.has(question.id) ? [{ question, index }] : [],
  );
}
