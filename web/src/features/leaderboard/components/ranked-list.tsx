import type { LeaderboardEntry } from '@fc/contracts/rewards';
import type { Ref } from 'react';

import { MedalIcon } from '@/components/ui/medal-icon';
import { MemberRankRow, RankPoints } from '@/components/ui/member-rank-row';
import { isMedalRank } from '@/lib/medals';

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
      {entries.map((entry) => (
        <MemberRankRow
          key={entry.id}
          member={entry}
          isYou={entry.id === currentUserId}
          tabIndex={-1}
          className="outline-none focus-visible:bg-primary-50"
          rankClassName="w-12 sm:w-14"
          rankExtra={
            isMedalRank(entry.rank) ? (
              <MedalIcon rank={entry.rank} className="size-4 sm:size-5" />
            ) : null
          }
          avatarClassName="size-9 text-xs sm:size-10 sm:text-sm"
          aside={<RankPoints points={entry.points} />}
        />
      ))}
    </ol>
  );
}
