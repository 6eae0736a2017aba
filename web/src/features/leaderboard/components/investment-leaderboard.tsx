import { CircleAlert, RotateCw, TrendingUp } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { InvestmentReturn } from '@/components/ui/investment-return';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { LoadingState, StateCard } from '@/components/ui/state-card';
import { useInvestmentLeaderboard } from '@/features/leaderboard/api/get-investment-leaderboard';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { sortByProfit } from '@/features/leaderboard/utils/leaderboard';
import { formatDollars } from '@/features/leaderboard/utils/money';
import { cn } from '@/lib/cn';
import { getFullName } from '@/lib/user-display';

/** The Investment Leaderboard tab: members by trading profit (SPEC.md section 2). */
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

      {query.isPending ? (
        <LoadingState label="Loading the investment leaderboard" />
      ) : query.isError ? (
        <StateCard
          as="h3"
          icon={CircleAlert}
          tone="danger"
          role="alert"
          className="border-0 shadow-none"
          title="Could not load the investment leaderboard"
          message="The investment results are not available right now. Please try again."
          actions={
            <Button
              variant="outline"
              onClick={() => void query.refetch()}
              disabled={query.isRefetching}
            >
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      ) : query.data.length === 0 ? (
        <StateCard
          as="h3"
          icon={TrendingUp}
          className="border-0 shadow-none"
          title="No Investment Data"
          message="Start trading to appear on the investment leaderboard!"
        />
      ) : (
        <ol aria-label="Investment leaderboard" className="divide-y divide-slate-100">
          {sortByProfit(query.data).map((entry) => {
            const isYou = entry.id === currentUserId;
            return (
              <li
                key={entry.id}
                aria-current={isYou ? 'true' : undefined}
                className={cn(
                  'flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-5',
                  isYou && 'bg-primary-50/70',
                )}
              >
                <span className="w-9 shrink-0 text-sm font-bold text-slate-700 tabular-nums sm:w-10 sm:text-base">
                  <span className="sr-only">Rank </span>#{entry.rank}
                </span>
                <MemberAvatar member={entry} className="hidden size-10 text-sm min-[400px]:flex" />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-semibold text-slate-900">
                      {getFullName(entry)}
                    </span>
                    {isYou ? (
                      <Badge variant="primary" className="shrink-0">
                        You
                      </Badge>
                    ) : null}
                  </span>
                  <span className="block truncate text-xs text-slate-600 sm:text-sm">
                    @{entry.username}
                  </span>
                  <span className="block truncate text-xs text-slate-600 tabular-nums sm:text-sm">
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
    </Card>
  );
}
