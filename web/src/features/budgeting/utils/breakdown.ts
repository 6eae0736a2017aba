import type { BudgetSummary } from '@fc/contracts/budget';

export type BreakdownItem = BudgetSummary['breakdown'][number];

const colors: Record<BreakdownItem['key'], string> = {
  housing: '#2f4fd8',
  car: '#f59e0b',
  living: '#14a692',
  vacation: '#8b5cf6',
  childcare: '#db2777',
  retirement: '#16a34a',
};

/** The colour of a breakdown item, the same in the chart and in the table's key. */
export function breakdownColor(key: BreakdownItem['key']): string {
  return colors[key] ?? '#64748b';
}

/** Each item's share of what goes out (0 to 1; 0 when nothing goes out). */
export function getShare(item: BreakdownItem, total: number): number {
  return total > 0 ? item.annual / total : 0;
}

/** A sum of breakdown items, per year and per month (cents). */
export interface BreakdownSum {
  annual: number;
  monthly: number;
}

const sumOf = (items: readonly BreakdownItem[]): BreakdownSum => ({
  annual: items.reduce((sum, item) => sum + item.annual, 0),
  monthly: items.reduce((sum, item) => sum + item.monthly, 0),
});

/**
 * The breakdown's footer: expenses (everything but retirement saving, the summary's "Expenses"),
 * savings (retirement saving, its "Savings") and the two together, so the table adds up to the
 * figures above it.
 */
export function getBreakdownSums(items: readonly BreakdownItem[]): {
  expenses: BreakdownSum;
  savings: BreakdownSum;
  total: BreakdownSum;
} {
  return {
    expenses: sumOf(items.filter((item) => item.key !== 'retirement')),
    savings: sumOf(items.filter((item) => item.key === 'retirement')),
    total: sumOf(items),
  };
}
