import { PartyPopper, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

import { cn } from '@/lib/cn';

export interface CompletionPanelProps {
  /** 'Lesson complete!', 'Quiz passed!'. */
  title: string;
  /** The points earned (before any multiplier); none for a guest or a repeat. */
  points: number | null;
  /** What it means and what comes next, in a sentence or two. */
  children: ReactNode;
  /** The way on: 'Next lesson' first. */
  actions: ReactNode;
  className?: string;
}

/**
 * The moment a lesson or a quiz is done: what was earned, in the page rather than in a toast that
 * fades, and the way on. It takes the focus when it shows, so a keyboard or screen-reader user
 * is where the next step is.
 */
export function CompletionPanel({
  title,
  points,
  children,
  actions,
  className,
}: CompletionPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-green-200 bg-gradient-to-b from-success-soft to-white px-5 py-7 text-center sm:px-8',
        className,
      )}
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-white text-green-700 shadow-sm ring-1 ring-green-200">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-extrabold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h2>
      {points !== null && points > 0 ? (
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-1.5 text-lg font-bold text-amber-900">
          <Star aria-hidden="true" className="size-5 fill-warning text-warning" />+{points} points
        </p>
      ) : null}
      <div className="mx-auto mt-3 max-w-md text-slate-700">{children}</div>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
    </section>
  );
}
