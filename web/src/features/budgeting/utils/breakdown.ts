import type { BudgetSummary } from '@fc/contracts/budget';

export type BreakdownItem = BudgetSummary['breakdown'][number];

const colors: Record<BreakdownItem['key'], string> = {
  housing: '#2f4fd8',
  car: '#f59e0b',
  living: '#14a692',
  vacation: '#8b5cf6',
  childcare: '#db2777',
  retirement: '#16a34a',
  health: '#0ea5e9',
  renters: '#a16207',
  debt: '#dc2626',
  irregular: '#64748b',
  moveIn: '#c026d3',
  emergency: '#15803d',
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
 * The breakdown's footer: expenses (every cost, the summary's "Expenses"), savings (retirement
 * and emergency fund saving, its "Savings") and the two together, so the table adds up to the
 * figures above it.
 */
export function getBreakdownSums(items: readonly BreakdownItem[]): {
  expenses: BreakdownSum;
  savings: BreakdownSum;
  total: BreakdownSum;
} {
  return {
    expenses: sumOf(items.filter((item) => item.kind === 'expense')),
    savings: sumOf(items.filter((item) => item.kind === 'saving')),
    total: sumOf(items),
  };
}
