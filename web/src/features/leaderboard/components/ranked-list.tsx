import type { LeaderboardEntry } from '@fc/contracts/rewards';
import type { Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import { MedalIcon } from '@/features/leaderboard/components/medal-icon';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { isMedalRank } from '@/features/leaderboard/utils/medals';
import { cn } from '@/lib/cn';
import { formatPoints, getFullName } from '@/lib/user-display';

export interface RankedListProps {
  entries: readonly LeaderboardEntry[];
  currentUserId: number | null;
  /** The list element, so that the first member of a newly loaded page can take focus. */
  listRef?: Ref<HTMLOListElement>;
}

/** Every loaded member: rank (with a medal for the top 3), initials, name, @username, points. */
export function RankedList({ entries, currentUserId, listRef }: RankedListProps) {
  return (
    <ol ref={listRef} aria-label="Points leaderboard" className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const isYou = entry.id === currentUserId;
        return (
          <li
            key={entry.id}
            tabIndex={-1}
            aria-current={isYou ? 'true' : undefined}
            className={cn(
              'flex items-center gap-2 px-3 py-3 outline-none focus-visible:bg-primary-50 sm:gap-3 sm:px-5',
              isYou && 'bg-primary-50/70',
            )}
          >
            <span className="flex w-12 shrink-0 items-center gap-1 sm:w-14">
              <span className="text-sm font-bold text-slate-700 tabular-nums sm:text-base">
                <span className="sr-only">Rank </span>#{entry.rank}
              </span>
              {isMedalRank(entry.rank) ? (
                <MedalIcon rank={entry.rank} className="size-4 sm:size-5" />
              ) : null}
            </span>
            <MemberAvatar member={entry} className="size-9 text-xs sm:size-10 sm:text-sm" />
            <span className="min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-semibold text-slate-900">{getFullName(entry)}</span>
                {isYou ? (
                  <Badge variant="primary" className="shrink-0">
                    You
                  </Badge>
                ) : null}
              </span>
              <span className="block truncate text-xs text-slate-600 sm:text-sm">
                @{entry.username}
              </span>
            </span>
            <span className="shrink-0 text-right">
              <span className="block font-bold text-slate-900 tabular-nums">
                {formatPoints(entry.points)}
              </span>
              <span className="block text-xs text-slate-600">points</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
