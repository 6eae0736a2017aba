import { LEAGUE_DEMOTED, LEAGUE_PROMOTED, type MyLeague } from '@fc/contracts/leagues';
import { Clock, Shield } from 'lucide-react';
import { Link } from 'react-router-dom';

import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { LoadFailedState, LoadingState } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useMyLeague } from '@/features/leagues/api/get-league';
import { LeagueTable } from '@/features/leagues/components/league-table';
import { timeLeft } from '@/features/leagues/utils/league-text';
import { useSession } from '@/lib/auth';

/** /leagues: the student's weekly league (docs/product.md "Weekly league"). */
export function LeaguePage() {
  const { user } = useSession();
  if (!user) {
    return <GuestPage icon={Shield} purpose="join a weekly league and compete for promotion" />;
  }
  return <StudentLeague userId={user.id} />;
}

function StudentLeague({ userId }: { userId: number }) {
  const league = useMyLeague(userId);
  let content;
  if (league.data) {
    content = <LeagueView league={league.data} userId={userId} />;
  } else if (league.isError) {
    content = (
      <LoadFailedState title="Could not load your league" onRetry={() => void league.refetch()} />
    );
  } else {
    content = <LoadingState label="Loading your league" />;
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageShell
        title="Weekly League"
        description="Earn points this week: the top 7 move up a tier, the bottom 5 move down."
        actions={
          <Link to={paths.leaderboard} className="text-sm font-semibold text-primary-700 underline">
            All-time leaderboard
          </Link>
        }
      >
        {content}
      </PageShell>
    </div>
  );
}

function LeagueView({ league, userId }: { league: MyLeague; userId: number }) {
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-wrap items-center gap-3 p-4">
          <Badge variant="primary" size="md" icon={Shield}>
            {league.tierName} League
          </Badge>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            {timeLeft(league.weekEndsAt)}
          </span>
          {league.placed ? (
            <span className="text-sm text-slate-700">
              You: <strong>#{league.myRank}</strong> with{' '}
              <strong>{league.myWeekPoints.toLocaleString()} points</strong> this week
            </span>
          ) : null}
        </CardContent>
      </Card>
      {league.placed ? (
        <Card className="overflow-hidden">
          <LeagueTable entries={league.table} currentUserId={userId} />
        </Card>
      ) : (
        <Card>
          <CardContent className="p-4 text-slate-700">
            Earn your first points this week (finish a lesson, a quiz or a review) to join a{' '}
            {league.tierName} league of up to 30 students.
          </CardContent>
        </Card>
      )}
      <p className="text-xs text-slate-500">
        Top {LEAGUE_PROMOTED}: promotion zone. Bottom {LEAGUE_DEMOTED}: demotion zone (smaller
        leagues move fewer). The week closes Monday 00:00.
      </p>
    </div>
  );
}
