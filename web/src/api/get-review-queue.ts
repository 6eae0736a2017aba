import type { ReviewQueue } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { REVIEW_QUEUE_STALE_MS, reviewKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/review: the cards due now (oldest first, at most 50) and the day's review points. */
export function getReviewQueue(): Promise<ReviewQueue> {
  // No response schema here: the dashboard's Review card uses this (zod stays off the first load).
  return api.get<ReviewQueue>('/api/review');
}

export const reviewQueueQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: reviewKeys.queue(userId),
    queryFn: getReviewQueue,
    staleTime: REVIEW_QUEUE_STALE_MS,
  });

/**
 * The signed-in student's review queue; nothing (and no call) for guests. `freshOnMount` asks the
 * server again whenever the component mounts, even when a cached queue is young: the Review page
 * starts a session from what is due now.
 */
export function useReviewQueue(
  userId: number | null | undefined,
  { freshOnMount = false }: { freshOnMount?: boolean } = {},
) {
  return useQuery({
    ...reviewQueueQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
    ...(freshOnMount ? { refetchOnMount: 'always' as const } : {}),
  });
}
