import type { BreakdownItem } from '@/features/budgeting/utils/breakdown';
import type { ProjectionPoint } from '@/features/budgeting/utils/deposit-projection';

/*
 * jsdom has no SVG layout, so tests swap the chart (and only it) for this stand-in, which shows
 * what the page handed the chart:
 *   vi.mock('@/features/budgeting/components/breakdown-chart', () => import('@/features/budgeting/testing/chart-stubs'));
 */
export function BreakdownChart({ items }: { items: readonly BreakdownItem[] }) {
  return <div data-testid="breakdown-chart" data-items={items.map((item) => item.key).join(',')} />;
}

/*
 * The projection chart's stand-in:
 *   vi.mock('@/features/budgeting/components/deposit-projection-chart', () => import('@/features/budgeting/testing/chart-stubs'));
 */
export function DepositProjectionChart({ points }: { points: readonly ProjectionPoint[] }) {
  return <div data-testid="deposit-projection-chart" data-years={points.length - 1} />;
}
