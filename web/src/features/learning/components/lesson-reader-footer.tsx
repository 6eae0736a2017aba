import { CircleCheck, LogIn } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { formatCountdown } from '@/features/learning/utils/quiz';
import { useExitGuestMode, useSession } from '@/lib/auth';

/**
 * The reader's buttons: Continue Reading, and Complete Lesson with its points, disabled with the
 * countdown beside it until the server's reading clock allows it; a guest is asked to sign in
 * instead, as completing would be refused.
 */
export function LessonReaderFooter({
  points,
  isCompleted,
  secondsLeft,
  isCompleting,
  canComplete,
  onComplete,
  onContinueReading,
}: {
  points: number;
  isCompleted: boolean;
  /** Until the lesson may be completed; null when nothing is counted down. */
  secondsLeft: number | null;
  isCompleting: boolean;
  canComplete: boolean;
  onComplete: () => void;
  onContinueReading: () => void;
}) {
  const { isGuest } = useSession();
  const exitGuestMode = useExitGuestMode();
  const countdownId = useId();
  const isReadingTooShort = secondsLeft !== null && secondsLeft > 0;
  return (
    <DialogFooter className="sm:items-center">
      <div className="order-last text-center text-sm text-slate-600 sm:order-none sm:mr-auto sm:text-left">
        {isReadingTooShort ? (
          <p id={countdownId}>
            You can complete this lesson in{' '}
            <span className="font-semibold text-slate-900 tabular-nums">
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        ) : null}
        {isGuest ? <p>Sign in or create an account to complete lessons and earn points.</p> : null}
        {/* Said once when the wait is over; the countdown itself is not read out every second. */}
        <p role="status">{secondsLeft === 0 ? 'You can complete this lesson now.' : ''}</p>
      </div>
      <Button variant="outline" onClick={onContinueReading}>
        Continue Reading
      </Button>
      {isGuest ? (
        // Nothing offered that would be refused: a guest is asked to sign up instead.
        <Button icon={LogIn} onClick={exitGuestMode}>
          Sign In or Create Account
        </Button>
      ) : isCompleted ? null : (
        <Button
          onClick={onComplete}
          aria-describedby={isReadingTooShort ? countdownId : undefined}
          disabled={!canComplete}
        >
          <CircleCheck aria-hidden="true" />
          {isCompleting ? 'Completing…' : 'Complete Lesson'}{' '}
          <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-bold">+{points}</span>
        </Button>
      )}
    </DialogFooter>
  );
}
