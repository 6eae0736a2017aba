import { PiggyBank } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function BudgetingRoute() {
  return (
    <PageShell title="Future Budget Planner" description="Plan the cost of the life you want.">
      <UnderConstruction
        feature="The budget planner"
        icon={PiggyBank}
        plans={[
          'Answer guided questions about education, career, housing and more',
          'Research real costs with suggested sources',
          'Get a budget summary with your yearly cash flow',
        ]}
      />
    </PageShell>
  );
}
