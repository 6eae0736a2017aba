import { CircleCheck, Target } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { DailyGoalPicker } from '@/features/dashboard/components/daily-goal-picker';
import { SectionError, SectionSkeleton } from '@/features/dashboard/components/section-states';
import { StreakFreezes } from '@/features/dashboard/components/streak-freezes';
import { GUEST_TODAY, type TodayProgress } from '@/features/dashboard/utils/activity';
import { type SectionState } from '@/features/dashboard/utils/section-state';

/** Guests see the default goal at 0 and no controls: their progress is not saved. */
export type TodaysGoalCardProps = SectionState<{ today: TodayProgress; userId: number }>;

/**
 * docs/product.md section 2 "Dashboard": the student's daily goal (20, 50 or 100 points, picked
 * here) against the points that count toward it today, from GET /api/rewards/me; meeting it
 * (`goalMetToday`) is what extends the streak. Below it, the streak freezes held and a way to buy one.
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
  const today = isGuest ? GUEST_TODAY : props.today;
  const { dailyGoal, goalPoints, isGoalMet, lessons } = today;
  return (
    <Card role="region" aria-labelledby="todays-goal" className="p-4 sm:p-5">
      <GoalHeading isReached={isGoalMet} />
      {isGuest ? null : (
        <div className="mt-4">
          <DailyGoalPicker userId={props.userId} dailyGoal={dailyGoal} />
        </div>
      )}
      <div className="mt-4 space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-slate-700">Points earned</span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {goalPoints.toLocaleString()}/{dailyGoal.toLocaleString()}
          </span>
        </div>
        <ProgressBar
          value={goalPoints}
          max={dailyGoal}
          label="Today's points"
          valueText={`${goalPoints} of ${dailyGoal} points`}
          indicatorClassName={isGoalMet ? 'bg-success' : undefined}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {isGuest
          ? 'Sign in to track your daily goal: guest progress is not saved.'
          : isGoalMet
            ? 'Goal reached: your streak goes on!'
            : `Reach ${dailyGoal.toLocaleString()} points today to keep your streak going.`}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Lessons completed today:{' '}
        <span className="font-semibold text-slate-700 tabular-nums">{lessons}</span>
      </p>
      {isGuest ? null : <StreakFreezes userId={props.userId} count={today.streakFreezes} />}
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
