import { Compass, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  clearActiveTutorial,
  getActiveTutorialStep,
  subscribeToTutorial,
} from '@/features/dashboard/utils/tutorial-storage';

/**
 * While a tour that sent the user to another page is in progress: "Back to
 * Tutorial" returns to the dashboard, which reopens the tour at that step.
 */
export function TutorialReturnBanner() {
  const { pathname } = useLocation();
  const step = useSyncExternalStore(subscribeToTutorial, getActiveTutorialStep, () => null);
  if (step === null || pathname === paths.home) return null;
  return (
    <div
      role="region"
      aria-label="Tutorial"
      className="border-b border-primary-200 bg-primary-50 print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-primary-900">
          <Compass aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
          You're taking the club tour.
        </p>
        <div className="flex items-center gap-1">
          <Link to={paths.home} className={buttonVariants({ size: 'sm' })}>
            Back to Tutorial
          </Link>
          <button
            type="button"
            onClick={clearActiveTutorial}
            aria-label="End the tour"
            className="rounded-md p-2 text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}
