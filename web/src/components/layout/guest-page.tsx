import type { LucideIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { useExitGuestMode } from '@/lib/auth';

export interface GuestPageProps {
  icon: LucideIcon;
  title: string;
  message: string;
  /** The button that leaves guest mode for the sign-in screen. */
  action: { label: string; icon: LucideIcon };
}

/** A whole page that needs an account, as a guest sees it: why, and the way to the sign-in screen. */
export function GuestPage({ icon, title, message, action }: GuestPageProps) {
  const exitGuestMode = useExitGuestMode();
  return (
    <div className="px-4 py-10 sm:py-16">
      <StateCard
        as="h1"
        icon={icon}
        title={title}
        message={message}
        actions={
          <Button icon={action.icon} onClick={exitGuestMode}>
            {action.label}
          </Button>
        }
      />
    </div>
  );
}
