import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

export interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string | number;
  /** A word after the value, e.g. 'points'. */
  unit?: string;
  /** Classes of the icon tile, e.g. 'bg-success-soft text-green-700'. */
  tone?: string;
  className?: string;
}

/** A number with its label and icon, as a `dt`/`dd` pair in a `div` of a `dl`. */
export function StatTile({
  icon: Icon,
  label,
  value,
  unit,
  tone = 'bg-primary-50 text-primary-600',
  className,
}: StatTileProps) {
  // dt and dd sit directly in the group (an icon inside dt is fine): a <dl> may hold nothing else.
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4',
        className,
      )}
    >
      <dt className="flex items-center gap-2 text-xs leading-tight text-slate-600 sm:text-sm">
        <span
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-lg sm:size-8',
            tone,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
        {value}
        {unit ? <span className="ml-1 text-sm font-medium text-slate-600">{unit}</span> : null}
      </dd>
    </div>
  );
}
