import type { Holding, Portfolio } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Briefcase,
  CircleAlert,
  Layers,
  PiggyBank,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';

import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { SummaryCard } from '@/features/trading/components/summary-card';
import { formatCount, trendTextClass } from '@/features/trading/utils/number-format';
import { isNotFound } from '@/lib/api-errors';
import { formatDollars, formatSignedDollars, formatSignedPercent } from '@/lib/money';

/** docs/product.md section 8 "Portfolio missing". */
export function PortfolioNotFound({ onRetry }: { onRetry: () => void }) {
  return (
    <StateCard
      icon={CircleAlert}
      tone="warning"
      role="alert"
      title="Portfolio not found"
      message="Unable to load your trading portfolio."
      className="max-w-none"
      actions={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The portfolio's state when it is not there: loading skeleton, missing, or failed. */
export function PortfolioProblem({ portfolio }: { portfolio: UseQueryResult<Portfolio> }) {
  const retry = () => void portfolio.refetch();
  if (isNotFound(portfolio.error)) return <PortfolioNotFound onRetry={retry} />;
  return <LoadFailedState title="Could not load your portfolio" onRetry={retry} />;
}

/** The five summary cards (docs/product.md section 2): value, cash, return, holdings value, positions. */
export function PortfolioSummary({
  portfolio,
  holdings,
}: {
  portfolio: UseQueryResult<Portfolio>;
  holdings: UseQueryResult<Holding[]>;
}) {
  if (portfolio.isPending) {
    return (
      <SkeletonList
        label="Loading your portfolio"
        count={5}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5"
        itemClassName="h-24 rounded-2xl"
      />
    );
  }
  if (portfolio.isError) return <PortfolioProblem portfolio={portfolio} />;

  const { totalValue, cashBalance, holdingsValue, totalReturn, totalReturnPercent } =
    portfolio.data;
  const ReturnIcon = totalReturn < 0 ? TrendingDown : TrendingUp;
  const positions = holdings.data?.length;

  return (
    <section aria-label="Portfolio summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        <SummaryCard
          icon={Wallet}
          label="Portfolio Value"
          value={formatDollars(totalValue)}
          tone="bg-primary-50 text-primary-600"
        />
        <SummaryCard
          icon={PiggyBank}
          label="Cash Balance"
          value={formatDollars(cashBalance)}
          tone="bg-secondary-50 text-secondary-700"
        />
        <SummaryCard
          icon={ReturnIcon}
          label="Total Return"
          value={
            <span className={trendTextClass(totalReturn)}>{formatSignedDollars(totalReturn)}</span>
          }
          detail={
            <span className={trendTextClass(totalReturnPercent)}>
              {formatSignedPercent(totalReturnPercent)}
            </span>
          }
          tone={totalReturn < 0 ? 'bg-danger-soft text-red-700' : 'bg-success-soft text-green-700'}
        />
        <SummaryCard
          icon={Briefcase}
          label="Holdings Value"
          value={formatDollars(holdingsValue)}
          tone="bg-purple-soft text-purple"
        />
        <SummaryCard
          icon={Layers}
          label="Positions"
          value={positions === undefined ? (holdings.isError ? '—' : '…') : formatCount(positions)}
          detail={
            positions === undefined ? null : (
              <span className="font-normal text-slate-600">
                {positions === 1 ? 'stock held' : 'stocks held'}
              </span>
            )
          }
          tone="bg-warning-soft text-amber-700"
        />
      </dl>
    </section>
  );
}
