import type { ReviewCard, ReviewQueue } from '@fc/contracts/learning';
import { useEffect, useRef, useState } from 'react';

import { useGradeReviewCard, type ReviewRating } from '@/features/review/api/grade-review-card';
import {
  isFlipKey,
  isKeyForSomethingElse,
  isOnControl,
  ratingForKey,
} from '@/features/review/utils/keyboard';
import { nextReviewNote } from '@/features/review/utils/review-text';
import { useLatest } from '@/features/review/utils/use-latest';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * One pass through the cards due, taken from the queue when the pass starts: the card shown, its
 * flip, the grade sent (once, even for two keys pressed together), what the last grade did, and
 * the keys: Space shows the answer, 1–4 grade it. After a flip or a grade the focus goes to
 * `focusTarget` (the card, or the end of the pass), where the keys carry on.
 */
export function useReviewSession({ userId, queue }: { userId: number; queue: ReviewQueue }) {
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

  return {
    cards,
    current,
    position,
    total,
    isFlipped,
    note,
    pendingRating,
    focusTarget,
    flip,
    submit,
  };
}
