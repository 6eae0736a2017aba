import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface InlineAlertProps {
  children: ReactNode;
  onRetry?: () => void;
  /** Disables the Retry button while a retry runs. */
  isRetrying?: boolean;
  className?: string;
}

/** A failed call, in line with the page, with a Retry button. */
export function InlineAlert({
  children,
  onRetry,
  isRetrying = false,
  className,
}: InlineAlertProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-danger-soft p-3 text-sm text-red-800',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{children}</span>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry} disabled={isRetrying}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
