import { CircleAlert, LogIn, RotateCw, Trophy } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useExitGuestMode } from '@/lib/auth';

/** A section's rows while its data loads. */
export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 rounded-xl" />
      ))}
    </div>
  );
}

/** A section's data could not be loaded: the rest of the dashboard stays, this part offers Retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-danger-soft p-3 text-sm text-red-800"
    >
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/** Where the rewards parts would be for a guest: points, ranks and achievements need an account. */
export function SignInToCompete({ what }: { what: string }) {
  const exitGuestMode = useExitGuestMode();
  return (
    <div className="flex flex-col items-start gap-3 text-sm text-slate-600">
      <p className="flex items-start gap-2">
        <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        Sign in to compete: {what}
      </p>
      <Button variant="secondary" size="sm" onClick={exitGuestMode}>
        <LogIn aria-hidden="true" />
        Sign in
      </Button>
    </div>
  );
}
