import type { Holding } from '@fc/contracts/market';
import { Lightbulb, TrendingDown, TrendingUp } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { ChangeText } from '@/features/trading/components/change-text';
import { formatShare } from '@/features/trading/utils/number-format';
import { getBestAndWorst, getSectorBreakdown } from '@/features/trading/utils/portfolio';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';

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
            <Performer kind="best" holding={extremes.best} />
            <Performer kind="worst" holding={extremes.worst} />
          </dl>
        </div>
      )}
    </Card>
  );
}

const performerKinds = {
  best: {
    label: 'Best performer',
    icon: TrendingUp,
    box: 'bg-success-soft/60',
    title: 'text-green-800',
  },
  worst: {
    label: 'Worst performer',
    icon: TrendingDown,
    box: 'bg-danger-soft/60',
    title: 'text-red-800',
  },
} as const;

/** The best or the worst performer: its symbol and its unrealized gain in percent. */
function Performer({ kind, holding }: { kind: keyof typeof performerKinds; holding: Holding }) {
  const { label, icon: Icon, box, title } = performerKinds[kind];
  return (
    <div className={cn('rounded-xl p-3', box)}>
      <dt className={cn('flex items-center gap-1.5 text-xs font-semibold', title)}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="mt-1 flex items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">{holding.stock.symbol}</span>
        <ChangeText hundredths={holding.unrealizedGainPercent} />
      </dd>
    </div>
  );
}
