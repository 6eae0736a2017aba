import type { Stock } from '@fc/contracts/market';
import { Flame } from 'lucide-react';

import { ChangeText } from '@/features/trading/components/change-text';
import { getPopularStocks } from '@/features/trading/utils/stocks';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';

/** 'Popular Stocks': the first 6 stocks side by side (docs/product.md sections 2 and 9); a card charts its stock. */
export function PopularStocks({
  stocks,
  chartStockId,
  onShow,
}: {
  stocks: readonly Stock[];
  chartStockId: number | null;
  onShow: (stock: Stock) => void;
}) {
  const popular = getPopularStocks(stocks);
  return (
    <section aria-labelledby="popular-stocks-title">
      <h2
        id="popular-stocks-title"
        className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900"
      >
        <Flame aria-hidden="true" className="size-5 text-orange-600" />
        Popular Stocks
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {popular.map((stock) => (
          <li key={stock.id}>
            <button
              type="button"
              onClick={() => onShow(stock)}
              aria-pressed={stock.id === chartStockId}
              className={cn(
                'flex h-full w-full flex-col items-start rounded-2xl border bg-white p-3 text-left shadow-sm transition-colors sm:p-4',
                'hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                stock.id === chartStockId
                  ? 'border-primary-400 ring-1 ring-primary-200'
                  : 'border-slate-200',
              )}
            >
              <span className="font-bold text-slate-900">{stock.symbol}</span>
              <span className="w-full truncate text-xs text-slate-600">{stock.name}</span>
              <span className="mt-2 font-semibold text-slate-900 tabular-nums">
                {formatDollars(stock.currentPrice)}
              </span>
              <ChangeText hundredths={stock.changePercent} withIcon className="text-sm" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
