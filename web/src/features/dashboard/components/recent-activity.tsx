import type { ActivityEntry } from '@fc/contracts/rewards';
import { BookOpen, Info, Minus, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SectionError, SectionSkeleton } from '@/features/dashboard/components/section-states';
import { formatPointsDelta } from '@/features/dashboard/utils/rewards';
import { type SectionState } from '@/features/dashboard/utils/section-state';
import { cn } from '@/lib/cn';
import { formatFullDateTime, formatRelativeTime, parseDate } from '@/lib/dates';

/** Guests get a note instead: their activity is not saved. */
export type RecentActivityProps = SectionState<{
  /** The user's latest points events (GET /api/rewards/me's `recentActivity`), newest first. */
  entries: readonly ActivityEntry[];
  now: Date;
}>;

/** The user's latest events from the points ledger: what happened, the points, and when. */
export function RecentActivity(props: RecentActivityProps) {
  return (
    <Card role="region" aria-labelledby="recent-activity" className="p-4 sm:p-5">
      <h2 id="recent-activity" className="text-lg font-bold text-slate-900">
        Recent activity
      </h2>
      <div className="mt-3">
        {props.status === 'guest' ? (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600" />
            Guest activity isn't saved. Sign in to keep a record of the lessons you complete.
          </p>
        ) : props.status === 'loading' ? (
          <SectionSkeleton label="Loading your recent activity" rows={3} />
        ) : props.status === 'error' ? (
          <SectionError
            message="We could not load your recent activity. Please try again."
            onRetry={props.onRetry}
          />
        ) : props.entries.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-600">No activity yet: start your first lesson!</p>
            <Link
              to={paths.lessons}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <BookOpen aria-hidden="true" />
              Browse lessons
            </Link>
          </div>
        ) : (
          <ol className="space-y-3">
            {props.entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} now={props.now} />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function ActivityItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const at = parseDate(entry.createdAt);
  const gained = entry.delta >= 0;
  const Icon = gained ? Plus : Minus;
  return (
    <li className="flex items-start gap-3">
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          gained ? 'bg-success-soft text-green-700' : 'bg-danger-soft text-red-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{entry.description}</p>
        <p className="text-slate-600">
          {formatPointsDelta(entry.delta)} pts
          {at ? (
            <>
              {' · '}
              <time dateTime={at.toISOString()} title={formatFullDateTime(at)}>
                {formatRelativeTime(at, now)}
              </time>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
