import type { LeaderboardEntry } from '@fc/contracts/rewards';
import { Crown } from 'lucide-react';

import { MedalIcon } from '@/components/ui/medal-icon';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { getShortName } from '@/features/leaderboard/utils/leaderboard';
import { cn } from '@/lib/cn';
import { medalStyles, type MedalRank } from '@/lib/medals';
import { formatPoints } from '@/lib/user-display';

/** Where each place stands (2nd, 1st, 3rd from the left) and how tall its step is. */
const placeLayout: Record<MedalRank, { order: string; step: string }> = {
  1: { order: 'order-2', step: 'h-24 sm:h-32' },
  2: { order: 'order-1', step: 'h-16 sm:h-24' },
  3: { order: 'order-3', step: 'h-12 sm:h-16' },
};

export interface PodiumProps {
  /** The top three members, 1st first. */
  top: readonly [LeaderboardEntry, LeaderboardEntry, LeaderboardEntry];
  currentUserId: number | null;
}

/**
 * 1st, 2nd and 3rd on their steps. Read in rank order (1st, 2nd, 3rd);
 * drawn in the podium's usual 2nd-1st-3rd order.
 */
export function Podium({ top, currentUserId }: PodiumProps) {
  return (
    <ol
      aria-label="Top three members"
      className="grid grid-cols-3 items-end gap-2 rounded-2xl border border-slate-200 bg-linear-to-b from-primary-50 to-white px-2 pt-6 shadow-sm sm:gap-4 sm:px-6"
    >
      {top.map((entry, index) => {
        const place = (index + 1) as MedalRank;
        const style = medalStyles[place];
        const layout = placeLayout[place];
        const isYou = entry.id === currentUserId;
        return (
          <li key={entry.id} className={cn('flex min-w-0 flex-col items-center', layout.order)}>
            {place === 1 ? (
              <Crown aria-hidden="true" className="mb-1 size-6 fill-amber-300 text-amber-600" />
            ) : null}
            <div className="relative">
              <MemberAvatar
                member={entry}
                className={cn(
                  'ring-4',
                  style.ring,
                  place === 1
                    ? 'size-16 text-xl sm:size-20 sm:text-2xl'
                    : 'size-12 text-base sm:size-16 sm:text-lg',
                )}
              />
              <span className="absolute -right-1 -bottom-1 flex rounded-full bg-white p-0.5 shadow">
                <MedalIcon rank={place} className="size-4 sm:size-5" />
              </span>
            </div>
            <p className="mt-2 w-full truncate text-center text-sm font-bold text-slate-900 sm:text-base">
              {getShortName(entry)}
              {isYou ? <span className="sr-only"> (you)</span> : null}
            </p>
            <p className="text-xs font-semibold text-slate-600 tabular-nums sm:text-sm">
              {formatPoints(entry.points)} points
            </p>
            <div
              className={cn(
                'mt-2 flex w-full items-start justify-center rounded-t-xl pt-2 text-lg font-extrabold ring-1 ring-inset sm:text-2xl',
                style.step,
                layout.step,
              )}
            >
              <span className="sr-only">Place: </span>
              {style.place}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
