import { benchmarkSchema, type Benchmark, type PerformanceRange } from '@fc/contracts/market';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { tradingKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/benchmark?range=: the club index over the same windows as a portfolio's performance. */
export async function getBenchmark(range: PerformanceRange): Promise<Benchmark | undefined> {
  return api.get<Benchmark | undefined>(`/api/benchmark?range=${range}`, {
    schema: import.meta.env.DEV ? benchmarkSchema : undefined,
  });
}

export const benchmarkQueryOptions = (range: PerformanceRange) =>
  queryOptions({
    queryKey: tradingKeys.benchmark(range),
    queryFn: () => getBenchmark(range),
  });

/** The club index over a range; the previous range stays on screen while the next loads. */
export function useBenchmark(range: PerformanceRange, isEnabled = true) {
  return useQuery({
    ...benchmarkQueryOptions(range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
