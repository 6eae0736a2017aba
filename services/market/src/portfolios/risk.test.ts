import { describe, expect, it } from 'vitest';
import {
  diversificationOf,
  lastValuePerDay,
  returnRiskOf,
  riskOf,
  type ValuePoint,
} from './risk.ts';

/** One value a day from 2026-01-01, with no deposits: the return is the value less the first. */
function daysOf(values: number[]): ValuePoint[] {
  const first = values[0] ?? 0;
  return values.map((totalValue, i) => ({
    valuedAt: new Date(Date.UTC(2026, 0, 1 + i, 12)),
    totalValue,
    totalReturn: totalValue - first,
  }));
}

describe('diversification', () => {
  it('when every holding is in one sector, then the sector HHI is 10000', () => {
    const figures = diversificationOf([
      { valueCents: 300, sector: 'Technology' },
      { valueCents: 100, sector: 'Technology' },
    ]);
    expect(figures).toEqual({
      holdings: 2,
      largestPositionBasisPoints: 7_500,
      sectorCount: 1,
      sectorHhiBasisPoints: 10_000,
    });
  });

  it('when two sectors hold equal value, then the sector HHI is 5000', () => {
    const figures = diversificationOf([
      { valueCents: 500, sector: 'Technology' },
      { valueCents: 200, sector: 'Energy' },
      { valueCents: 300, sector: 'Energy' },
    ]);
    expect(figures.sectorHhiBasisPoints).toBe(5_000);
    expect(figures.sectorCount).toBe(2);
    expect(figures.largestPositionBasisPoints).toBe(5_000);
  });

  it('when nothing is held, then the shares are 0', () => {
    expect(diversificationOf([])).toEqual({
      holdings: 0,
      largestPositionBasisPoints: 0,
      sectorCount: 0,
      sectorHhiBasisPoints: 0,
    });
  });
});

describe('risk of the daily values', () => {
  it('when the value goes 100 → 120 → 90 → 110, then the max drawdown is 2500 bp', () => {
    expect(returnRiskOf(daysOf([100, 120, 90, 110])).maxDrawdownBasisPoints).toBe(2_500);
  });

  it('when the daily returns are +10 % and −10 % in turn, then the volatility is 1000 bp', () => {
    // 100 → 110 (+10 %) → 99 (−10 %) → 108.9 (+10 %) → 98.01 (−10 %): mean 0, population SD 10 %.
    const risk = returnRiskOf(daysOf([10_000, 11_000, 9_900, 10_890, 9_801]));
    expect(risk.dailyVolatilityBasisPoints).toBe(1_000);
    expect(risk.sharpeLike).toBe(0);
    expect(risk.days).toBe(5);
  });

  it('when the returns are +1 %, +3 %, then the sharpe-like ratio is the mean over the SD', () => {
    // Returns 0.01 and 0.03: mean 0.02, population SD 0.01 → 2.
    const risk = returnRiskOf(daysOf([10_000, 10_100, 10_403]));
    expect(risk.dailyVolatilityBasisPoints).toBe(100);
    expect(risk.sharpeLike).toBe(2);
  });

  it('when there are fewer than 3 days, then the sharpe-like ratio is null', () => {
    expect(returnRiskOf(daysOf([100, 120])).sharpeLike).toBeNull();
    expect(returnRiskOf(daysOf([100])).sharpeLike).toBeNull();
  });

  it('when the value never moves, then the sharpe-like ratio is null', () => {
    expect(returnRiskOf(daysOf([100, 100, 100])).sharpeLike).toBeNull();
  });

  it('when money is deposited, then the deposit is not a return', () => {
    // 100, then a deposit of 100 (value 200, return still 0), then a 10 % gain on 200.
    const days = daysOf([100, 200, 220]).map((day, i) => ({
      ...day,
      totalReturn: [0, 0, 20][i] as number,
    }));
    const risk = returnRiskOf(days);
    // Returns 0 and +10 %: SD 5 %, no drawdown.
    expect(risk.dailyVolatilityBasisPoints).toBe(500);
    expect(risk.maxDrawdownBasisPoints).toBe(0);
  });

  it('when a day has several values, then only its last counts', () => {
    const morning = {
      valuedAt: new Date('2026-01-01T08:00:00Z'),
      totalValue: 50,
      totalReturn: -50,
    };
    const evening = { valuedAt: new Date('2026-01-01T20:00:00Z'), totalValue: 100, totalReturn: 0 };
    const next = { valuedAt: new Date('2026-01-02T08:00:00Z'), totalValue: 110, totalReturn: 10 };
    expect(lastValuePerDay([next, morning, evening])).toEqual([evening, next]);
  });
});

describe('explanations', () => {
  it('when one position is most of the stocks, then the sentence says so with the diversification lesson', () => {
    const risk = riskOf(
      [
        { valueCents: 620, sector: 'Technology' },
        { valueCents: 380, sector: 'Energy' },
      ],
      daysOf([100, 120, 90, 110]),
    );
    expect(risk.explanations).toContainEqual({
      key: 'largestPosition',
      text: "Your largest position is 62% of your stocks: one company's bad news would hit most of your money.",
      lessonPath: '/lessons/7',
    });
    expect(risk.explanations.find((e) => e.key === 'sectors')?.text).toMatch(
      /^Spread over 2 sectors/,
    );
    expect(risk.explanations.find((e) => e.key === 'drawdown')).toMatchObject({
      text: 'Its worst fall from a high over this period was 25%.',
      lessonPath: '/lessons/9',
    });
  });
});
