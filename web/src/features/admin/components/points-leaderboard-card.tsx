import { Trophy } from 'lucide-react';

import { MemberRankRow, RankPoints } from '@/components/ui/member-rank-row';
import { QueryList } from '@/components/ui/query-list';
import { useLeaderboard } from '@/features/admin/api/get-leaderboard';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { SectionCard } from '@/components/ui/section-card';

/** The points leaderboard, read-only: rank, initials, name, @username and points. */
export function PointsLeaderboardCard() {
  const leaderboard = useLeaderboard();

  return (
    <SectionCard icon={Trophy} title="Points Leaderboard" description="The top members by points.">
      <QueryList
        query={leaderboard}
        isInCard
        skeleton={ListSkeleton}
        loadingLabel="Loading the points leaderboard"
        failed="Could not load the points leaderboard"
        empty={{
          icon: Trophy,
          title: 'No members ranked yet',
          message: 'Members appear here once they earn points.',
        }}
      >
        {(entries) => (
          <ol aria-label="Points leaderboard" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <MemberRankRow
                key={entry.id}
                member={entry}
                isCompact
                rankClassName="w-10"
                avatarClassName="size-9 text-xs"
                aside={<RankPoints points={entry.points} isCompact />}
              />
            ))}
          </ol>
        )}
      </QueryList>
    </SectionCard>
  );
}
