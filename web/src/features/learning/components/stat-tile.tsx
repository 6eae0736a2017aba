import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

export interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string | number;
  /** Classes of the icon tile, e.g. 'bg-success-soft text-green-700'. */
  tone?: string;
  className?: string;
}

/** A number with its label, as used in the learning pages' summaries. */
export function StatTile({
  icon: Icon,
  label,
  value,
  tone = 'bg-primary-50 text-primary-600',
  className,
}: StatTileProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-3 sm:p-4',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 sm:rounded-xl',
          tone,
        )}
      >
        <Icon aria-hidden="true" className="size-4 sm:size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{value}</dd>
      </div>
    </div>
  );
}
