import { lazy } from 'react';

/*
 * The chart libraries (recharts, lightweight-charts) load only when a chart is shown, in chunks
 * of their own (each wrapper lives in its own file). Tests replace this module with stand-ins:
 * jsdom has no canvas.
 */

export const LazyPerformanceChart = lazy(async () => {
  const { PerformanceChart } = await import('@/features/trading/components/performance-chart');
  return { default: PerformanceChart };
});

export const LazyAllocationChart = lazy(async () => {
  const { AllocationChart } = await import('@/features/trading/components/allocation-chart');
  return { default: AllocationChart };
});

export const LazyCandlestickChart = lazy(async () => {
  const { CandlestickChart } = await import('@/features/trading/components/candlestick-chart');
  return { default: CandlestickChart };
});
