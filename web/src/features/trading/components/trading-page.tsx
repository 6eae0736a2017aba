import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import { Wallet } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { AllocationCard } from '@/features/trading/components/allocation-card';
import {
  ContestJoinCard,
  ContestTradingBanner,
} from '@/features/trading/components/contest-trading';
import { MarketStatusCard } from '@/features/trading/components/market-status-card';
import { PerformanceCard } from '@/features/trading/components/performance-card';
import { PortfolioSummary } from '@/features/trading/components/portfolio-summary';
import { RiskCard } from '@/features/trading/components/risk-card';
import { SignInPrompt } from '@/features/trading/components/sign-in-prompt';
import { TradingTabs } from '@/features/trading/components/trading-tabs';
import { useTradingData } from '@/features/trading/hooks/use-trading-data';
import { formatDollars } from '@/lib/money';

/**
 * /trading, the Investment Simulator (docs/product.md section 2). Guests may browse the stocks and
 * charts; the portfolio, trading, holdings and history ask them to sign in (docs/product.md).
 * /trading?contest=ID is contest mode (docs/product.md "Contests"): the same page on the student's
 * portfolio in that contest (see useTradingData).
 */
export function TradingPage() {
  const data = useTradingData();
  const { user, contestId, portfolio, holdings } = data;

  return (
    <PageShell
      title="Investment Simulator"
      description="Practise investing with virtual money: buy and sell stocks at market prices, with nothing real at risk."
    >
      <div className="space-y-6">
        {contestId !== null ? <ContestTradingBanner contestId={contestId} /> : null}

        <MarketStatusCard isGuest={!user} />

        {data.isNotJoined && contestId !== null ? (
          <ContestJoinCard contestId={contestId} />
        ) : user ? (
          <PortfolioSummary portfolio={portfolio} holdings={holdings} />
        ) : (
          <SignInPrompt
            icon={Wallet}
            title="Sign in to start investing"
            message={`Members get a portfolio with ${formatDollars(STARTING_CASH_CENTS)} in virtual cash to trade, with its value, holdings and history tracked here.`}
          />
        )}

        {user && portfolio.data ? (
          <div className="grid gap-6 lg:grid-cols-3">
            <PerformanceCard portfolioId={portfolio.data.id} className="lg:col-span-2" />
            <AllocationCard portfolio={portfolio.data} holdings={holdings} />
            <RiskCard portfolioId={portfolio.data.id} className="lg:col-span-3" />
          </div>
        ) : user && portfolio.isPending ? (
          <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-80 rounded-2xl lg:col-span-2" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        ) : null}

        <TradingTabs data={data} />
      </div>
    </PageShell>
  );
}
