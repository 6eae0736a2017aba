import type { GradeReviewResult, ReviewQueue } from '@fc/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { POINTS_SETTLE_MS, reviewKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** 1 Again, 2 Hard, 3 Good, 4 Easy (REVIEW_RATINGS of the contract). */
export type ReviewRating = 1 | 2 | 3 | 4;

export interface GradeReviewCardInput {
  cardId: string;
  rating: ReviewRating;
}

/**
 * POST /api/review/{cardId}/grade: how well the student recalled the card. 409 when the card is
 * not due (graded already, e.g. in another tab), 404 for a card the student does not have.
 */
export function gradeReviewCard({
  cardId,
  rating,
}: GradeReviewCardInput): Promise<GradeReviewResult> {
  return api.post<GradeReviewResult>(`/api/review/${encodeURIComponent(cardId)}/grade`, { rating });
}

/** The queue once `cardId` has been graded: the server's counts, the card no longer listed. */
export function withGradedCard(
  queue: ReviewQueue,
  cardId: string,
  result: GradeReviewResult,
): ReviewQueue {
  const nextDueAt =
    queue.nextDueAt === null || Date.parse(result.nextDueAt) < Date.parse(queue.nextDueAt)
      ? result.nextDueAt
      : queue.nextDueAt;
  return {
    ...queue,
    dueCount: result.dueCount,
    cards: queue.cards.filter((card) => card.id !== cardId),
    nextDueAt,
    reviewedToday: queue.reviewedToday + 1,
    pointsToday: result.pointsToday,
  };
}

/**
 * Grades a card. The cached queue takes the server's counts at once (the page's "cards due" and
 * points, the dashboard's count) and is marked stale, so the next page to show it (the dashboard)
 * asks again; the user and the rewards standing are fetched again once the points have arrived.
 */
export function useGradeReviewCard({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeReviewCard,
    onSuccess: (result, { cardId }) => {
      queryClient.setQueryData<ReviewQueue>(reviewKeys.queue(userId), (queue) =>
        queue ? withGradedCard(queue, cardId, result) : queue,
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
      if (result.pointsEarned > 0) {
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          void queryClient.invalidateQueries({ queryKey: ['rewards'] });
          void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
        }, POINTS_SETTLE_MS);
      }
    },
    onError: () => {
      // A refused grade (409: not due any more) means the cached queue is out of date.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
    },
  });
}
