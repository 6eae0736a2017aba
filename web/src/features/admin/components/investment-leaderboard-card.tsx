import { TrendingUp } from 'lucide-react';

import { InvestmentRankRow } from '@/components/ui/member-rank-row';
import { QueryList } from '@/components/ui/query-list';
import { useInvestmentLeaderboard } from '@/features/admin/api/get-investment-leaderboard';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { SectionCard } from '@/components/ui/section-card';

/**
 * The investment leaderboard, read-only: rank, name, total return and its percentage, and the
 * portfolio's value. Money arrives in cents and is shown in dollars (the earlier version showed
 * the cents as dollars; docs/product.md).
 */
export function InvestmentLeaderboardCard() {
  const leaderboard = useInvestmentLeaderboard();

  return (
    <SectionCard
      icon={TrendingUp}
      title="Investment Leaderboard"
      description="Members by the profit of their simulator portfolio."
    >
      <QueryList
        query={leaderboard}
        isInCard
        skeleton={ListSkeleton}
        loadingLabel="Loading the investment leaderboard"
        failed="Could not load the investment leaderboard"
        empty={{
          icon: TrendingUp,
          title: 'No Investment Data',
          message: 'No investment data available',
        }}
      >
        {(entries) => (
          <ol aria-label="Investment leaderboard" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <InvestmentRankRow
                key={entry.id}
                entry={entry}
                isCompact
                rankClassName="w-10"
                avatarClassName="hidden size-9 text-xs min-[400px]:flex"
              />
            ))}
          </ol>
        )}
      </QueryList>
    </SectionCard>
  );
}
