import { Trophy } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function LeaderboardRoute() {
  return (
    <PageShell title="Club Leaderboards" description="See how you compare with other members.">
      <UnderConstruction
        feature="The club leaderboards"
        icon={Trophy}
        plans={[
          'Climb the points leaderboard by learning',
          'Compete on investment profit in the simulator',
          'Track your own rank and progress',
        ]}
      />
    </PageShell>
  );
}
