import type { ReviewQueue } from '@fc/contracts/learning';
import { Eye } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { CardView, GradeButtons } from '@/features/review/components/review-card-view';
import { SessionEnd } from '@/features/review/components/session-end';
import { useReviewSession } from '@/features/review/hooks/use-review-session';
import { spokenAnswer } from '@/features/review/utils/review-text';

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
  const { current, position, total, isFlipped, note, pendingRating, focusTarget, flip, submit } =
    useReviewSession({ userId, queue });

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
