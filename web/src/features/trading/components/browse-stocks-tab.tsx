import type { Stock } from '@fc/contracts/market';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { ChangeText } from '@/features/trading/components/change-text';
import { PremiumBadge, RiskBadge } from '@/features/trading/components/stock-badges';
import { filterStocks, isStockLocked, sortBySymbol } from '@/features/trading/utils/stocks';
import { formatDollars } from '@/lib/money';

const stockColumns: readonly TableColumn[] = [
  { label: 'Stock', className: 'py-3 pr-2 pl-3 sm:px-5' },
  { label: 'Sector', className: 'hidden px-3 py-3 md:table-cell' },
  { label: 'Price / change', className: 'px-2 py-3 text-right sm:px-3' },
  { label: 'Risk', className: 'hidden px-3 py-3 md:table-cell' },
  {
    label: <span className="sr-only">Action</span>,
    className: 'py-3 pr-3 pl-1 text-right sm:px-5',
  },
];

/** The 'Browse Stocks' tab: a search box and every stock with a Trade button (docs/product.md section 2). */
export function BrowseStocksTab({
  stocks,
  unlockedFeatures,
  onTrade,
  contestName,
}: {
  stocks: readonly Stock[];
  unlockedFeatures: readonly string[];
  onTrade: (stock: Stock) => void;
  /** In contest mode, the contest whose allowed stocks these are. */
  contestName?: string;
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const matches = sortBySymbol(filterStocks(stocks, search));
  const hasLocked = matches.some((stock) => isStockLocked(stock, unlockedFeatures));

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5">
        <div>
          <h2 className="text-lg font-bold text-slate-900">Browse Stocks</h2>
          <p className="text-sm text-slate-600">
            {contestName
              ? `Only the stocks ${contestName} allows are listed. Press Trade to see a chart and buy or sell.`
              : 'Pick a stock and press Trade to see its chart and buy or sell it.'}
          </p>
        </div>
        <div className="w-full sm:w-72">
          <Label htmlFor={searchId} className="sr-only">
            Search stocks
          </Label>
          <SearchInput
            id={searchId}
            value={search}
            onValueChange={setSearch}
            placeholder="Search by symbol or name"
          />
        </div>
      </div>

      <p role="status" className="sr-only">
        {search.trim()
          ? `${matches.length} ${matches.length === 1 ? 'stock matches' : 'stocks match'} your search`
          : ''}
      </p>

      {matches.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-600 sm:px-5">
          No stocks match “{search.trim()}”. Try another symbol or name.
        </p>
      ) : (
        <DataTable
          label="Stocks table"
          caption="Stocks"
          captionClassName="sr-only"
          columns={stockColumns}
        >
          {matches.map((stock) => {
            const isLocked = isStockLocked(stock, unlockedFeatures);
            return (
              <tr key={stock.id} className="hover:bg-slate-50/70">
                <th scope="row" className="py-3 pr-2 pl-3 font-normal sm:px-5">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-bold text-slate-900">{stock.symbol}</span>
                    {stock.exclusive ? <PremiumBadge /> : null}
                    {isLocked ? (
                      <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                        <Lock aria-hidden="true" className="size-3.5" />
                        Locked
                      </span>
                    ) : null}
                  </span>
                  <span className="block max-w-36 truncate text-slate-600 sm:max-w-64">
                    {stock.name}
                  </span>
                  {/* Below md the sector and risk columns fold into this cell. */}
                  <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500 md:hidden">
                    {stock.sector}
                    <RiskBadge riskFactor={stock.riskFactor} />
                  </span>
                </th>
                <td className="hidden px-3 py-3 text-slate-700 md:table-cell">{stock.sector}</td>
                <td className="px-2 py-3 text-right sm:px-3">
                  <span className="block font-semibold text-slate-900 tabular-nums">
                    {formatDollars(stock.currentPrice)}
                  </span>
                  <ChangeText hundredths={stock.changePercent} className="text-xs sm:text-sm" />
                </td>
                <td className="hidden px-3 py-3 md:table-cell">
                  <RiskBadge riskFactor={stock.riskFactor} />
                </td>
                <td className="py-3 pr-3 pl-1 text-right sm:px-5">
                  <Button
                    size="sm"
                    aria-label={`Trade ${stock.symbol}`}
                    onClick={() => onTrade(stock)}
                  >
                    Trade
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}

      {hasLocked ? (
        <p className="flex items-start gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-5">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Premium stocks can be traded once you unlock Premium Stock Access with an achievement.
        </p>
      ) : null}
    </Card>
  );
}
