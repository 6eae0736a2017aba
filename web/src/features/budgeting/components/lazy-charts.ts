import { lazy } from 'react';

/*
 * recharts loads only when the summary's chart is shown, in a chunk of its own; the chart lives in
 * its own file so tests can replace it (jsdom has no SVG layout).
 */
export const LazyBreakdownChart = lazy(async () => {
  const { BreakdownChart } = await import('@/features/budgeting/components/breakdown-chart');
  return { default: BreakdownChart };
});

/**
 * The "Invest what your plan saves" projection (docs/product.md "Budget Planner"), in a chunk of
 * its own too.
 */
export const LazyDepositProjectionChart = lazy(async () => {
  const { DepositProjectionChart } =
    await import('@/features/budgeting/components/deposit-projection-chart');
  return { default: DepositProjectionChart };
});
