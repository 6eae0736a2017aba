import { formatFullDateTime, formatRelativeTime, parseDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { formatReturn } from '@/features/teacher/utils/class-rows';

/** When the student was last active: "3 days ago" (the full time on hover), or "Never". */
export function LastActive({ at, now }: { at: string | null; now: Date }) {
  const date = parseDate(at);
  if (!date || at === null) return <span className="text-slate-500">Never</span>;
  return (
    <time dateTime={at} title={formatFullDateTime(date)}>
      {formatRelativeTime(date, now)}
    </time>
  );
}

/** The practice portfolio's return, green from 0 up and red below; '—' before a valuation. */
export function PortfolioReturn({ basisPoints }: { basisPoints: number | null }) {
  return (
    <span
      className={cn(
        'tabular-nums',
        basisPoints === null
          ? 'text-slate-500'
          : basisPoints < 0
            ? 'font-semibold text-red-700'
            : 'font-semibold text-green-700',
      )}
    >
      {formatReturn(basisPoints)}
    </span>
  );
}
