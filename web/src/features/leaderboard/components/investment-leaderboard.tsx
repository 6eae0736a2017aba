import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import { TrendingUp } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { InvestmentReturn } from '@/components/ui/investment-return';
import { MemberRankRow } from '@/components/ui/member-rank-row';
import { QueryList } from '@/components/ui/query-list';
import { LoadingState } from '@/components/ui/state-card';
import {
  useInvestmentLeaderboard,
  type InvestmentLeaderboardEntry,
} from '@/features/leaderboard/api/get-investment-leaderboard';
import { LeaderboardFailed } from '@/features/leaderboard/components/leaderboard-failed';
import { getMoneyPutIn, sortByProfit } from '@/features/leaderboard/utils/leaderboard';
import { formatDollars } from '@/lib/money';

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
        <p id="investment-return-rule" className="mt-2 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">
            Return = portfolio value − money put in.
          </span>{' '}
          The money put in is the {formatDollars(STARTING_CASH_CENTS)} starting cash plus any
          trading bonuses from achievements and any cash an admin added or took away, so only gains
          from trading count as profit.
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
          <ol
            aria-label="Investment leaderboard"
            aria-describedby="investment-return-rule"
            className="divide-y divide-slate-100"
          >
            {sortByProfit(entries).map((entry) => (
              <InvestorRow key={entry.id} entry={entry} isYou={entry.id === currentUserId} />
            ))}
          </ol>
        )}
      </QueryList>
    </Card>
  );
}

/**
 * An investor: the portfolio's value and the money put in under the name, the return (their
 * difference) on the right, so that the numbers add up on the row.
 */
function InvestorRow({ entry, isYou }: { entry: InvestmentLeaderboardEntry; isYou: boolean }) {
  return (
    <MemberRankRow
      member={entry}
      isYou={isYou}
      rankClassName="w-9 sm:w-10"
      avatarClassName="hidden size-10 text-sm min-[400px]:flex"
      details={
        <span className="block text-xs text-slate-600 tabular-nums sm:text-sm">
          <span className="block truncate">Portfolio: {formatDollars(entry.totalValue)}</span>
          <span className="block truncate">
            Money put in: {formatDollars(getMoneyPutIn(entry))}
          </span>
        </span>
      }
      aside={
        <InvestmentReturn
          totalReturn={entry.totalReturn}
          totalReturnPercent={entry.totalReturnPercent}
        />
      }
    />
  );
}
