import { BookOpen, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AnnouncementsFeed } from '@/features/dashboard/components/announcements-feed';
import { AssignedToYou } from '@/features/dashboard/components/assigned-to-you';
import { DashboardContent } from '@/features/dashboard/components/dashboard-content';
import { TutorialDialog } from '@/features/dashboard/components/tutorial-dialog';
import { useTutorial } from '@/features/dashboard/hooks/use-tutorial';
import { useSession } from '@/lib/auth';

/** The dashboard (docs/product.md section 2 "Dashboard"): everything counted from the catalogue and progress. */
export function Dashboard() {
  const { user, isGuest } = useSession();
  const tutorial = useTutorial(user);
  const signedIn = user !== null && !isGuest;
  const firstName = user?.firstName.trim() || (user ? user.username : 'Guest');

  return (
    <PageShell
      title={`Welcome, ${firstName}`}
      description={
        isGuest
          ? "You're exploring as a guest. Sign in to save your progress and earn points."
          : "Here's where you are in the club. Pick up where you left off."
      }
      actions={
        <>
          <Button variant="outline" onClick={tutorial.reopen}>
            <Compass aria-hidden="true" />
            Tutorial
          </Button>
          {/* Beside the title rather than floating: a floating button covered the tiles under it. */}
          <Link to={paths.lessons} className={buttonVariants()}>
            <BookOpen aria-hidden="true" />
            Browse lessons
          </Link>
        </>
      }
    >
      {/* What the teachers sent comes first; guests have no account to send it to. */}
      {signedIn ? (
        <div className="mb-6 space-y-4 empty:hidden sm:mb-8">
          <AssignedToYou />
          <AnnouncementsFeed />
        </div>
      ) : null}
      <DashboardContent />
      <TutorialDialog
        open={tutorial.open}
        step={tutorial.step}
        onStepChange={tutorial.changeStep}
        onClose={tutorial.close}
        onLeave={tutorial.leave}
      />
    </PageShell>
  );
}
