import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type StateCardTone = 'neutral' | 'danger' | 'warning';

const toneClasses: Record<StateCardTone, string> = {
  neutral: 'bg-primary-50 text-primary-600',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-amber-700',
};

export interface StateCardProps {
  icon: LucideIcon;
  title: string;
  message?: ReactNode;
  tone?: StateCardTone;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** The heading level: h1 when the card is the whole page, h3 inside a titled section. */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
  role?: 'alert' | 'status';
}

/** A whole-area message: sign-in needed, empty, or failed (with a way forward in `actions`). */
export function StateCard({
  icon: Icon,
  title,
  message,
  tone = 'neutral',
  actions,
  as: Heading = 'h2',
  className,
  role,
}: StateCardProps) {
  return (
    <Card role={role} className={cn('mx-auto w-full max-w-lg px-6 py-10 text-center', className)}>
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          toneClasses[tone],
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">{title}</Heading>
      {message ? <p className="mt-2 text-sm text-slate-600 sm:text-base">{message}</p> : null}
      {actions ? (
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      ) : null}
    </Card>
  );
}

/** A centred spinner for an area whose data is loading. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

export interface LoadFailedStateProps {
  title: string;
  onRetry: () => void;
  /** More ways forward beside 'Try again'. */
  actions?: ReactNode;
  as?: StateCardProps['as'];
}

/** An area whose data failed to load, with 'Try again'. */
export function LoadFailedState({ title, onRetry, actions, as }: LoadFailedStateProps) {
  return (
    <StateCard
      as={as}
      icon={CircleAlert}
      tone="danger"
      role="alert"
      title={title}
      message="Something went wrong. Please try again."
      actions={
        <>
          <Button onClick={onRetry}>Try again</Button>
          {actions}
        </>
      }
    />
  );
}
