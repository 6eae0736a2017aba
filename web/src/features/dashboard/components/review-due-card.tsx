import type { ReviewQueue } from '@fc/contracts/learning';
import { ArrowRight, Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useReviewQueue } from '@/api/get-review-queue';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SectionError } from '@/features/dashboard/components/section-states';
import { cardCount, formatDueIn } from '@/lib/review-due';

/** What the card says of a loaded queue: the cards due, else when the next one is. */
function dueLine(queue: ReviewQueue): string {
  if (queue.dueCount > 0) return `${cardCount(queue.dueCount)} due`;
  const dueIn = formatDueIn(queue.nextDueAt);
  if (queue.totalCards === 0 || !dueIn) return 'Nothing due yet';
  return `Nothing due — next ${dueIn}`;
}

/**
 * "Review" on the dashboard (signed-in users only): the cards due for spaced review, from
 * GET /api/review (the Review page's query, so grading a card there updates it), and the way there.
 */
export function ReviewDueCard({ userId }: { userId: number }) {
  const queue = useReviewQueue(userId);
  const hasDue = (queue.data?.dueCount ?? 0) > 0;

  let status;
  if (queue.isPending) {
    status = (
      <div role="status">
        <span className="sr-only">Loading your review cards</span>
        <Skeleton className="mt-1 h-5 w-32" />
      </div>
    );
  } else if (queue.isError) {
    status = (
      <SectionError
        message="We could not load your review cards. Please try again."
        onRetry={() => void queue.refetch()}
      />
    );
  } else {
    status = (
      <p className="text-sm text-slate-700">
        <span className={hasDue ? 'font-semibold text-slate-900' : undefined}>
          {dueLine(queue.data)}
        </span>
        {queue.data.totalCards === 0 ? (
          <span className="block text-slate-600">
            Cards to review appear after you study flashcards and from quiz questions you miss.
          </span>
        ) : null}
      </p>
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby="review-due"
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600 sm:flex">
        <Repeat aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <h2 id="review-due" className="text-lg font-bold text-slate-900">
          Review
        </h2>
        {status}
      </div>
      <Link
        to={paths.review}
        className={buttonVariants({
          variant: hasDue ? 'primary' : 'outline',
          className: 'shrink-0',
        })}
      >
        Start review
        <ArrowRight aria-hidden="true" />
      </Link>
    </Card>
  );
}
