import { ChartColumn } from 'lucide-react';

import { SideCard } from '@/features/leaderboard/components/side-card';
import type { ClubStatistics } from '@/features/leaderboard/utils/leaderboard';
import { formatPoints } from '@/lib/user-display';

/** Total Members, Total Points and Average Points (rounded), over what is loaded. */
export function ClubStatisticsCard({ statistics }: { statistics: ClubStatistics }) {
  const scope = statistics.isComplete ? null : `of the top ${formatPoints(statistics.sampleSize)}`;
  return (
    <SideCard icon={ChartColumn} iconClassName="text-primary-600" title="Club Statistics">
      <dl className="mt-4 space-y-3 text-sm">
        <StatRow label="Total Members" value={formatPoints(statistics.totalMembers)} />
        <StatRow label="Total Points" value={formatPoints(statistics.totalPoints)} scope={scope} />
        <StatRow
          label="Average Points"
          value={formatPoints(statistics.averagePoints)}
          scope={scope}
        />
      </dl>
    </SideCard>
  );
}

function StatRow({ label, value, scope }: { label: string; value: string; scope?: string | null }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">
        {label}
        {scope ? <span className="block text-xs text-slate-500">{scope}</span> : null}
      </dt>
      <dd className="font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
