import type { LeaderboardEntry } from '@fc/contracts/rewards';

import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SectionHeading } from '@/features/dashboard/components/section-heading';
import {
  SectionError,
  SectionSkeleton,
  SignInToCompete,
} from '@/features/dashboard/components/section-states';
import { type SectionState } from '@/features/dashboard/utils/section-state';
import { cn } from '@/lib/cn';
import { getFullName, getInitials } from '@/lib/user-display';

export type ClubLeaderboardProps = SectionState<{
  members: readonly LeaderboardEntry[];
  currentUserId: number;
}>;

/** The club's top members by points, the current user marked '(You)'. */
export function ClubLeaderboard(props: ClubLeaderboardProps) {
  return (
    <Card role="region" aria-labelledby="club-leaderboard" className="p-4 sm:p-5">
      <SectionHeading
        id="club-leaderboard"
        title="Club leaderboard"
        link={{ label: 'Full leaderboard', to: paths.leaderboard }}
      />
      {props.status === 'guest' ? (
        <SignInToCompete what="earn points and climb the club leaderboard." />
      ) : props.status === 'loading' ? (
        <SectionSkeleton label="Loading the leaderboard" rows={5} />
      ) : props.status === 'error' ? (
        <SectionError
          message="We could not load the leaderboard. Please try again."
          onRetry={props.onRetry}
        />
      ) : props.members.length === 0 ? (
        <p className="text-sm text-slate-600">No members on the leaderboard yet.</p>
      ) : (
        <ol aria-label="Top members" className="space-y-2">
          {props.members.map((member) => {
            const isYou = member.id === props.currentUserId;
            return (
              <li
                key={member.id}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-2 py-1.5 text-sm',
                  isYou && 'bg-primary-50 ring-1 ring-primary-200',
                )}
              >
                <span className="w-7 shrink-0 font-bold text-slate-600 tabular-nums">
                  #{member.rank}
                </span>
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary-500 to-secondary-500 text-xs font-bold text-white"
                >
                  {getInitials(member)}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                  {getFullName(member)}
                  {isYou ? <span className="font-semibold text-primary-700"> (You)</span> : null}
                </span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {member.points.toLocaleString()} pts
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
