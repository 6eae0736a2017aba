import type { Stock } from '@fc/contracts/market';

import { hasFeature } from '@/features/trading/utils/features';

/** docs/product.md section 9: the charts tab shows 10 stock buttons and 6 comparison cards. */
export const CHART_STOCK_COUNT = 10;
export const POPULAR_STOCK_COUNT = 6;

export function sortBySymbol(stocks: readonly Stock[]): Stock[] {
  return [...stocks].sort((a, b) => a.symbol.localeCompare(b.symbol, 'en'));
}

/** The stocks whose symbol or name contains the search text, ignoring case. */
export function filterStocks(stocks: readonly Stock[], search: string): Stock[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...stocks];
  return stocks.filter(
    (stock) =>
      stock.symbol.toLowerCase().includes(needle) || stock.name.toLowerCase().includes(needle),
  );
}

/** The chart buttons: the first 10 stocks by symbol, plus the selected one when it is not among them. */
export function getChartStocks(stocks: readonly Stock[], selectedId: number | null): Stock[] {
  const sorted = sortBySymbol(stocks);
  const first = sorted.slice(0, CHART_STOCK_COUNT);
  const selected = sorted.find((stock) => stock.id === selectedId);
  if (selected && !first.some((stock) => stock.id === selected.id)) first.push(selected);
  return first;
}

/** The 'Popular Stocks' comparison: the first 6 stocks by symbol. */
export function getPopularStocks(stocks: readonly Stock[]): Stock[] {
  return sortBySymbol(stocks).slice(0, POPULAR_STOCK_COUNT);
}

/** Whether this person may trade this stock: premium stocks need the exclusive_stocks unlock. */
export function isStockLocked(
  stock: Pick<Stock, 'exclusive'>,
  unlockedFeatures: readonly string[],
) {
  return stock.exclusive && !hasFeature(unlockedFeatures, 'exclusive_stocks');
}
