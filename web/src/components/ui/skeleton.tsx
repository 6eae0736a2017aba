import type { HTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

/** A grey placeholder block that pulses while content loads (hidden from screen readers). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200', className)}
      {...props}
    />
  );
}

export interface SkeletonListProps {
  /** What is loading, for screen readers. */
  label: string;
  count: number;
  /** The list's layout, e.g. "space-y-3" or a grid. */
  className: string;
  /** Each placeholder's size and shape. */
  itemClassName: string;
}

/** A loading list: placeholders in the list's layout, announced as one status. */
export function SkeletonList({ label, count, className, itemClassName }: SkeletonListProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
