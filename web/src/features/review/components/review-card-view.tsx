import type { ReviewCard } from '@fc/contracts/learning';
import { REVIEW_RATINGS } from '@fc/contracts/learning-constants';
import type { Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button, type ButtonVariant } from '@/components/ui/button';
import type { ReviewRating } from '@/features/review/api/grade-review-card';
import { kindLabels, saysAnswer } from '@/features/review/utils/review-text';
import { cn } from '@/lib/cn';

const ratingVariants: Record<ReviewRating, ButtonVariant> = {
  1: 'destructive',
  2: 'warning',
  3: 'success',
  4: 'primary',
};

/** A card's front, and its back once flipped. */
export function CardView({
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

/** The four grades, each with its key (1–4). */
export function GradeButtons({
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
