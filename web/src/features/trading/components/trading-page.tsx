import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import type { Stock } from '@fc/contracts/market';
import { BarChart3, Briefcase, CandlestickChart, History, Search, Wallet } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { PageShell } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHoldings } from '@/features/trading/api/get-holdings';
import { usePortfolio } from '@/features/trading/api/get-portfolio';
import { useStocks } from '@/features/trading/api/get-stocks';
import { AllocationCard } from '@/features/trading/components/allocation-card';
import { BrowseStocksTab } from '@/features/trading/components/browse-stocks-tab';
import { FeatureLockHint } from '@/features/trading/components/feature-lock-hint';
import { HoldingsTab, TableSkeleton } from '@/features/trading/components/holdings-tab';
import { MarketStatusCard } from '@/features/trading/components/market-status-card';
import { PerformanceCard } from '@/features/trading/components/performance-card';
import { PortfolioInsightsCard } from '@/features/trading/components/portfolio-insights-card';
import {
  PortfolioProblem,
  PortfolioSummary,
} from '@/features/trading/components/portfolio-summary';
import { SignInPrompt } from '@/features/trading/components/sign-in-prompt';
import {
  defaultChartSettings,
  type ChartSettings,
} from '@/features/trading/components/stock-chart-card';
import { StockChartsTab } from '@/features/trading/components/stock-charts-tab';
import { StocksState } from '@/features/trading/components/stock-states';
import { TradeHistoryTab } from '@/features/trading/components/trade-history-tab';
import { featureLabels, hasFeature } from '@/features/trading/utils/features';
import { formatDollars } from '@/features/trading/utils/money';
import { sortBySymbol } from '@/features/trading/utils/stocks';
import { useSession } from '@/lib/auth';

type TradingTab = 'browse' | 'charts' | 'holdings' | 'history';

const isTradingTab = (value: string): value is TradingTab =>
  value === 'browse' || value === 'charts' || value === 'holdings' || value === 'history';

/**
 * /trading, the Investment Simulator (SPEC.md section 2). Guests may browse the stocks and charts;
 * the portfolio, trading, holdings and history ask them to sign in (ARCHITECTURE.md "Decisions").
 */
export function TradingPage() {
  const { user } = useSession();
  const stocks = useStocks();
  const portfolio = usePortfolio(user?.id);
  const holdings = useHoldings(portfolio.data?.id);

  const [tab, setTab] = useState<TradingTab>('browse');
  const [chartStockId, setChartStockId] = useState<number | null>(null);
  const [selectedStockId, setSelectedStockId] = useState<number | null>(null);
  const [shouldFocusTrade, setShouldFocusTrade] = useState(false);
  const [chartSettings, setChartSettings] = useState<ChartSettings>(defaultChartSettings);

  const unlockedFeatures = user?.unlockedFeatures ?? [];
  const hasAdvancedCharts = hasFeature(unlockedFeatures, 'advanced_charts');
  const hasInsights = hasFeature(unlockedFeatures, 'portfolio_insights');

  const sortedStocks = useMemo(() => sortBySymbol(stocks.data ?? []), [stocks.data]);
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
  // SPEC.md section 4 "Trade flow": after a trade the choice is cleared (the chart stays).
  const onTraded = useCallback(() => setSelectedStockId(null), []);

  return (
    <PageShell
      title="Investment Simulator"
      description="Practise investing with virtual money: buy and sell stocks at market prices, with nothing real at risk."
    >
      <div className="space-y-6">
        <MarketStatusCard isGuest={!user} />

        {user ? (
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
          </div>
        ) : user && portfolio.isPending ? (
          <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
            <Skeleton className="h-80 rounded-2xl lg:col-span-2" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        ) : null}

        <Tabs value={tab} onValueChange={(value) => isTradingTab(value) && setTab(value)}>
          <TabsList aria-label="Investment Simulator sections" className="flex-wrap sm:flex-nowrap">
            <TabsTrigger value="browse">
              <Search aria-hidden="true" className="hidden sm:block" />
              Browse Stocks
            </TabsTrigger>
            <TabsTrigger value="charts">
              <CandlestickChart aria-hidden="true" className="hidden sm:block" />
              Stock Charts
            </TabsTrigger>
            <TabsTrigger value="holdings">
              <Briefcase aria-hidden="true" className="hidden sm:block" />
              My Holdings
            </TabsTrigger>
            <TabsTrigger value="history">
              <History aria-hidden="true" className="hidden sm:block" />
              Trade History
            </TabsTrigger>
          </TabsList>

          <TabsContent value="browse">
            {stocks.data && stocks.data.length > 0 ? (
              <BrowseStocksTab
                stocks={stocks.data}
                unlockedFeatures={unlockedFeatures}
                onTrade={tradeFromBrowse}
              />
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
                trading={user ? { portfolio, holdings: holdings.data, unlockedFeatures } : null}
                hasAdvancedCharts={hasAdvancedCharts}
                shouldFocusTrade={shouldFocusTrade}
                onTradeFocused={onTradeFocused}
                onTraded={onTraded}
              />
            ) : (
              <StocksState stocks={stocks} />
            )}
          </TabsContent>

          <TabsContent value="holdings" className="space-y-6">
            {!user ? (
              <SignInPrompt
                icon={Briefcase}
                title="Sign in to see your holdings"
                message="Your stocks, what you paid for them and how they are doing appear here once you trade."
              />
            ) : portfolio.isPending ? (
              <TableSkeleton label="Loading your holdings" />
            ) : portfolio.isError ? (
              <PortfolioProblem portfolio={portfolio} />
            ) : (
              <>
                <HoldingsTab holdings={holdings} onBrowse={() => setTab('browse')} />
                {!hasInsights ? (
                  <FeatureLockHint feature={featureLabels.portfolio_insights}>
                    a sector breakdown of your holdings and your best and worst performers
                  </FeatureLockHint>
                ) : holdings.data ? (
                  <PortfolioInsightsCard holdings={holdings.data} />
                ) : null}
              </>
            )}
          </TabsContent>

          <TabsContent value="history">
            {!user ? (
              <SignInPrompt
                icon={BarChart3}
                title="Sign in to see your trade history"
                message="Every buy and sell you make is listed here, newest first."
              />
            ) : portfolio.isPending ? (
              <TableSkeleton label="Loading your trade history" />
            ) : portfolio.isError ? (
              <PortfolioProblem portfolio={portfolio} />
            ) : (
              <TradeHistoryTab portfolioId={portfolio.data.id} />
            )}
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}
