import { reviewDueSchema, type ReviewDue } from '@fc/contracts/class-progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { teacherKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/teacher/review-due (teachers and admins): each student's cards due now and in all. */
export function getReviewDue(): Promise<ReviewDue> {
  return api.get<ReviewDue>('/api/teacher/review-due', {
    schema: import.meta.env.DEV ? reviewDueSchema : undefined,
  });
}

export const reviewDueQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.reviewDue(), queryFn: getReviewDue });

export function useReviewDue() {
  return useQuery(reviewDueQueryOptions());
}
