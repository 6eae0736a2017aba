import { ShieldCheck } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function AdminRoute() {
  return (
    <PageShell title="Admin Panel" description="Manage the club's members.">
      <UnderConstruction
        feature="The admin panel"
        icon={ShieldCheck}
        plans={[
          'Manage users and reset their progress',
          'Adjust trading cash balances and leaderboard positions',
          'Award achievements to members',
        ]}
      />
    </PageShell>
  );
}
