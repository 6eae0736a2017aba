import type { Contest } from '@fc/contracts/contests';
import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import { Flag, LineChart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { useContests } from '@/api/contests';
import { ContestActions } from '@/components/contests/contest-actions';
import { ContestRulesList, ContestStatusBadge } from '@/components/contests/contest-rules';
import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { ContestFacts } from '@/features/contests/components/contest-facts';
import { useSession } from '@/lib/auth';
import { formatDollars } from '@/lib/money';

/**
 * /contests (docs/product.md "Contests"): Practice, the always-on portfolio, first; then every
 * class contest, newest first, with its status, dates and rules, and the way to join it, trade in
 * it and see its leaderboard.
 */
export function ContestsPage() {
  const { user } = useSession();
  if (!user) {
    return <GuestPage icon={Flag} purpose="join your class's trading contests" />;
  }
  return (
    <PageShell
      title="Contests"
      description="Trade against your classmates with a portfolio of the contest's own, under its rules, until it ends."
    >
      <div className="space-y-4">
        <PracticeCard />
        <ContestList />
      </div>
    </PageShell>
  );
}

/** The always-on portfolio: the built-in contest with no dates and no rules. */
function PracticeCard() {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Practice — always on, no rules
        </h2>
        <Badge variant="primary" size="md">
          Always on
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        Your own portfolio, started with {formatDollars(STARTING_CASH_CENTS)}: any stock, no
        commission, no end date. It counts on the club's Investment Leaderboard.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.trading} className={buttonVariants({ size: 'sm' })}>
          <LineChart aria-hidden="true" className="size-4" />
          Trade in Practice
        </Link>
      </div>
    </Card>
  );
}

function ContestList() {
  const contests = useContests();
  if (contests.isPending) return <LoadingState label="Loading the contests" />;
  if (contests.isError) {
    return (
      <LoadFailedState
        title="Could not load the contests"
        onRetry={() => void contests.refetch()}
      />
    );
  }
  if (contests.data.length === 0) {
    return (
      <StateCard
        icon={Flag}
        title="No contests yet"
        message="When your teacher starts a contest it appears here."
      />
    );
  }
  return (
    <ul aria-label="Contests" className="space-y-4">
      {contests.data.map((contest) => (
        <li key={contest.id}>
          <ContestCard contest={contest} />
        </li>
      ))}
    </ul>
  );
}

function ContestCard({ contest }: { contest: Contest }) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {contest.name}
        </h2>
        <ContestStatusBadge status={contest.status} />
        {contest.portfolioId !== null ? <Badge variant="primary">Joined</Badge> : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <ContestFacts contest={contest} showEnrolment />
      </p>
      <ContestRulesList contest={contest} />
      <ContestActions contest={contest} />
    </Card>
  );
}
