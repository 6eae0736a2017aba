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

/** Everything that goes out in a year (expenses and retirement saving), in cents. */
export function getBreakdownTotal(items: readonly BreakdownItem[]): number {
  return items.reduce((sum, item) => sum + item.annual, 0);
}

/** Each item's share of what goes out (0 to 1; 0 when nothing goes out). */
export function getShare(item: BreakdownItem, total: number): number {
  return total > 0 ? item.annual / total : 0;
}
