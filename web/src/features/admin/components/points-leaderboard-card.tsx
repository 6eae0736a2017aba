import { Trophy } from 'lucide-react';

import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useLeaderboard } from '@/features/admin/api/get-leaderboard';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatPoints, getFullName } from '@/lib/user-display';

/** The points leaderboard, read-only: rank, initials, name, @username and points. */
export function PointsLeaderboardCard() {
  const leaderboard = useLeaderboard();

  return (
    <SectionCard icon={Trophy} title="Points Leaderboard" description="The top members by points.">
      {leaderboard.isPending ? (
        <ListSkeleton label="Loading the points leaderboard" />
      ) : leaderboard.isError ? (
        <div className="p-4">
          <LoadFailedState
            as="h3"
            title="Could not load the points leaderboard"
            onRetry={() => void leaderboard.refetch()}
          />
        </div>
      ) : leaderboard.data.length === 0 ? (
        <StateCard
          as="h3"
          icon={Trophy}
          className="border-0 shadow-none"
          title="No members ranked yet"
          message="Members appear here once they earn points."
        />
      ) : (
        <ol aria-label="Points leaderboard" className="divide-y divide-slate-100">
          {leaderboard.data.map((entry) => (
            <li key={entry.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <span className="w-10 shrink-0 font-bold text-slate-700 tabular-nums">
                <span className="sr-only">Rank </span>#{entry.rank}
              </span>
              <MemberAvatar member={entry} className="size-9 text-xs" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">
                  {getFullName(entry)}
                </span>
                <span className="block truncate text-xs text-slate-500">@{entry.username}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-bold text-slate-900 tabular-nums">
                  {formatPoints(entry.points)}
                </span>
                <span className="block text-xs text-slate-500">points</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
