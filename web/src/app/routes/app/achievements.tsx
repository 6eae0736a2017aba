import { Award } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function AchievementsRoute() {
  return (
    <PageShell title="Achievements" description="Rewards for learning, trading and planning.">
      <UnderConstruction
        feature="Achievements"
        icon={Award}
        plans={[
          'Earn achievements as you learn and trade',
          'Collect bonus points and trading bonuses',
          'Unlock extra features along the way',
        ]}
      />
    </PageShell>
  );
}
