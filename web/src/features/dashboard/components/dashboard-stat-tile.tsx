import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface DashboardStatTileProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** A short line under the value, e.g. 'of 42 members'. */
  detail?: ReactNode;
  /** Classes of the icon tile, e.g. 'bg-success-soft text-green-700'. */
  tone: string;
}

/**
 * One number of the dashboard's summary row: a `dt`/`dd` pair in a `div` of a
 * `dl`. The icon lives in the `dt` (a `dl`'s `div` may hold only those two),
 * above the label on a phone and beside both from `sm` up.
 */
export function DashboardStatTile({
  icon: Icon,
  label,
  value,
  detail,
  tone,
}: DashboardStatTileProps) {
  return (
    <div className="relative min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex sm:min-h-22 sm:flex-col sm:justify-center sm:p-5 sm:pl-21">
      <dt className="text-xs leading-tight text-slate-600 sm:text-sm">
        <span
          aria-hidden="true"
          className={cn(
            'mb-2 flex size-9 items-center justify-center rounded-lg sm:absolute sm:top-1/2 sm:left-5 sm:mb-0 sm:size-12 sm:-translate-y-1/2 sm:rounded-xl',
            tone,
          )}
        >
          <Icon className="size-5 sm:size-6" />
        </span>
        {label}
      </dt>
      <dd className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900 tabular-nums sm:text-2xl">
        {value}
        {detail ? (
          <span className="block text-xs font-normal text-slate-600 sm:text-sm">{detail}</span>
        ) : null}
      </dd>
    </div>
  );
}
