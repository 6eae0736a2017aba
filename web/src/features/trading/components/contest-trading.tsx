import type { Contest } from '@fc/contracts/contests';
import { ArrowLeft, Flag, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useContest } from '@/api/contests';
import { canJoin, JoinContestButton } from '@/components/contests/contest-actions';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { contestPaths, paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { contestRulesLine } from '@/lib/contest-text';
import { formatDateTime } from '@/lib/dates';

/**
 * Contest mode of the trading page (/trading?contest=ID, docs/product.md "Contests"): which contest
 * the page trades in, when it ends and its rules, with the way back to Practice.
 */
export function ContestTradingBanner({ contestId }: { contestId: number }) {
  const contest = useContest(contestId);
  return (
    <section
      aria-label="Contest"
      className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4"
    >
      <div className="flex min-w-0 items-start gap-2">
        <Flag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        {contest.data ? (
          <p className="min-w-0 text-sm text-slate-800">
            <span className="font-semibold text-slate-900">
              Trading in {contest.data.name} · {contest.data.status === 'ended' ? 'ended' : 'ends'}{' '}
              {formatDateTime(contest.data.endsAt)}
            </span>
            <span className="block">{contestRulesLine(contest.data)}</span>
          </p>
        ) : contest.isError ? (
          <p className="text-sm text-slate-800">Trading in a contest (its details did not load).</p>
        ) : (
          <Skeleton className="h-10 w-72 max-w-full" />
        )}
      </div>
      <div className="flex flex-wrap gap-3 text-sm font-semibold">
        <Link
          to={contestPaths.contest(contestId)}
          className="inline-flex items-center gap-1 text-primary-700 underline"
        >
          <Trophy aria-hidden="true" className="size-4" />
          Leaderboard
        </Link>
        <Link
          to={paths.trading}
          className="inline-flex items-center gap-1 text-primary-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Practice
        </Link>
      </div>
    </section>
  );
}

/** In place of the portfolio summary when the student has no portfolio in the contest yet. */
export function ContestJoinCard({ contestId }: { contestId: number }) {
  const contest = useContest(contestId);
  const { isAdmin } = useSession();
  if (!contest.data) return <Skeleton className="h-28 rounded-2xl" />;
  return (
    <Card role="region" aria-label="Join the contest" className="space-y-3 p-4 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">You have not joined {contest.data.name}</h2>
      <JoinCardBody contest={contest.data} isAdmin={isAdmin} />
    </Card>
  );
}

function JoinCardBody({ contest, isAdmin }: { contest: Contest; isAdmin: boolean }) {
  if (canJoin(contest, isAdmin)) {
    return (
      <>
        <p className="text-sm text-slate-600">
          Join to get a portfolio of the contest's own to trade in; your Practice portfolio stays as
          it is.
        </p>
        <JoinContestButton contest={contest} />
      </>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      {contest.status === 'ended'
        ? 'This contest has ended. '
        : 'This contest enrols its students itself. '}
      <Link
        to={contestPaths.contest(contest.id)}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-1' })}
      >
        See its leaderboard
      </Link>
    </p>
  );
}
