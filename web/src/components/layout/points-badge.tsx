import { Star } from 'lucide-react';

import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/user-display';

export interface PointsBadgeProps {
  points: number | null | undefined;
  size?: 'sm' | 'md';
  className?: string;
}

/** The user's points, thousands-separated (0 when missing). */
export function PointsBadge({ points, size = 'md', className }: PointsBadgeProps) {
  const formatted = formatPoints(points);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-warning-soft font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset',
        size === 'md' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-4 fill-warning text-warning" />
      <span>{formatted}</span>
      <span className="sr-only sm:not-sr-only">points</span>
    </span>
  );
}
