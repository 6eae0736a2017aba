import { TrendingUp } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function TradingRoute() {
  return (
    <PageShell title="Investment Simulator" description="Practise investing with virtual money.">
      <UnderConstruction
        feature="The trading simulator"
        icon={TrendingUp}
        plans={[
          'Browse stocks and buy or sell them with virtual money',
          'Study price charts with support and resistance lines',
          'Follow your holdings, performance and trade history',
        ]}
      />
    </PageShell>
  );
}
