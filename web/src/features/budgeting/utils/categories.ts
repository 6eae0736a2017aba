import type { BudgetCategory } from '@fc/contracts/budget';

/**
 * The planner's categories in question order (docs/product.md section 3), copied from the contract so the
 * page's chunk does not pull zod in; a unit test keeps the two equal.
 */
export const BUDGET_CATEGORIES: readonly BudgetCategory[] = [
  'Education',
  'Graduate Education',
  'Career',
  'Housing',
  'Transportation',
  'Family',
  'Lifestyle',
  'Financial Planning',
  'More Costs',
];
