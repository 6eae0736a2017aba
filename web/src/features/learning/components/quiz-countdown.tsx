import { Timer } from 'lucide-react';

import { describeCountdown, formatCountdown } from '@/features/learning/utils/quiz';
import { cn } from '@/lib/cn';

/** Announced politely at each whole minute and in the last 30 and 10 seconds. */
function announcement(seconds: number): string {
  if (seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10)) {
    return `${describeCountdown(seconds)} left`;
  }
  return '';
}

/** The quiz clock: m:ss, amber under a minute, red in the last 30 seconds. */
export function QuizCountdown({ seconds }: { seconds: number }) {
  return (
    <>
      <div
        role="timer"
        aria-label={`Time remaining: ${describeCountdown(seconds)}`}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-bold tabular-nums ring-1 ring-inset',
          seconds > 60 && 'bg-slate-100 text-slate-800 ring-slate-200',
          seconds <= 60 && seconds > 30 && 'bg-warning-soft text-amber-900 ring-amber-300',
          seconds <= 30 && 'bg-danger-soft text-red-800 ring-red-300',
        )}
      >
        <Timer aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{formatCountdown(seconds)}</span>
      </div>
      <span aria-live="polite" className="sr-only">
        {announcement(seconds)}
      </span>
    </>
  );
}
