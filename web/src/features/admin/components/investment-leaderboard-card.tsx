import { TrendingUp } from 'lucide-react';
import { InvestmentReturn } from '@/components/ui/investment-return';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useInvestmentLeaderboard } from '@/features/admin/api/get-investment-leaderboard';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { ListSkeleton } from '@/features/admin/components/list-skeleton';
import { SectionCard } from '@/features/admin/components/section-card';
import { formatDollars } from '@/features/admin/utils/money';
import { getFullName } from '@/lib/user-display';

/**
 * The investment leaderboard, read-only: rank, name, total return and its percentage, and the
 * portfolio's value. Money arrives in cents and is shown in dollars (the earlier version showed
 * the cents as dollars; ARCHITECTURE.md "Decisions").
 */
export function InvestmentLeaderboardCard() {
  const leaderboard = useInvestmentLeaderboard();

  return (
    <SectionCard
      icon={TrendingUp}
      title="Investment Leaderboard"
      description="Members by the profit of their simulator portfolio."
    >
      {leaderboard.isPending ? (
        <ListSkeleton label="Loading the investment leaderboard" />
      ) : leaderboard.isError ? (
        <div className="p-4">
          <LoadFailedState
            as="h3"
            title="Could not load the investment leaderboard"
            onRetry={() => void leaderboard.refetch()}
          />
        </div>
      ) : leaderboard.data.length === 0 ? (
        <StateCard
          as="h3"
          icon={TrendingUp}
          className="border-0 shadow-none"
          title="No Investment Data"
          message="No investment data available"
        />
      ) : (
        <ol aria-label="Investment leaderboard" className="divide-y divide-slate-100">
          {leaderboard.data.map((entry) => {
            return (
              <li key={entry.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <span className="w-10 shrink-0 font-bold text-slate-700 tabular-nums">
                  <span className="sr-only">Rank </span>#{entry.rank}
                </span>
                <MemberAvatar member={entry} className="hidden size-9 text-xs min-[400px]:flex" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">
                    {getFullName(entry)}
                  </span>
                  <span className="block truncate text-xs text-slate-500">@{entry.username}</span>
                  <span className="block truncate text-xs text-slate-600 tabular-nums">
                    Portfolio: {formatDollars(entry.totalValue)}
                  </span>
                </span>
                <InvestmentReturn
                  totalReturn={entry.totalReturn}
                  totalReturnPercent={entry.totalReturnPercent}
                />
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
