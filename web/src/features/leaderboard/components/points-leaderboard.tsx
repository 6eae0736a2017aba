import type { LeaderboardEntry } from '@fc/contracts/rewards';
import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { useLeaderboard } from '@/api/get-leaderboard';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { LoadingState, StateCard } from '@/components/ui/state-card';
import { ClubStatisticsCard } from '@/features/leaderboard/components/club-statistics-card';
import { LeaderboardFailed } from '@/features/leaderboard/components/leaderboard-failed';
import { Podium } from '@/features/leaderboard/components/podium';
import { RankedList } from '@/features/leaderboard/components/ranked-list';
import { YourProgressCard } from '@/features/leaderboard/components/your-progress-card';
import {
  computeClubStatistics,
  flattenLeaderboard,
  PODIUM_MIN_MEMBERS,
} from '@/features/leaderboard/utils/leaderboard';
import { formatPoints } from '@/lib/user-display';

export interface PointsLeaderboardProps {
  currentUserId: number;
  /** The user's own standing for 'Your Progress' (from /api/rewards/me, else the user). */
  progress: { streak: number; points: number; rank: number | null };
}

/** The Points Leaderboard tab: podium, ranked list with paging, and the two side cards. */
export function PointsLeaderboard({ currentUserId, progress }: PointsLeaderboardProps) {
  const query = useLeaderboard({ enabled: true });
  const listRef = useRef<HTMLOListElement>(null);
  /** After 'Show more', the index of the first member just loaded, to move focus to. */
  const pendingFocusRef = useRef<number | null>(null);
  const entries = flattenLeaderboard(query.data?.pages ?? []);

  useEffect(() => {
    const index = pendingFocusRef.current;
    if (index === null) return;
    const item = listRef.current?.children.item(index);
    if (item instanceof HTMLElement) {
      pendingFocusRef.current = null;
      item.focus();
    }
  }, [entries.length]);

  if (query.isPending) {
    return <LoadingState label="Loading the points leaderboard" />;
  }

  if (query.isError) {
    return (
      <LeaderboardFailed
        title="Could not load the leaderboard"
        message="Something went wrong while loading the points leaderboard. Please try again."
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }

  const total = query.data.pages.at(-1)?.total ?? null;
  const statistics = computeClubStatistics(entries, total);
  const ownEntry = entries.find((entry) => entry.id === currentUserId);
  const rank = progress.rank ?? ownEntry?.rank ?? null;

  const showMore = () => {
    // Focus moves to the first member loaded, so keyboard users carry on from there.
    pendingFocusRef.current = entries.length;
    void query.fetchNextPage();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {entries.length >= PODIUM_MIN_MEMBERS ? (
          <Podium
            top={entries.slice(0, 3) as [LeaderboardEntry, LeaderboardEntry, LeaderboardEntry]}
            currentUserId={currentUserId}
          />
        ) : null}

        {entries.length === 0 ? (
          <StateCard
            icon={Users}
            title="No members yet"
            message="Members appear here as soon as they earn their first points."
          />
        ) : (
          <Card className="overflow-hidden">
            <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
              <h2 className="text-lg font-bold text-slate-900">All Members</h2>
              <p className="text-xs text-slate-500 sm:text-sm">
                {statistics.isComplete
                  ? `${formatPoints(entries.length)} ${entries.length === 1 ? 'member' : 'members'}`
                  : `Showing ${formatPoints(entries.length)} of ${formatPoints(statistics.totalMembers)}`}
              </p>
            </div>
            <RankedList entries={entries} currentUserId={currentUserId} listRef={listRef} />
            {query.hasNextPage || query.isFetchNextPageError ? (
              <div className="space-y-3 border-t border-slate-200 p-4">
                {query.isFetchNextPageError ? (
                  <InlineAlert>Could not load more members. Please try again.</InlineAlert>
                ) : null}
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={showMore}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            ) : null}
          </Card>
        )}
      </div>

      <aside
        aria-label="Club statistics and your progress"
        className="space-y-6 lg:sticky lg:top-24 lg:self-start"
      >
        <ClubStatisticsCard statistics={statistics} />
        <YourProgressCard streak={progress.streak} points={progress.points} rank={rank} />
      </aside>
    </div>
  );
}
