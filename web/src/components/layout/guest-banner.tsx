import { Info } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useExitGuestMode } from '@/lib/auth';

export function GuestBanner() {
  const exitGuestMode = useExitGuestMode();
  return (
    <div
      role="region"
      aria-label="Guest mode"
      className="border-b border-orange-200 bg-orange-50 print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-2 text-sm text-orange-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600" />
          <span>You're browsing in guest mode. Progress and achievements won't be saved.</span>
        </p>
        <Button
          size="sm"
          variant="warning"
          onClick={exitGuestMode}
          className="self-start sm:self-auto"
        >
          Sign In to Save Progress
        </Button>
      </div>
    </div>
  );
}
