import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One number of the simulator's summary row: a `dt`/`dd` pair inside the row's `dl`. */
export function SummaryCard({
  icon: Icon,
  label,
  value,
  detail,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  /** Classes of the icon tile, e.g. 'bg-success-soft text-green-700'. */
  tone: string;
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="flex items-center gap-2 text-xs leading-tight text-slate-600 sm:text-sm">
        <span
          aria-hidden="true"
          className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-lg font-bold [overflow-wrap:anywhere] text-slate-900 tabular-nums sm:text-xl">
        {value}
        {detail ? <span className="block text-xs font-semibold sm:text-sm">{detail}</span> : null}
      </dd>
    </div>
  );
}
