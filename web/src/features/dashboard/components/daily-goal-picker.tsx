import { DAILY_GOALS } from '@fc/contracts/rewards-constants';
import { useId } from 'react';

import { useSetDailyGoal } from '@/features/dashboard/api/set-daily-goal';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

/**
 * "Daily goal": 20, 50 or 100 points a day, as a segmented control of native radio buttons (one
 * tab stop, arrow keys move between them). A choice is saved at once; while it is saved the new
 * choice shows, and a refused one goes back to the saved goal with a toast saying why.
 */
export function DailyGoalPicker({ userId, dailyGoal }: { userId: number; dailyGoal: number }) {
  const labelId = useId();
  const name = useId();
  const setGoal = useSetDailyGoal({
    userId,
    onError: (error) =>
      toast({
        title: 'Could not change your daily goal',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const picked = setGoal.isPending ? setGoal.variables.dailyGoal : dailyGoal;

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Daily goal
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-busy={setGoal.isPending}
        className="inline-flex shrink-0 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {DAILY_GOALS.map((goal) => {
          const isPicked = goal === picked;
          return (
            <label
              key={goal}
              className={cn(
                'relative min-w-11 cursor-pointer rounded-md px-2.5 py-1.5 text-center text-xs font-semibold tabular-nums transition-colors sm:text-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-primary-600',
                isPicked
                  ? 'bg-white text-primary-700 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={goal}
                aria-label={`${goal} points`}
                checked={isPicked}
                onChange={() => {
                  if (goal !== picked) setGoal.mutate({ dailyGoal: goal });
                }}
                className="sr-only"
              />
              {goal}
            </label>
          );
        })}
      </div>
    </div>
  );
}
