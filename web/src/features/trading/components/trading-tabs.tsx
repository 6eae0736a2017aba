import type { Stock } from '@fc/contracts/market';
import {
  BarChart3,
  Briefcase,
  CandlestickChart,
  History,
  ListOrdered,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useState } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BrowseStocksTab } from '@/features/trading/components/browse-stocks-tab';
import { HoldingsTab } from '@/features/trading/components/holdings-tab';
import {
  InsightsSlot,
  MemberPortfolioTab,
} from '@/features/trading/components/member-portfolio-tab';
import { OrdersTab } from '@/features/trading/components/orders-tab';
import {
  defaultChartSettings,
  type ChartSettings,
} from '@/features/trading/components/stock-chart-card';
import { StockChartsTab } from '@/features/trading/components/stock-charts-tab';
import { ContestStocksState, StocksState } from '@/features/trading/components/stock-states';
import { TradeHistoryTab } from '@/features/trading/components/trade-history-tab';
import type { TradingData } from '@/features/trading/hooks/use-trading-data';

const tradingTabs = [
  { value: 'browse', label: 'Browse Stocks', icon: Search },
  { value: 'charts', label: 'Stock Charts', icon: CandlestickChart },
  { value: 'holdings', label: 'My Holdings', icon: Briefcase },
  { value: 'orders', label: 'Orders', icon: ListOrdered },
  { value: 'history', label: 'Trade History', icon: History },
] as const satisfies readonly { value: string; label: string; icon: LucideIcon }[];

type TradingTab = (typeof tradingTabs)[number]['value'];

const isTradingTab = (value: string): value is TradingTab =>
  tradingTabs.some((tab) => tab.value === value);

/**
 * The simulator's tabs: Browse Stocks, Stock Charts with the trade panel, and the member's own
 * Holdings, Orders and Trade History. The stock on the chart and the one chosen to trade are
 * kept here, so Trade on the Browse tab opens the chart with the panel ready.
 */
export function TradingTabs({ data }: { data: TradingData }) {
  const { user, contestId, contest, rules, stocks, listedStocks, sortedStocks } = data;
  const { portfolio, holdings, isNotJoined, tradingFeatures } = data;
  const [tab, setTab] = useState<TradingTab>('browse');
  const [chartStockId, setChartStockId] = useState<number | null>(null);
  const [selectedStockId, setSelectedStockId] = useState<number | null>(null);
  const [shouldFocusTrade, setShouldFocusTrade] = useState(false);
  const [chartSettings, setChartSettings] = useState<ChartSettings>(defaultChartSettings);

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

  const noStocks =
    contestId !== null ? (
      <ContestStocksState stocks={stocks} contest={contest} />
    ) : (
      <StocksState stocks={stocks} />
    );
  const memberTab = { isGuest: !user, isNotJoined, portfolio };

  return (
    <Tabs value={tab} onValueChange={(value) => isTradingTab(value) && setTab(value)}>
      <TabsList aria-label="Investment Simulator sections" className="flex-wrap sm:flex-nowrap">
        {tradingTabs.map(({ value, label, icon }) => (
          <TabsTrigger key={value} value={value} icon={icon}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="browse">
        {listedStocks && listedStocks.length > 0 ? (
          <BrowseStocksTab
            stocks={listedStocks}
            unlockedFeatures={tradingFeatures}
            onTrade={tradeFromBrowse}
            contestName={rules?.name}
          />
        ) : (
          noStocks
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
            hasAdvancedCharts={data.hasAdvancedCharts}
            shouldFocusTrade={shouldFocusTrade}
            onTradeFocused={onTradeFocused}
            onTraded={onTraded}
          />
        ) : (
          noStocks
        )}
      </TabsContent>

      <TabsContent value="holdings" className="space-y-6">
        <MemberPortfolioTab
          {...memberTab}
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
              <InsightsSlot hasInsights={data.hasInsights} holdings={holdings.data} />
            </>
          )}
        </MemberPortfolioTab>
      </TabsContent>

      <TabsContent value="orders">
        <MemberPortfolioTab
          {...memberTab}
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
          {...memberTab}
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
  );
}
