import { isTradableInContest } from '@fc/contracts/contest-rules';
import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import type { Holding, Portfolio, Stock } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  BarChart3,
  Briefcase,
  CandlestickChart,
  Flag,
  History,
  ListOrdered,
  Search,
  Wallet,
} from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useContest, useContestPortfolio } from '@/api/contests';
import { useStocks } from '@/api/get-stocks';
import { PageShell } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHoldings } from '@/features/trading/api/get-holdings';
import { usePortfolio } from '@/features/trading/api/get-portfolio';
import { AllocationCard } from '@/features/trading/components/allocation-card';
import { BrowseStocksTab } from '@/features/trading/components/browse-stocks-tab';
import {
  ContestJoinCard,
  ContestTradingBanner,
} from '@/features/trading/components/contest-trading';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { HoldingsTab, TableSkeleton } from '@/features/trading/components/holdings-tab';
import { MarketStatusCard } from '@/features/trading/components/market-status-card';
import { OrdersTab } from '@/features/trading/components/orders-tab';
import { PerformanceCard } from '@/features/trading/components/performance-card';
import { PortfolioInsightsCard } from '@/features/trading/components/portfolio-insights-card';
import {
  PortfolioProblem,
  PortfolioSummary,
} from '@/features/trading/components/portfolio-summary';
import { RiskCard } from '@/features/trading/components/risk-card';
import { SignInPrompt, type SignInPromptProps } from '@/features/trading/components/sign-in-prompt';
import {
  defaultChartSettings,
  type ChartSettings,
} from '@/features/trading/components/stock-chart-card';
import { StockChartsTab } from '@/features/trading/components/stock-charts-tab';
import { ContestStocksState, StocksState } from '@/features/trading/components/stock-states';
import { TradeHistoryTab } from '@/features/trading/components/trade-history-tab';
import { featureLabels, hasFeature } from '@/features/trading/utils/features';
import { sortBySymbol } from '@/features/trading/utils/stocks';
import { isNotFound } from '@/lib/api-errors';
import { useSession } from '@/lib/auth';
import { formatDollars } from '@/lib/money';

type TradingTab = 'browse' | 'charts' | 'holdings' | 'orders' | 'history';

const isTradingTab = (value: string): value is TradingTab =>
  value === 'browse' ||
  value === 'charts' ||
  value === 'holdings' ||
  value === 'orders' ||
  value === 'history';

/** `?contest=ID`: a contest's id, or null (Practice) for anything else. */
function readContestId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /trading, the Investment Simulator (docs/product.md section 2). Guests may browse the stocks and charts;
 * the portfolio, trading, holdings and history ask them to sign in (docs/product.md).
 *
 * /trading?contest=ID is contest mode (docs/product.md "Contests"): the same page on the student's
 * portfolio in that contest. Everything below takes the portfolio's id, so only its source changes.
 */
export function TradingPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const contestId = user ? readContestId(searchParams.get('contest')) : null;
  const stocks = useStocks();
  const practicePortfolio = usePortfolio(contestId === null ? user?.id : undefined);
  const contestPortfolio = useContestPortfolio(contestId);
  const contest = useContest(contestId);
  const portfolio = contestId === null ? practicePortfolio : contestPortfolio;
  const isNotJoined = contestId !== null && isNotFound(contestPortfolio.error);
  const holdings = useHoldings(portfolio.data?.id);

  const [tab, setTab] = useState<TradingTab>('browse');
  const [chartStockId, setChartStockId] = useState<number | null>(null);
  const [selectedStockId, setSelectedStockId] = useState<number | null>(null);
  const [shouldFocusTrade, setShouldFocusTrade] = useState(false);
  const [chartSettings, setChartSettings] = useState<ChartSettings>(defaultChartSettings);

  const unlockedFeatures = user?.unlockedFeatures ?? [];
  // In a contest its rules replace the Premium Stock Access unlock: the stocks it lists are open
  // to every participant alike.
  const tradingFeatures = useMemo(
    () => [...(user?.unlockedFeatures ?? []), ...(contestId === null ? [] : ['exclusive_stocks'])],
    [contestId, user?.unlockedFeatures],
  );
  const hasAdvancedCharts = hasFeature(unlockedFeatures, 'advanced_charts');
  const hasInsights = hasFeature(unlockedFeatures, 'portfolio_insights');

  // In a contest only the stocks its rules allow are listed, so no Trade or Buy is offered that
  // the contest would refuse; nothing is listed until its rules have loaded.
  const rules = contestId === null ? null : (contest.data ?? null);
  const listedStocks = useMemo(() => {
    if (contestId === null) return stocks.data;
    if (!rules) return undefined;
    return stocks.data?.filter((stock) => isTradableInContest(rules, stock));
  }, [contestId, rules, stocks.data]);
  const sortedStocks = useMemo(() => sortBySymbol(listedStocks ?? []), [listedStocks]);
  const chartStock =
    sortedStocks.find((stock) => stock.id === chartStockId) ?? sortedStocks[0] ?? null;
  const selectedStock = sortedStocks.find((stock) => stock.id === selectedStockId) ?? null;

  const choose = useCallback((stock: Stock) => {
    setChartStockId(stock.id);
    setSelectedStockId(stock.id);
  }, []);
  const tradeFromBrowse = (stock: Stock) => {
    choose(stock);
    setTab('charts');
    setShouldFocusTrade(true);
  };
  const onTradeFocused = useCallback(() => setShouldFocusTrade(false), []);
  // docs/product.md section 4 "Trade flow": after a trade the choice is cleared (the chart stays).
  const onTraded = useCallback(() => setSelectedStockId(null), []);

  return (
    <PageShell
      title="Investment Simulator"
      description="Practise investing with virtual money: buy and sell stocks at market prices, with nothing real at risk."
    >
      <div className="space-y-6">
        {contestId !== null ? <ContestTradingBanner contestId={contestId} /> : null}

        <MarketStatusCard isGuest={!user} />

        {isNotJoined ? (
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

        <Tabs value={tab} onValueChange={(value) => isTradingTab(value) && setTab(value)}>
          <TabsList aria-label="Investment Simulator sections" className="flex-wrap sm:flex-nowrap">
            <TabsTrigger value="browse" icon={Search}>
              Browse Stocks
            </TabsTrigger>
            <TabsTrigger value="charts" icon={CandlestickChart}>
              Stock Charts
            </TabsTrigger>
            <TabsTrigger value="holdings" icon={Briefcase}>
              My Holdings
            </TabsTrigger>
            <TabsTrigger value="orders" icon={ListOrdered}>
              Orders
            </TabsTrigger>
            <TabsTrigger value="history" icon={History}>
              Trade History
            </TabsTrigger>
          </TabsList>

          <TabsContent value="browse">
            {listedStocks && listedStocks.length > 0 ? (
              <BrowseStocksTab
                stocks={listedStocks}
                unlockedFeatures={tradingFeatures}
                onTrade={tradeFromBrowse}
                contestName={rules?.name}
              />
            ) : contestId !== null ? (
              <ContestStocksState stocks={stocks} contest={contest} />
            ) : (
              <StocksState stocks={stocks} />
            )}
          </TabsContent>

          <TabsContent value="charts">
            {chartStock ? (
              <StockChartsTab
                stocks={sortedStocks}
                chartStock={chartStock}
                selectedStock={selectedStock}
                onChoose={choose}
                settings={chartSettings}
                onSettingsChange={setChartSettings}
                trading={
                  user
                    ? {
                        portfolio,
                        holdings: holdings.data,
                        unlockedFeatures: tradingFeatures,
                        commission: rules?.commission ?? null,
                      }
                    : null
                }
                hasAdvancedCharts={hasAdvancedCharts}
                shouldFocusTrade={shouldFocusTrade}
                onTradeFocused={onTradeFocused}
                onTraded={onTraded}
              />
            ) : contestId !== null ? (
              <ContestStocksState stocks={stocks} contest={contest} />
            ) : (
              <StocksState stocks={stocks} />
            )}
          </TabsContent>

          <TabsContent value="holdings" className="space-y-6">
            <MemberPortfolioTab
              isGuest={!user}
              isNotJoined={isNotJoined}
              portfolio={portfolio}
              signIn={{
                icon: Briefcase,
                title: 'Sign in to see your holdings',
                message:
                  'Your stocks, what you paid for them and how they are doing appear here once you trade.',
              }}
              loadingLabel="Loading your holdings"
            >
              {() => (
                <>
                  <HoldingsTab holdings={holdings} onBrowse={() => setTab('browse')} />
                  <InsightsSlot hasInsights={hasInsights} holdings={holdings.data} />
                </>
              )}
            </MemberPortfolioTab>
          </TabsContent>

          <TabsContent value="orders">
            <MemberPortfolioTab
              isGuest={!user}
              isNotJoined={isNotJoined}
              portfolio={portfolio}
              signIn={{
                icon: ListOrdered,
                title: 'Sign in to place orders',
                message:
                  'Limit and stop orders buy or sell for you when a price is reached; yours are listed here.',
              }}
              loadingLabel="Loading your orders"
            >
              {({ id }) => <OrdersTab portfolioId={id} />}
            </MemberPortfolioTab>
          </TabsContent>

          <TabsContent value="history">
            <MemberPortfolioTab
              isGuest={!user}
              isNotJoined={isNotJoined}
              portfolio={portfolio}
              signIn={{
                icon: BarChart3,
                title: 'Sign in to see your trade history',
                message: 'Every buy and sell you make is listed here, newest first.',
              }}
              loadingLabel="Loading your trade history"
            >
              {({ id }) => <TradeHistoryTab portfolioId={id} />}
            </MemberPortfolioTab>
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}

/**
 * A tab about the member's own portfolio: a guest is asked to sign in; a member sees it load, or
 * what went wrong with the portfolio, or the tab.
 */
function MemberPortfolioTab({
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
function InsightsSlot({
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
