import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { AppShell } from '@/app/layout/app-shell';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { TutorialReturnBanner } from '@/features/dashboard/components/tutorial-return-banner';
import { useSession } from '@/lib/auth';

/**
 * The pages of the club (docs/product.md section 2): a spinner while the session loads
 * (not in guest mode), the auth screen in place for a visitor, otherwise the
 * page inside the chrome.
 */
export function RequireSession() {
  const { isAuthenticated, isLoading } = useSession();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) return <AuthScreen />;
  return (
    <AppShell>
      {/* "Back to Tutorial" while a dashboard tour has sent the user to another page. */}
      <TutorialReturnBanner />
      <Outlet />
    </AppShell>
  );
}

/**
 * /admin and the pages under it: teachers and admins (docs/product.md "For teachers"); students
 * and guests go to /.
 * Which tabs a teacher sees is the panel's business; the services refuse what a teacher may not do.
 */
export function RequireStaff() {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/**
 * /auth for someone already signed in goes to /. The decision is made once,
 * when the session has loaded, so that signing in on this screen keeps it in
 * view for the second before the app moves on by itself.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const wasSignedInOnArrival = useRef<boolean | null>(null);
  if (isLoading) return <FullPageSpinner />;
  wasSignedInOnArrival.current ??= user !== null;
  if (wasSignedInOnArrival.current) return <Navigate to={paths.home} replace />;
  return children;
}
