import type { Flashcard } from '@fc/contracts/learning';
import { CircleCheck, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const difficultyVariants: Record<Flashcard['difficulty'], BadgeVariant> = {
  easy: 'success',
  medium: 'warning',
  hard: 'destructive',
};

const difficultyLabels: Record<Flashcard['difficulty'], string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export interface FlipCardProps {
  card: Flashcard;
  isFlipped: boolean;
  isMastered: boolean;
  onFlip: () => void;
}

const faceClasses =
  'absolute inset-0 flex flex-col rounded-2xl border p-5 shadow-sm [backface-visibility:hidden] sm:p-8';

/**
 * The flashcard: a toggle button (Enter or Space flips it, as a click does).
 * Only the visible side is exposed to screen readers, and the answer is
 * announced when it is revealed.
 */
export function FlipCard({ card, isFlipped, isMastered, onFlip }: FlipCardProps) {
  const badges = (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant={difficultyVariants[card.difficulty] ?? 'neutral'}>
        {difficultyLabels[card.difficulty] ?? card.difficulty}
      </Badge>
      {isMastered ? (
        <Badge variant="primary" icon={CircleCheck}>
          Mastered
        </Badge>
      ) : null}
    </div>
  );

  return (
    <div className="[perspective:1200px]">
      <button
        type="button"
        onClick={onFlip}
        aria-pressed={isFlipped}
        // Named by the face that shows (difficulty, "Question" or "Answer", the text): what is
        // read out is what is seen, and the hidden face is aria-hidden.
        aria-describedby="flashcard-hint"
        className="group relative block h-72 w-full rounded-2xl text-left focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-primary-600 sm:h-80"
      >
        <span
          className={cn(
            'absolute inset-0 transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none',
            isFlipped && '[transform:rotateY(180deg)]',
          )}
        >
          <CardFace
            isHidden={isFlipped}
            className="border-slate-200 bg-white group-hover:border-primary-300"
            badges={badges}
            label="Question"
            textClassName="text-lg font-semibold text-slate-900 sm:text-2xl"
          >
            {card.question}
          </CardFace>
          <CardFace
            isHidden={!isFlipped}
            className="border-primary-200 bg-primary-50 [transform:rotateY(180deg)]"
            badges={badges}
            label="Answer"
            textClassName="text-base text-slate-800 sm:text-xl"
          >
            {card.answer}
          </CardFace>
        </span>
      </button>
      <p
        id="flashcard-hint"
        className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-500"
      >
        <RotateCw aria-hidden="true" className="size-3.5" />
        {isFlipped ? 'Tap the card to see the question' : 'Tap the card to reveal the answer'}
      </p>
      <p aria-live="polite" className="sr-only">
        {isFlipped ? `Answer: ${card.answer}` : ''}
      </p>
    </div>
  );
}

/** One side of the card: the badges, what the side holds ('Question', 'Answer') and its text. */
function CardFace({
  isHidden,
  className,
  badges,
  label,
  textClassName,
  children,
}: {
  isHidden: boolean;
  className: string;
  badges: ReactNode;
  label: string;
  textClassName: string;
  children: ReactNode;
}) {
  return (
    <span aria-hidden={isHidden} className={cn(faceClasses, className)}>
      {badges}
      <span className="mt-4 text-xs font-bold tracking-wide text-primary-700 uppercase">
        {label}
      </span>
      <span
        className={cn(
          'flex flex-1 items-center justify-center overflow-y-auto py-3 text-center',
          textClassName,
        )}
      >
        {children}
      </span>
    </span>
  );
}
