import type { ReviewQueue } from '@fc/contracts/learning';
import { ArrowRight, BookOpen, LayoutDashboard, PartyPopper, Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button, buttonVariants } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { cardCount, formatDueIn } from '@/lib/review-due';

/** The pass is over: more to do, all caught up, or nothing to review yet. */
export function SessionEnd({
  queue,
  reviewed,
  onNextRound,
  isStartingNextRound,
}: {
  queue: ReviewQueue;
  reviewed: number;
  onNextRound: () => void;
  isStartingNextRound: boolean;
}) {
  if (queue.totalCards === 0) {
    return (
      <StateCard
        icon={BookOpen}
        title="Nothing to review yet"
        message={
          <>
            Cards appear here after you study flashcards (press “Got It!” on a card) and from quiz
            questions you answer wrong. Each one comes back when it is due, so you remember it for
            good.
          </>
        }
        actions={
          <Link to={paths.lessons} className={buttonVariants()}>
            <BookOpen aria-hidden="true" />
            Go to lessons
          </Link>
        }
      />
    );
  }
  if (queue.dueCount > 0) {
    return (
      <StateCard
        icon={Repeat}
        title="Round complete"
        message={`You reviewed ${cardCount(reviewed)}. ${cardCount(queue.dueCount)} ${queue.dueCount === 1 ? 'is' : 'are'} still due.`}
        actions={
          <Button icon={ArrowRight} isBusy={isStartingNextRound} onClick={onNextRound}>
            Keep reviewing
          </Button>
        }
      />
    );
  }
  const dueIn = formatDueIn(queue.nextDueAt);
  return (
    <StateCard
      icon={PartyPopper}
      title="All caught up"
      message={
        <>
          {reviewed > 0 ? `You reviewed ${cardCount(reviewed)}. ` : null}
          No cards are due.
          {dueIn ? ` The next one is due ${dueIn}.` : null}
        </>
      }
      actions={
        <>
          <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
            <LayoutDashboard aria-hidden="true" />
            Back to dashboard
          </Link>
          <Link to={paths.lessons} className={buttonVariants()}>
            <BookOpen aria-hidden="true" />
            Keep learning
          </Link>
        </>
      }
    />
  );
}
