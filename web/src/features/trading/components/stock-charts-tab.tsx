import type { Commission } from '@fc/contracts/contests';
import type { Holding, Portfolio, Stock } from '@fc/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { PopularStocks } from '@/features/trading/components/popular-stocks';
import { SignInPrompt } from '@/features/trading/components/sign-in-prompt';
import { StockChartCard, type ChartSettings } from '@/features/trading/components/stock-chart-card';
import { TradePanel } from '@/features/trading/components/trade-panel';
import { getChartStocks } from '@/features/trading/utils/stocks';
import { cn } from '@/lib/cn';

export interface StockChartsTabProps {
  stocks: readonly Stock[];
  /** The stock on the chart. */
  chartStock: Stock;
  /** The stock chosen for trading, or null. */
  selectedStock: Stock | null;
  /** Shows a stock on the chart and chooses it for trading. */
  onChoose: (stock: Stock) => void;
  settings: ChartSettings;
  onSettingsChange: (update: (settings: ChartSettings) => ChartSettings) => void;
  /** Null for a guest, who is asked to sign in to trade. */
  trading: {
    portfolio: UseQueryResult<Portfolio>;
    holdings: readonly Holding[] | undefined;
    unlockedFeatures: readonly string[];
    /** The contest's commission on each trade, in contest mode; null in Practice. */
    commission: Commission | null;
  } | null;
  hasAdvancedCharts: boolean;
  shouldFocusTrade: boolean;
  onTradeFocused: () => void;
  onTraded: () => void;
}

/**
 * The 'Stock Charts' tab (docs/product.md section 2): buttons for the first 10 stocks (and the chosen one),
 * the candlestick chart, the trade panel, and the 'Popular Stocks' comparison.
 */
export function StockChartsTab({
  stocks,
  chartStock,
  selectedStock,
  onChoose,
  settings,
  onSettingsChange,
  trading,
  hasAdvancedCharts,
  shouldFocusTrade,
  onTradeFocused,
  onTraded,
}: StockChartsTabProps) {
  const buttons = getChartStocks(stocks, chartStock.id);
  const tabRef = useRef<HTMLDivElement>(null);

  // A guest has no trade panel to land in after 'Trade': the tab itself takes the focus.
  useEffect(() => {
    if (trading || !shouldFocusTrade) return;
    tabRef.current?.focus();
    onTradeFocused();
  }, [trading, shouldFocusTrade, onTradeFocused]);

  return (
    <div ref={tabRef} tabIndex={-1} className="space-y-6 outline-none">
      <div role="group" aria-label="Stocks to chart" className="flex flex-wrap gap-2">
        {buttons.map((stock) => {
          const isShown = stock.id === chartStock.id;
          return (
            <button
              key={stock.id}
              type="button"
              aria-pressed={isShown}
              onClick={() => onChoose(stock)}
              className={cn(
                'h-9 min-w-16 rounded-lg border px-3 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                isShown
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {stock.symbol}
            </button>
          );
        })}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <StockChartCard
          stock={chartStock}
          settings={settings}
          onSettingsChange={onSettingsChange}
          hasAdvancedCharts={hasAdvancedCharts}
        />
        {trading ? (
          <TradePanel
            stock={selectedStock}
            chartStock={chartStock}
            onChoose={onChoose}
            portfolio={trading.portfolio}
            holdings={trading.holdings}
            unlockedFeatures={trading.unlockedFeatures}
            commission={trading.commission}
            shouldFocus={shouldFocusTrade}
            onFocused={onTradeFocused}
            onTraded={onTraded}
          />
        ) : (
          <SignInPrompt
            icon={ShoppingCart}
            title="Sign in to trade"
            message="Guests can browse stocks and charts. Sign in or create an account to buy and sell with your own virtual portfolio."
            isStacked
            className="self-start"
          />
        )}
      </div>

      <PopularStocks stocks={stocks} chartStockId={chartStock.id} onShow={onChoose} />
    </div>
  );
}
