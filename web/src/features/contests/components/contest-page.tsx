import type { ContestLeaderboard } from '@fc/contracts/contests';
import { ArrowLeft, Flag, Lock, Radio, SearchX, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

import { useContestLeaderboard } from '@/api/contests';
import { ContestActions } from '@/components/contests/contest-actions';
import { ContestRulesList, ContestStatusBadge } from '@/components/contests/contest-rules';
import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { MedalIcon } from '@/components/ui/medal-icon';
import { Card } from '@/components/ui/card';
import { InvestmentRankRow } from '@/components/ui/member-rank-row';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { contestPaths } from '@/config/paths';
import { ContestFacts } from '@/features/contests/components/contest-facts';
import { isNotFound } from '@/lib/api-errors';
import { useSession } from '@/lib/auth';
import { rankLabels } from '@/lib/contest-text';
import { formatDateTime } from '@/lib/dates';
import { isMedalRank } from '@/lib/medals';

/**
 * /contests/:contestId (docs/product.md "Contests"): a contest's rules and its leaderboard, live or
 * frozen.
 */
export function ContestPage() {
  const { user } = useSession();
  const { contestId } = useParams();
  const id = Number(contestId);
  if (!user) {
    return <GuestPage icon={Flag} purpose="see your class's contests and their leaderboards" />;
  }
  if (!Number.isSafeInteger(id) || id <= 0) return <ContestNotFound />;
  return <ContestView contestId={id} currentUserId={user.id} />;
}

function ContestNotFound() {
  return (
    <PageShell title="Contest not found">
      <StateCard
        icon={SearchX}
        title="There is no such contest"
        message="It may have been a wrong link."
        actions={<BackToContests />}
      />
    </PageShell>
  );
}

function BackToContests() {
  return (
    <Link
      to={contestPaths.list}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All contests
    </Link>
  );
}

function ContestView({ contestId, currentUserId }: { contestId: number; currentUserId: number }) {
  const leaderboard = useContestLeaderboard(contestId);
  if (leaderboard.isPending) return <LoadingState label="Loading the contest" />;
  if (leaderboard.isError) {
    if (isNotFound(leaderboard.error)) return <ContestNotFound />;
    return (
      <PageShell title="Contest">
        <LoadFailedState
          title="Could not load the contest"
          onRetry={() => void leaderboard.refetch()}
        />
      </PageShell>
    );
  }
  const { contest } = leaderboard.data;
  return (
    <PageShell
      title={contest.name}
      description={
        <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
          <ContestStatusBadge status={contest.status} />
          <ContestFacts contest={contest} />
        </span>
      }
      actions={<BackToContests />}
    >
      <div className="space-y-6">
        <Card className="space-y-4 p-4 sm:p-5">
          <h2 className="text-lg font-bold text-slate-900">Rules</h2>
          <ContestRulesList contest={contest} />
          <ContestActions contest={contest} showLeaderboardLink={false} />
        </Card>
        <LeaderboardCard leaderboard={leaderboard.data} currentUserId={currentUserId} />
      </div>
    </PageShell>
  );
}

function LeaderboardCard({
  leaderboard: { contest, isFrozen, entries },
  currentUserId,
}: {
  leaderboard: ContestLeaderboard;
  currentUserId: number;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Trophy aria-hidden="true" className="size-5 text-primary-600" />
          Leaderboard
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          {isFrozen ? (
            <>
              <Lock aria-hidden="true" className="size-4" />
              Final results, frozen {formatDateTime(contest.frozenAt ?? contest.endsAt)}
            </>
          ) : (
            <>
              <Radio aria-hidden="true" className="size-4" />
              Live standings — final when the contest ends
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">Ranked by {rankLabels[contest.rankBy]}.</p>
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">
          {contest.status === 'ended'
            ? 'Nobody traded in this contest.'
            : 'Nobody has joined yet: the standings appear once students join.'}
        </p>
      ) : (
        <ol aria-label="Contest leaderboard" className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <InvestmentRankRow
              key={entry.id}
              entry={entry}
              isYou={entry.id === currentUserId}
              rankClassName="w-14 sm:w-16"
              rankExtra={
                isMedalRank(entry.rank) ? (
                  <MedalIcon rank={entry.rank} className="size-4 sm:size-5" />
                ) : null
              }
              avatarClassName="hidden size-10 text-sm min-[400px]:flex"
            />
          ))}
        </ol>
      )}
    </Card>
  );
}
