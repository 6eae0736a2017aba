import { LayoutDashboard } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';
import { useSession } from '@/lib/auth';

export function DashboardRoute() {
  const { user } = useSession();
  const firstName = user?.firstName.trim() || (user ? user.username : 'Guest');
  return (
    <PageShell
      title={`Welcome, ${firstName}`}
      description="Your home in the club: learning progress, streaks and goals will live here."
    >
      <UnderConstruction
        feature="Your dashboard"
        icon={LayoutDashboard}
        showHomeLink={false}
        plans={[
          'See your streak, rank, lessons done and points at a glance',
          'Pick up the next module where you left off',
          "Track today's goal and your latest achievements",
        ]}
      />
    </PageShell>
  );
}
