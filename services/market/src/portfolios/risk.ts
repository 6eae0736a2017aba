import type { Risk, RiskExplanation } from '@fc/contracts/market';

/**
 * The risk view of a portfolio: pure figures from its holdings at the current prices
 * and from its daily values. Basis points are integers (10000 = 100 %); floats live only inside.
 */

/** Lessons that teach the figures: Funds, ETFs and Diversification; Risk, Return and Compounding. */
export const DIVERSIFICATION_LESSON = '/lessons/7';
export const RISK_LESSON = '/lessons/9';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HoldingValue {
  /** Cents at the current price. */
  valueCents: number;
  sector: string;
}

export interface Diversification {
  holdings: number;
  largestPositionBasisPoints: number;
  sectorCount: number;
  sectorHhiBasisPoints: number;
}

/** Holdings count, the largest position's share and the sectors' Herfindahl index (0 when empty). */
export function diversificationOf(holdings: readonly HoldingValue[]): Diversification {
  const total = holdings.reduce((sum, holding) => sum + holding.valueCents, 0);
  const bySector = new Map<string, number>();
  for (const holding of holdings) {
    bySector.set(holding.sector, (bySector.get(holding.sector) ?? 0) + holding.valueCents);
  }
  if (total <= 0) {
    return {
      holdings: holdings.length,
      largestPositionBasisPoints: 0,
      sectorCount: bySector.size,
      sectorHhiBasisPoints: 0,
    };
  }
  const largest = Math.max(...holdings.map((holding) => holding.valueCents));
  let hhi = 0;
  for (const value of bySector.values()) hhi += (value / total) ** 2;
  return {
    holdings: holdings.length,
    largestPositionBasisPoints: Math.round((largest / total) * 10_000),
    sectorCount: bySector.size,
    sectorHhiBasisPoints: Math.round(hhi * 10_000),
  };
}

export interface ValuePoint {
  valuedAt: Date;
  /** Cents. */
  totalValue: number;
  /** Value less the invested base of its time, cents: deposits do not move it. */
  totalReturn: number;
}

/** The last value of each UTC day, oldest first. */
export function lastValuePerDay(points: readonly ValuePoint[]): ValuePoint[] {
  const byDay = new Map<number, ValuePoint>();
  const sorted = [...points].sort((a, b) => a.valuedAt.getTime() - b.valuedAt.getTime());
  for (const point of sorted) byDay.set(Math.floor(point.valuedAt.getTime() / DAY_MS), point);
  return [...byDay.values()];
}

/** Day-to-day returns without deposits: the change of the return over the day before's value. */
export function dailyReturns(days: readonly ValuePoint[]): number[] {
  const returns: number[] = [];
  for (let i = 1; i < days.length; i++) {
    const before = days[i - 1] as ValuePoint;
    const day = days[i] as ValuePoint;
    returns.push(
      before.totalValue > 0 ? (day.totalReturn - before.totalReturn) / before.totalValue : 0,
    );
  }
  return returns;
}

export interface ReturnRisk {
  dailyVolatilityBasisPoints: number;
  maxDrawdownBasisPoints: number;
  sharpeLike: number | null;
  days: number;
}

/** Volatility, max drawdown and a Sharpe-like ratio of the daily values (one per day, oldest first). */
export function returnRiskOf(days: readonly ValuePoint[]): ReturnRisk {
  const returns = dailyReturns(days);
  const mean = returns.length ? returns.reduce((sum, r) => sum + r, 0) / returns.length : 0;
  const variance = returns.length
    ? returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / returns.length
    : 0;
  const volatility = Math.sqrt(variance);
  // The drawdown of the growth of one dollar kept invested: deposits neither lift nor sink it.
  let level = 1;
  let peak = 1;
  let drawdown = 0;
  for (const r of returns) {
    level *= 1 + r;
    peak = Math.max(peak, level);
    if (peak > 0) drawdown = Math.max(drawdown, (peak - level) / peak);
  }
  const volatilityBasisPoints = Math.round(volatility * 10_000);
  return {
    dailyVolatilityBasisPoints: volatilityBasisPoints,
    maxDrawdownBasisPoints: Math.round(drawdown * 10_000),
    sharpeLike:
      days.length < 3 || volatilityBasisPoints === 0
        ? null
        : Math.round((mean / volatility) * 100) / 100,
    days: days.length,
  };
}

/** Basis points as a percent for a sentence: 6200 → "62%", 125 → "1.25%". */
function percent(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** The figures in plain words, each with the lesson that teaches it. */
export function explainRisk(figures: Diversification & ReturnRisk): RiskExplanation[] {
  const explanations: RiskExplanation[] = [];
  if (figures.holdings === 0) {
    explanations.push({
      key: 'holdings',
      text: 'You hold no stocks yet: all your money is cash, which does not move with the market.',
      lessonPath: DIVERSIFICATION_LESSON,
    });
  } else {
    explanations.push({
      key: 'largestPosition',
      text:
        figures.holdings === 1
          ? 'All your stocks are one company: its bad news would hit all of them.'
          : `Your largest position is ${percent(figures.largestPositionBasisPoints)} of your stocks: ` +
            (figures.largestPositionBasisPoints >= 5_000
              ? "one company's bad news would hit most of your money."
              : 'no single company decides how your stocks do.'),
      lessonPath: DIVERSIFICATION_LESSON,
    });
    explanations.push({
      key: 'sectors',
      text:
        figures.sectorCount === 1
          ? 'All your stocks are in one sector: news about that industry moves them together.'
          : `Spread over ${figures.sectorCount} sectors (concentration ${figures.sectorHhiBasisPoints} of 10000, ` +
            'lower is more spread): trouble in one industry hits only part of your stocks.',
      lessonPath: DIVERSIFICATION_LESSON,
    });
  }
  if (figures.days < 3) {
    explanations.push({
      key: 'volatility',
      text: 'There are not enough days of history yet to measure how much your portfolio swings.',
      lessonPath: RISK_LESSON,
    });
    return explanations;
  }
  explanations.push(
    {
      key: 'volatility',
      text: `On a typical day your portfolio moves by about ${percent(figures.dailyVolatilityBasisPoints)} up or down.`,
      lessonPath: RISK_LESSON,
    },
    {
      key: 'drawdown',
      text:
        figures.maxDrawdownBasisPoints === 0
          ? 'Over this period it never fell below an earlier high.'
          : `Its worst fall from a high over this period was ${percent(figures.maxDrawdownBasisPoints)}.`,
      lessonPath: RISK_LESSON,
    },
    {
      key: 'sharpe',
      text:
        figures.sharpeLike === null
          ? 'It did not move at all, so there is no risk to weigh the return against.'
          : `For each unit of daily swing it earned ${figures.sharpeLike} units of average daily return ` +
            '(higher is better; below 0 means it lost money on average).',
      lessonPath: RISK_LESSON,
    },
  );
  return explanations;
}

/** The whole risk view from the holdings and the values of the range. */
export function riskOf(holdings: readonly HoldingValue[], values: readonly ValuePoint[]): Risk {
  const figures = { ...diversificationOf(holdings), ...returnRiskOf(lastValuePerDay(values)) };
  return { ...figures, explanations: explainRisk(figures) };
}
