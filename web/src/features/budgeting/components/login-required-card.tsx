import { Lock, LogIn } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';

/** The gateway answers /api/login with a redirect to the sign-in screen (docs/architecture.md). */
export const LOGIN_URL = '/api/login';

/**
 * docs/product.md sections 2 and 8 "Planner without login". Log In is a real navigation, not a client
 * route: the server decides where signing in happens.
 */
export function LoginRequiredCard() {
  return (
    <div className="px-4 py-10 sm:py-16">
      <StateCard
        as="h1"
        icon={Lock}
        title="Access Required"
        message="Please log in to access budgeting tools."
        actions={
          <a href={LOGIN_URL} className={buttonVariants()}>
            <LogIn aria-hidden="true" />
            Log In
          </a>
        }
      />
    </div>
  );
}
