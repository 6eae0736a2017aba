import type { Holding, PerformancePoint, Portfolio } from '@fc/contracts/market';

export interface AllocationSlice {
  key: string;
  label: string;
  /** Cents. */
  value: number;
  /** Of the whole portfolio, 0 to 1. */
  share: number;
}

/** The allocation pie: cash, then each holding by current value (largest first). */
export function getAllocation(
  portfolio: Pick<Portfolio, 'cashBalance'>,
  holdings: readonly Holding[],
): AllocationSlice[] {
  const parts = [
    { key: 'cash', label: 'Cash', value: Math.max(portfolio.cashBalance, 0) },
    ...[...holdings]
      .sort((a, b) => b.currentValue - a.currentValue)
      .map((holding) => ({
        key: `stock-${holding.stock.id}`,
        label: holding.stock.symbol,
        value: Math.max(holding.currentValue, 0),
      })),
  ];
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return parts.map((part) => ({ ...part, share: total > 0 ? part.value / total : 0 }));
}

export interface SectorShare {
  sector: string;
  value: number;
  share: number;
}

/** The holdings' current value per sector, largest first. */
export function getSectorBreakdown(holdings: readonly Holding[]): SectorShare[] {
  const bySector = new Map<string, number>();
  for (const holding of holdings) {
    bySector.set(
      holding.stock.sector,
      (bySector.get(holding.stock.sector) ?? 0) + holding.currentValue,
    );
  }
  const total = [...bySector.values()].reduce((sum, value) => sum + value, 0);
  return [...bySector.entries()]
    .map(([sector, value]) => ({ sector, value, share: total > 0 ? value / total : 0 }))
    .sort((a, b) => b.value - a.value || a.sector.localeCompare(b.sector));
}

/** The holdings with the best and the worst unrealized gain in percent (null without holdings). */
export function getBestAndWorst(
  holdings: readonly Holding[],
): { best: Holding; worst: Holding } | null {
  const [first, ...rest] = holdings;
  if (!first) return null;
  let best = first;
  let worst = first;
  for (const holding of rest) {
    if (holding.unrealizedGainPercent > best.unrealizedGainPercent) best = holding;
    if (holding.unrealizedGainPercent < worst.unrealizedGainPercent) worst = holding;
  }
  return { best, worst };
}

export interface PerformanceSummary {
  first: PerformancePoint;
  last: PerformancePoint;
  high: number;
  low: number;
  /** The change in return: a trading bonus or an admin change of cash is not counted. */
  change: number;
}

/** The start, end, high and low of a performance series (null with fewer than 2 points). */
export function summarizePerformance(
  points: readonly PerformancePoint[],
): PerformanceSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return null;
  const values = points.map((point) => point.totalValue);
  return {
    first,
    last,
    high: Math.max(...values),
    low: Math.min(...values),
    change: last.totalReturn - first.totalReturn,
  };
}
