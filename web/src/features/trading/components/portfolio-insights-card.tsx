import type { Holding } from '@fc/contracts/market';
import { Lightbulb, TrendingDown, TrendingUp } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { ChangeText } from '@/features/trading/components/change-text';
import { formatDollars, formatShare } from '@/features/trading/utils/money';
import { getBestAndWorst, getSectorBreakdown } from '@/features/trading/utils/portfolio';

/**
 * Portfolio Analytics (the portfolio_insights unlock): how the holdings split across sectors, and
 * the best and worst performer.
 */
export function PortfolioInsightsCard({ holdings }: { holdings: readonly Holding[] }) {
  const sectors = getSectorBreakdown(holdings);
  const extremes = getBestAndWorst(holdings);

  return (
    <Card role="region" aria-labelledby="insights-title" className="p-4 sm:p-5">
      <h2 id="insights-title" className="flex items-center gap-2 font-bold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
        Portfolio Insights
      </h2>
      {!extremes ? (
        <p className="mt-2 text-sm text-slate-600">
          Buy a few stocks to see your sector mix and your best and worst performers here.
        </p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">Sector breakdown</h3>
            <ul aria-label="Sector breakdown" className="mt-2 space-y-2">
              {sectors.map((sector) => (
                <li key={sector.sector} className="text-sm">
                  <div className="flex justify-between gap-2">
                    <span className="truncate text-slate-800">{sector.sector}</span>
                    <span className="text-slate-600 tabular-nums">
                      {formatDollars(sector.value)} ·{' '}
                      <span className="font-semibold text-slate-900">
                        {formatShare(sector.share)}
                      </span>
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                    <div
                      className="h-full rounded-full bg-primary-500"
                      style={{ width: `${Math.round(sector.share * 100)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid content-start gap-3">
            <div className="rounded-xl bg-success-soft/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-green-800">
                <TrendingUp aria-hidden="true" className="size-4" />
                Best performer
              </dt>
              <dd className="mt-1 flex items-baseline justify-between gap-2">
                <span className="font-bold text-slate-900">{extremes.best.stock.symbol}</span>
                <ChangeText hundredths={extremes.best.unrealizedGainPercent} />
              </dd>
            </div>
            <div className="rounded-xl bg-danger-soft/60 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-red-800">
                <TrendingDown aria-hidden="true" className="size-4" />
                Worst performer
              </dt>
              <dd className="mt-1 flex items-baseline justify-between gap-2">
                <span className="font-bold text-slate-900">{extremes.worst.stock.symbol}</span>
                <ChangeText hundredths={extremes.worst.unrealizedGainPercent} />
              </dd>
            </div>
          </dl>
        </div>
      )}
    </Card>
  );
}
