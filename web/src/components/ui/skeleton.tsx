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
