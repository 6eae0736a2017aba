import type { ReviewQueue } from '@fc/contracts/learning';
import { Repeat } from 'lucide-react';
import { useState } from 'react';

import { useReviewQueue } from '@/api/get-review-queue';
import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { LoadFailedState, LoadingState } from '@/components/ui/state-card';
import { ReviewSession } from '@/features/review/components/review-session';
import { useSession } from '@/lib/auth';
import { cardCount } from '@/lib/review-due';
import { toast } from '@/lib/toast';

/** /review: spaced review of the cards the student has studied, across all modules. */
export function ReviewPage() {
  const { user } = useSession();
  // The route guard lets in only signed-in users and guests: no user means a guest.
  if (!user) {
    return (
      <GuestPage
        icon={Repeat}
        purpose="review the flashcards you have studied and the quiz questions you missed, each when it is due"
      />
    );
  }
  return <StudentReview userId={user.id} />;
}

function StudentReview({ userId }: { userId: number }) {
  // A session starts from what is due now: the queue is asked for again on every visit.
  const queue = useReviewQueue(userId, { freshOnMount: true });
  const [round, setRound] = useState(0);
  const [hasStarted, setHasStarted] = useState(false);
  const [isStartingNextRound, setIsStartingNextRound] = useState(false);

  // Once a session is on screen it stays, whatever a later fetch of the queue does.
  if (!hasStarted && queue.isSuccess && queue.isFetchedAfterMount) setHasStarted(true);

  const startNextRound = async () => {
    setIsStartingNextRound(true);
    const result = await queue.refetch();
    setIsStartingNextRound(false);
    if (result.isSuccess) {
      setRound((value) => value + 1);
    } else {
      toast({
        title: 'Could not load more cards',
        description: 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  let content;
  if (hasStarted && queue.data) {
    content = (
      <ReviewSession
        key={round}
        userId={userId}
        queue={queue.data}
        onNextRound={() => void startNextRound()}
        isStartingNextRound={isStartingNextRound}
      />
    );
  } else if (queue.isError) {
    content = (
      <LoadFailedState
        title="Could not load your review cards"
        onRetry={() => void queue.refetch()}
      />
    );
  } else {
    content = <LoadingState label="Loading your review cards" />;
  }

  return (
    // Narrow, like the flashcards: a card reads best at this width.
    <div className="mx-auto w-full max-w-3xl">
      <PageShell
        title="Review"
        description={
          hasStarted && queue.data ? (
            <QueueSummary queue={queue.data} />
          ) : (
            'The cards you have studied, each when it is due.'
          )
        }
      >
        {content}
      </PageShell>
    </div>
  );
}

/** "12 cards due · Points today: 3/20". */
function QueueSummary({ queue }: { queue: ReviewQueue }) {
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      <span className="font-semibold text-slate-800">{cardCount(queue.dueCount)} due</span>
      <span aria-hidden="true">·</span>
      <span>
        Points today: {queue.pointsToday.toLocaleString()}/{queue.dailyPointsCap.toLocaleString()}
      </span>
    </span>
  );
}
