import type { ReviewCard, ReviewQueue } from '@fc/contracts/learning';
import { REVIEW_RATINGS } from '@fc/contracts/learning-constants';
import { ArrowRight, BookOpen, Eye, LayoutDashboard, PartyPopper, Repeat } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants, type ButtonVariant } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useGradeReviewCard, type ReviewRating } from '@/features/review/api/grade-review-card';
import {
  isFlipKey,
  isKeyForSomethingElse,
  isOnControl,
  ratingForKey,
} from '@/features/review/utils/keyboard';
import {
  kindLabels,
  nextReviewNote,
  saysAnswer,
  spokenAnswer,
} from '@/features/review/utils/review-text';
import { useLatest } from '@/features/review/utils/use-latest';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { cardCount, formatDueIn } from '@/lib/review-due';
import { toast } from '@/lib/toast';

const ratingVariants: Record<ReviewRating, ButtonVariant> = {
  1: 'destructive',
  2: 'warning',
  3: 'success',
  4: 'primary',
};

export interface ReviewSessionProps {
  userId: number;
  /**
   * The queue as cached now: its cards are taken once, when the session starts, and its counts
   * (cards due, points, the next due date) are read as they change.
   */
  queue: ReviewQueue;
  /** More cards are due than this session held (or some came due again): start another round. */
  onNextRound: () => void;
  isStartingNextRound: boolean;
}

/**
 * One pass through the cards due: a card's front, "Show answer" (Space), its back and the four
 * grades (keys 1–4), then the next card; "All caught up" when the pass is done.
 */
export function ReviewSession({
  userId,
  queue,
  onNextRound,
  isStartingNextRound,
}: ReviewSessionProps) {
  const [cards] = useState<readonly ReviewCard[]>(() => queue.cards);
  const [position, setPosition] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const [note, setNote] = useState('');
  const [pendingRating, setPendingRating] = useState<ReviewRating | null>(null);
  const focusTarget = useRef<HTMLElement>(null);
  const shouldMoveFocus = useRef(false);
  // Set at once, before the next render: two keys pressed together grade a card once.
  const isGrading = useRef(false);
  const grade = useGradeReviewCard({ userId });

  const current = cards[position];
  const total = cards.length;

  // After "Show answer" or a grade the button pressed is gone: the focus goes to the card (or
  // to the end of the session), where Space, Enter and 1–4 carry on.
  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    focusTarget.current?.focus();
  }, [position, isFlipped]);

  const advance = () => {
    shouldMoveFocus.current = true;
    setPosition((index) => index + 1);
    setIsFlipped(false);
  };

  const flip = () => {
    if (!current || isFlipped) return;
    shouldMoveFocus.current = true;
    setIsFlipped(true);
  };

  const submit = (rating: ReviewRating) => {
    if (!current || !isFlipped || isGrading.current) return;
    isGrading.current = true;
    setPendingRating(rating);
    grade.mutate(
      { cardId: current.id, rating },
      {
        onSuccess: (result) => {
          setNote(
            nextReviewNote(rating, result.intervalDays) +
              (result.pointsEarned > 0
                ? ` · +${result.pointsEarned} ${result.pointsEarned === 1 ? 'point' : 'points'}`
                : ''),
          );
          advance();
        },
        onError: (error) => {
          // 409: not due any more (graded elsewhere); 404: not the student's card. Either way
          // this card is done with here; any other failure leaves it on screen to try again.
          const isGone = isApiError(error) && (error.status === 409 || error.status === 404);
          toast({
            title: isGone ? 'Card skipped' : 'Could not save your review',
            description: getErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
          if (isGone) {
            setNote('');
            advance();
          }
        },
        onSettled: () => {
          isGrading.current = false;
          setPendingRating(null);
        },
      },
    );
  };

  const onKeyDown = useLatest((event: KeyboardEvent) => {
    if (!current || isKeyForSomethingElse(event)) return;
    if (isFlipKey(event)) {
      if (isFlipped || isOnControl(event)) return;
      event.preventDefault();
      flip();
      return;
    }
    const rating = ratingForKey(event.key);
    if (rating === null || !isFlipped) return;
    event.preventDefault();
    if (!event.repeat) submit(rating);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKeyDown]);

  return (
    <div className="space-y-4 sm:space-y-6">
      {/* The answer, read out when it is revealed. */}
      <p aria-live="polite" className="sr-only">
        {current && isFlipped ? spokenAnswer(current.back) : ''}
      </p>
      {total > 0 ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            {current ? (
              <p className="font-medium text-slate-600">
                Card {position + 1} of {total}
              </p>
            ) : null}
            {/* What the last grade did; read out as it changes. */}
            <p role="status" className="font-medium text-slate-800">
              {note}
            </p>
          </div>
          {current ? (
            <ProgressBar
              value={position}
              max={total}
              label="Review progress"
              valueText={`${position} of ${total} cards reviewed`}
            />
          ) : null}
        </div>
      ) : null}
      {current ? (
        <>
          <CardView
            ref={focusTarget}
            card={current}
            isFlipped={isFlipped}
            position={position}
            total={total}
          />
          {isFlipped ? (
            <GradeButtons pendingRating={pendingRating} onGrade={submit} />
          ) : (
            <div className="flex flex-col items-center gap-2">
              <Button
                size="lg"
                className="w-full sm:w-auto sm:min-w-56"
                icon={Eye}
                aria-keyshortcuts="Space"
                onClick={flip}
              >
                Show answer
                <kbd
                  aria-hidden="true"
                  className="hidden rounded border border-white/40 px-1.5 font-sans text-xs sm:inline"
                >
                  Space
                </kbd>
              </Button>
            </div>
          )}
          <p className="hidden text-center text-xs text-slate-500 sm:block">
            {isFlipped
              ? 'Press 1, 2, 3 or 4 to grade how well you remembered it.'
              : 'Press Space to show the answer.'}
          </p>
        </>
      ) : (
        // Focused when the last card is graded (no ring: it is not a control).
        <div
          ref={(element) => void (focusTarget.current = element)}
          tabIndex={-1}
          className="outline-none"
        >
          <SessionEnd
            queue={queue}
            reviewed={total}
            onNextRound={onNextRound}
            isStartingNextRound={isStartingNextRound}
          />
        </div>
      )}
    </div>
  );
}

function CardView({
  ref,
  card,
  isFlipped,
  position,
  total,
}: {
  ref: Ref<HTMLElement>;
  card: ReviewCard;
  isFlipped: boolean;
  position: number;
  total: number;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={`${kindLabels[card.kind]}, card ${position + 1} of ${total}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-primary-600 sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={card.kind === 'quiz' ? 'warning' : 'primary'}>
          {kindLabels[card.kind]}
        </Badge>
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {card.moduleTitle}
        </span>
      </div>
      <p className="mt-4 text-lg font-semibold whitespace-pre-line text-slate-900 sm:mt-6 sm:text-2xl">
        {card.front}
      </p>
      {isFlipped ? (
        <div className="mt-5 border-t border-slate-200 pt-5 sm:mt-8 sm:pt-6">
          {/* A quiz card's back says "Answer: …" itself. */}
          {saysAnswer(card.back) ? null : (
            <p className="mb-2 text-xs font-bold tracking-wide text-primary-700 uppercase">
              Answer
            </p>
          )}
          <p className="text-base whitespace-pre-line text-slate-800 sm:text-lg">{card.back}</p>
        </div>
      ) : null}
    </section>
  );
}

function GradeButtons({
  pendingRating,
  onGrade,
}: {
  pendingRating: ReviewRating | null;
  onGrade: (rating: ReviewRating) => void;
}) {
  return (
    <div
      role="group"
      aria-label="How well did you remember it?"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
    >
      {REVIEW_RATINGS.map(({ rating, label }) => (
        <Button
          key={rating}
          size="lg"
          variant={ratingVariants[rating]}
          aria-keyshortcuts={String(rating)}
          disabled={pendingRating !== null}
          isBusy={pendingRating === rating}
          onClick={() => onGrade(rating)}
          className="w-full"
        >
          <kbd
            aria-hidden="true"
            className={cn(
              'rounded border border-white/40 px-1.5 font-sans text-xs',
              pendingRating === rating && 'hidden',
            )}
          >
            {rating}
          </kbd>
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The pass is over: more to do, all caught up, or nothing to review yet. */
function SessionEnd({
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
