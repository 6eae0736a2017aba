import { MAX_STREAK_FREEZES, STREAK_FREEZE_COST } from '@fc/contracts/rewards-constants';
import { Snowflake } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useBuyStreakFreeze } from '@/features/dashboard/api/buy-streak-freeze';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * The streak freezes held (docs/product.md section 4), and a button to buy one for 50 points: off
 * when the most that may be held are held; a refusal (409: points short, or full from another tab)
 * shows the server's message.
 */
export function StreakFreezes({ userId, count }: { userId: number; count: number }) {
  const buy = useBuyStreakFreeze({
    userId,
    onSuccess: ({ streakFreezes }) =>
      toast({
        title: 'Streak freeze bought',
        description: `You hold ${streakFreezes} of ${MAX_STREAK_FREEZES} streak freezes.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Could not buy a streak freeze',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const isFull = count >= MAX_STREAK_FREEZES;

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Snowflake aria-hidden="true" className="size-4 shrink-0 text-sky-600" />
          <span>
            Streak freezes:{' '}
            <span className="font-semibold text-slate-900 tabular-nums">
              {count} of {MAX_STREAK_FREEZES}
            </span>
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={isFull || buy.isPending}
          isBusy={buy.isPending}
          onClick={() => buy.mutate()}
        >
          Buy a freeze ({STREAK_FREEZE_COST} points)
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {isFull ? 'You hold the most you can keep. ' : null}A freeze is used by itself on a day you
        miss your goal, so your streak goes on.
      </p>
    </div>
  );
}
