import { TrendingUp } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { InvestmentRankRow } from '@/components/ui/member-rank-row';
import { QueryList } from '@/components/ui/query-list';
import { LoadingState } from '@/components/ui/state-card';
import { useInvestmentLeaderboard } from '@/features/leaderboard/api/get-investment-leaderboard';
import { LeaderboardFailed } from '@/features/leaderboard/components/leaderboard-failed';
import { sortByProfit } from '@/features/leaderboard/utils/leaderboard';

/** The Investment Leaderboard tab: members by trading profit (docs/product.md section 2). */
export function InvestmentLeaderboard({ currentUserId }: { currentUserId: number }) {
  const query = useInvestmentLeaderboard({ enabled: true });

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 className="flex items-start gap-2 text-lg font-bold text-slate-900">
          <TrendingUp aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          Investment Leaders - Highest Profit
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Members ranked by the profit of their simulator portfolio.
        </p>
      </div>

      <QueryList
        query={query}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the investment leaderboard"
        failed={
          <LeaderboardFailed
            as="h3"
            className="border-0 shadow-none"
            title="Could not load the investment leaderboard"
            message="The investment results are not available right now. Please try again."
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        }
        empty={{
          icon: TrendingUp,
          title: 'No Investment Data',
          message: 'Start trading to appear on the investment leaderboard!',
        }}
      >
        {(entries) => (
          <ol aria-label="Investment leaderboard" className="divide-y divide-slate-100">
            {sortByProfit(entries).map((entry) => (
              <InvestmentRankRow
                key={entry.id}
                entry={entry}
                isYou={entry.id === currentUserId}
                rankClassName="w-9 sm:w-10"
                avatarClassName="hidden size-10 text-sm min-[400px]:flex"
              />
            ))}
          </ol>
        )}
      </QueryList>
    </Card>
  );
}
