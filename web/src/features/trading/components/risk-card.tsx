import type { Risk, RiskRange } from '@fc/contracts/market';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { usePortfolioRisk } from '@/features/trading/api/get-portfolio-risk';
import { RangeCard } from '@/features/trading/components/range-card';
import type { ToggleOption } from '@/features/trading/components/toggle-buttons';
import { formatCount, formatShare } from '@/features/trading/utils/number-format';

const rangeOptions: readonly ToggleOption<RiskRange>[] = [
  { value: '1W', label: '1W' },
  { value: '1M', label: '1M' },
  { value: '1Y', label: '1Y' },
];

/** Basis points (10000 = 100 %) as a percent, 6200 → "62.0%". */
function formatBasisPoints(basisPoints: number): string {
  return formatShare(basisPoints / 10_000);
}

function RiskFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function RiskFigures({ risk }: { risk: Risk }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <RiskFigure label="Holdings">
        {formatCount(risk.holdings)}
        <span className="sr-only">, </span>
        <span className="block text-xs font-normal text-slate-600">
          {formatCount(risk.sectorCount)} {risk.sectorCount === 1 ? 'sector' : 'sectors'}
        </span>
      </RiskFigure>
      <RiskFigure label="Largest position">
        {formatBasisPoints(risk.largestPositionBasisPoints)}
      </RiskFigure>
      <RiskFigure label="Typical daily move">
        {formatBasisPoints(risk.dailyVolatilityBasisPoints)}
      </RiskFigure>
      <RiskFigure label="Largest fall">{formatBasisPoints(risk.maxDrawdownBasisPoints)}</RiskFigure>
      <RiskFigure label="Return per unit of risk">
        {risk.sharpeLike === null ? (
          <span className="font-normal text-slate-600">Not enough history yet</span>
        ) : (
          risk.sharpeLike.toFixed(2)
        )}
      </RiskFigure>
    </dl>
  );
}

function RiskExplanations({ risk }: { risk: Risk }) {
  const idPrefix = useId();
  if (risk.explanations.length === 0) return null;
  return (
    <ul aria-label="What the figures mean" className="mt-4 space-y-2 text-sm text-slate-700">
      {risk.explanations.map((explanation) => {
        const textId = `${idPrefix}-${explanation.key}`;
        return (
          <li key={explanation.key}>
            <span id={textId}>{explanation.text}</span>{' '}
            <Link
              to={explanation.lessonPath}
              aria-describedby={textId}
              className="font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              Learn more
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Risk and diversification (docs/product.md "Investment Simulator"): how spread out the holdings
 * are and how much the portfolio's value moved over a 1W/1M/1Y window, each figure explained with
 * a lesson to read.
 */
export function RiskCard({ portfolioId, className }: { portfolioId: number; className?: string }) {
  const [range, setRange] = useState<RiskRange>('1M');
  const risk = usePortfolioRisk(portfolioId, range);

  return (
    <RangeCard
      icon={ShieldCheck}
      title="Risk and diversification"
      rangeLabel="Risk range"
      range={range}
      onRangeChange={setRange}
      options={rangeOptions}
      query={risk}
      what="portfolio risk"
      skeletonClassName="h-32"
      className={className}
    >
      {(data) => (
        <>
          <RiskFigures risk={data} />
          <RiskExplanations risk={data} />
        </>
      )}
    </RangeCard>
  );
}
