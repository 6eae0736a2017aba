import { cn } from '@/lib/cn';

export interface SpinnerProps {
  className?: string;
  /** What is loading, for screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary-100 border-t-primary-600"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner label="Loading your account" />
    </div>
  );
}
