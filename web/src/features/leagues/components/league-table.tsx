import type { LeagueEntry } from '@fc/contracts/leagues';
import { ArrowDown, ArrowUp } from 'lucide-react';

import { zoneLabels } from '@/features/leagues/utils/league-text';
import { cn } from '@/lib/cn';

const zoneRow: Record<LeagueEntry['zone'], string> = {
  promotion: 'border-l-4 border-l-green-500 bg-green-50/60',
  safe: 'border-l-4 border-l-transparent',
  demotion: 'border-l-4 border-l-red-500 bg-red-50/60',
};

/** A league's standings: rank, name, week points; promotion and demotion zones marked in words. */
export function LeagueTable({
  entries,
  currentUserId,
}: {
  entries: LeagueEntry[];
  currentUserId: number;
}) {
  return (
    <ol aria-label="League standings" className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const isMe = entry.id === currentUserId;
        const label = zoneLabels[entry.zone];
        return (
          <li
            key={entry.id}
            aria-current={isMe ? 'true' : undefined}
            data-zone={entry.zone}
            className={cn(
              'flex items-center gap-3 px-3 py-2.5 sm:px-4',
              zoneRow[entry.zone],
              isMe && 'bg-primary-50 ring-2 ring-primary-300 ring-inset',
            )}
          >
            <span className="w-7 shrink-0 text-right font-bold text-slate-700 tabular-nums">
              {entry.rank}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">
                {entry.firstName} {entry.lastName}
                {isMe ? <span className="font-normal text-primary-700"> (you)</span> : null}
              </span>
              {label ? (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-xs font-medium',
                    entry.zone === 'promotion' ? 'text-green-800' : 'text-red-800',
                  )}
                >
                  {entry.zone === 'promotion' ? (
                    <ArrowUp aria-hidden="true" className="size-3" />
                  ) : (
                    <ArrowDown aria-hidden="true" className="size-3" />
                  )}
                  {label}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {entry.weekPoints.toLocaleString()}{' '}
              <span className="text-xs text-slate-500">pts</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
