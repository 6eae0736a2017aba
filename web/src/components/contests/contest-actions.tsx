import type { Contest } from '@fc/contracts/contests';
import { LineChart, LogIn, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useJoinContest } from '@/api/contests';
import { Button, buttonVariants } from '@/components/ui/button';
import { contestPaths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Whether the signed-in student may join: open enrolment, not ended, not joined yet. */
export function canJoin(contest: Contest, isAdmin: boolean): boolean {
  return (
    !isAdmin &&
    contest.enrolment === 'open' &&
    contest.status !== 'ended' &&
    contest.portfolioId === null
  );
}

/** Join (or trade in it once joined), and its leaderboard unless this is the contest's own page. */
export function ContestActions({
  contest,
  showLeaderboardLink = true,
}: {
  contest: Contest;
  showLeaderboardLink?: boolean;
}) {
  const { isAdmin } = useSession();
  const isJoinable = canJoin(contest, isAdmin);
  const canTrade = contest.portfolioId !== null && contest.status !== 'ended';
  if (!isJoinable && !canTrade && !showLeaderboardLink) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isJoinable ? <JoinContestButton contest={contest} /> : null}
      {canTrade ? (
        <Link
          to={contestPaths.trading(contest.id)}
          className={buttonVariants({ size: 'sm' })}
          aria-label={`Trade in this contest: ${contest.name}`}
        >
          <LineChart aria-hidden="true" className="size-4" />
          Trade in this contest
        </Link>
      ) : null}
      {showLeaderboardLink ? (
        <Link
          to={contestPaths.contest(contest.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Leaderboard of ${contest.name}`}
        >
          <Trophy aria-hidden="true" className="size-4" />
          Leaderboard
        </Link>
      ) : null}
    </div>
  );
}

export function JoinContestButton({ contest }: { contest: Pick<Contest, 'id' | 'name'> }) {
  const join = useJoinContest({
    onSuccess: () =>
      toast({
        title: 'You joined the contest',
        description: `${contest.name}: you have a portfolio of its own to trade in.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Could not join the contest',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <Button
      size="sm"
      icon={LogIn}
      isBusy={join.isPending}
      disabled={join.isPending}
      aria-label={`Join ${contest.name}`}
      onClick={() => join.mutate(contest.id)}
    >
      Join
    </Button>
  );
}
