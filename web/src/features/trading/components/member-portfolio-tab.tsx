import type { Holding, Portfolio } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';

import { StateCard } from '@/components/ui/state-card';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { PortfolioInsightsCard } from '@/features/trading/components/portfolio-insights-card';
import { PortfolioProblem } from '@/features/trading/components/portfolio-summary';
import { TableSkeleton } from '@/features/trading/components/portfolio-table';
import { SignInPrompt, type SignInPromptProps } from '@/features/trading/components/sign-in-prompt';
import { featureLabels } from '@/features/trading/utils/features';

/**
 * A tab about the member's own portfolio: a guest is asked to sign in; a member sees it load, or
 * what went wrong with the portfolio, or the tab.
 */
export function MemberPortfolioTab({
  isGuest,
  isNotJoined,
  portfolio,
  signIn,
  loadingLabel,
  children,
}: {
  isGuest: boolean;
  /** Contest mode, and the student has no portfolio in the contest yet. */
  isNotJoined: boolean;
  portfolio: UseQueryResult<Portfolio>;
  signIn: Pick<SignInPromptProps, 'icon' | 'title' | 'message'>;
  loadingLabel: string;
  children: (portfolio: Portfolio) => ReactNode;
}) {
  if (isGuest) return <SignInPrompt {...signIn} />;
  if (isNotJoined) {
    return (
      <StateCard
        icon={Flag}
        title="Join the contest first"
        message="Once you join it (above), your holdings, orders and trades in this contest show here."
        className="max-w-none"
      />
    );
  }
  if (portfolio.isPending) return <TableSkeleton label={loadingLabel} />;
  if (portfolio.isError) return <PortfolioProblem portfolio={portfolio} />;
  return children(portfolio.data);
}

/** Portfolio Insights under the holdings once the achievement unlocked them, else what unlocks them. */
export function InsightsSlot({
  hasInsights,
  holdings,
}: {
  hasInsights: boolean;
  holdings: readonly Holding[] | undefined;
}) {
  if (!hasInsights) {
    return (
      <FeatureLockHint feature={featureLabels.portfolio_insights}>
        a sector breakdown of your holdings and your best and worst performers
      </FeatureLockHint>
    );
  }
  return holdings ? <PortfolioInsightsCard holdings={holdings} /> : null;
}
