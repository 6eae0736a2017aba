import { CircleCheck, Target } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { SectionError, SectionSkeleton } from '@/features/dashboard/components/section-states';
import { DAILY_GOAL, type TodayProgress } from '@/features/dashboard/utils/activity';
import { type SectionState } from '@/features/dashboard/utils/section-state';

/** Guests see the targets at 0: their progress is not saved. */
export type TodaysGoalCardProps = SectionState<{ today: TodayProgress }>;

/**
 * docs/product.md section 2: fixed targets of 2 lessons and 100 points, against today's
 * lessons and points from GET /api/rewards/me.
 */
export function TodaysGoalCard(props: TodaysGoalCardProps) {
  if (props.status === 'loading' || props.status === 'error') {
    return (
      <Card role="region" aria-labelledby="todays-goal" className="p-4 sm:p-5">
        <GoalHeading isReached={false} />
        <div className="mt-4">
          {props.status === 'loading' ? (
            <SectionSkeleton label="Loading today's goal" rows={2} />
          ) : (
            <SectionError
              message="We could not load today's progress. Please try again."
              onRetry={props.onRetry}
            />
          )}
        </div>
      </Card>
    );
  }
  const isGuest = props.status === 'guest';
  const today = isGuest ? { lessons: 0, points: 0 } : props.today;
  const goals = [
    {
      label: 'Lessons completed',
      done: today.lessons,
      target: DAILY_GOAL.lessons,
      unit: 'lessons',
    },
    { label: 'Points earned', done: today.points, target: DAILY_GOAL.points, unit: 'points' },
  ];
  const isReached = goals.every(({ done, target }) => done >= target);
  return (
    <Card role="region" aria-labelledby="todays-goal" className="p-4 sm:p-5">
      <GoalHeading isReached={isReached} />
      <div className="mt-4 space-y-4">
        {goals.map(({ label, done, target, unit }) => (
          <div key={label} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {done.toLocaleString()}/{target.toLocaleString()}
              </span>
            </div>
            <ProgressBar
              value={done}
              max={target}
              label={`Today's ${unit}`}
              valueText={`${done} of ${target} ${unit}`}
              indicatorClassName={done >= target ? 'bg-success' : undefined}
            />
          </div>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600">
        {isGuest
          ? 'Sign in to track your daily goal: guest progress is not saved.'
          : isReached
            ? 'Goal reached: great work today!'
            : 'Complete lessons to reach your goal. The day resets at midnight.'}
      </p>
    </Card>
  );
}

function GoalHeading({ isReached }: { isReached: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id="todays-goal" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Target aria-hidden="true" className="size-5 text-primary-600" />
        Today's Goal
      </h2>
      {isReached ? (
        <Badge variant="success" icon={CircleCheck}>
          Reached
        </Badge>
      ) : null}
    </div>
  );
}
