import { CircleAlert, RotateCw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';

export interface DashboardErrorProps {
  message: string;
  onRetry: () => void;
}

/** The dashboard's data could not be loaded: what failed, and a way to try again. */
export function DashboardError({ message, onRetry }: DashboardErrorProps) {
  return (
    <StateCard
      icon={CircleAlert}
      tone="danger"
      role="alert"
      title="Could not load your dashboard"
      message={message}
      actions={
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
