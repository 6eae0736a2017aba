import { lazy } from 'react';

/*
 * recharts loads only when the printable summary opens, in a chunk of its own, not with the rest
 * of the admin pages.
 */
export const LazyHorizontalBarChart = lazy(async () => {
  const { HorizontalBarChart } = await import('@/features/teacher/components/summary-charts');
  return { default: HorizontalBarChart };
});
