import {
  performanceSchema,
  type PerformancePoint,
  type PerformanceRange,
} from '@fc/contracts/market';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/portfolios/:id/performance?range=: recorded portfolio values, oldest first. */
export async function getPerformance(
  portfolioId: number,
  range: PerformanceRange,
): Promise<PerformancePoint[]> {
  return (
    (await api.get<PerformancePoint[] | undefined>(
      `/api/portfolios/${portfolioId}/performance?range=${range}`,
      { schema: import.meta.env.DEV ? performanceSchema : undefined },
    )) ?? []
  );
}

export const performanceQueryOptions = (portfolioId: number, range: PerformanceRange) =>
  queryOptions({
    queryKey: tradingKeys.performance(portfolioId, range),
    queryFn: () => getPerformance(portfolioId, range),
  });

/** The portfolio's value over a range; the previous range stays on screen while the next loads. */
export function usePerformance(portfolioId: number | undefined, range: PerformanceRange) {
  return useQuery({
    ...performanceQueryOptions(portfolioId ?? 0, range),
    enabled: portfolioId !== undefined,
    placeholderData: keepPreviousData,
  });
}
