import { CircleAlert, RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { StateCard, type StateCardProps } from '@/components/ui/state-card';

export interface LeaderboardFailedProps extends Pick<StateCardProps, 'as' | 'className'> {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** A leaderboard that could not be loaded, with 'Try again' (disabled while it asks again). */
export function LeaderboardFailed({
  title,
  message,
  onRetry,
  isRetrying,
  ...card
}: LeaderboardFailedProps) {
  return (
    <StateCard
      {...card}
      icon={CircleAlert}
      tone="danger"
      role="alert"
      title={title}
      message={message}
      actions={
        <Button variant="outline" icon={RotateCw} onClick={onRetry} disabled={isRetrying}>
          Try again
        </Button>
      }
    />
  );
}
