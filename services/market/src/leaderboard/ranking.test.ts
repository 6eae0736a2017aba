import { describe, expect, it } from 'vitest';
import {
  MIN_DAYS_FOR_RISK_ADJUSTED,
  rankPortfolios,
  windowReturn,
  type PortfolioRankingRow,
} from './ranking.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1, 12);

/** A portfolio that started with $100.00 on 2026-01-01 and is worth `end` now (nothing else). */
function rowOf(
  portfolioId: number,
  overrides: Partial<PortfolioRankingRow> & { endValue?: number; endInvested?: number } = {},
): PortfolioRankingRow {
  const { endValue = 10_000, endInvested = 10_000, ...rest } = overrides;
  return {
    portfolioId,
    userId: 100 + portfolioId,
    username: `trader${portfolioId}`,
    firstName: null,
    lastName: null,
    startedAt: new Date(START),
    start: { totalValueCents: 10_000, investedCents: 10_000 },
    end: {
      valuedAt: new Date(START + 10 * DAY_MS),
      totalValueCents: endValue,
      investedCents: endInvested,
    },
    days: [],
    indexStartHundredths: null,
    indexEndHundredths: null,
    ...rest,
  };
}

/**
 * Daily values (value, invested) from 2026-01-01 at noon, one a day; the last becomes the end
 * (the value now), the others the recorded days.
 */
function historyOf(portfolioId: number, values: [number, number][]): PortfolioRankingRow {
  const points = values.map(([value, invested], i) => ({
    valuedAt: new Date(START + i * DAY_MS),
    totalValue: value,
    totalReturn: value - invested,
  }));
  const [lastValue, lastInvested] = values.at(-1) ?? [0, 0];
  return rowOf(portfolioId, {
    days: points.slice(0, -1),
    end: {
      valuedAt: new Date(START + (values.length - 1) * DAY_MS),
      totalValueCents: lastValue,
      investedCents: lastInvested,
    },
  });
}

const order = (ranked: { row: PortfolioRankingRow }[]) =>
  ranked.map((entry) => entry.row.portfolioId);

describe('ranking by return', () => {
  it('when returns differ, then the highest total return in cents comes first, and equal ones go to the portfolio opened first', () => {
    const ranked = rankPortfolios('return', [
      rowOf(3, { endValue: 10_500 }),
      rowOf(1, { endValue: 11_000 }),
      rowOf(4, { endValue: 9_000 }),
      rowOf(2, { endValue: 10_500 }),
    ]);

    expect(order(ranked)).toEqual([1, 2, 3, 4]);
    expect(ranked.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 1_000],
      [2, 500],
      [3, 500],
      [4, -1_000],
    ]);
  });

  it('when a bonus joined the money put in, then it is not a return: $5 gained on $105 put in is 4.76 %', () => {
    const [entry] = rankPortfolios('return', [rowOf(1, { endValue: 11_000, endInvested: 10_500 })]);

    expect(entry).toMatchObject({ score: 500, returnCents: 500, returnBasisPoints: 476 });
  });

  it('when the window starts after the portfolio did, then only the change within it counts, over the value then', () => {
    // $10 up when the window opens ($110 on $100 put in), $21 up at its end: $11 on $110 = 10 %.
    const row = rowOf(1, {
      start: { totalValueCents: 11_000, investedCents: 10_000 },
      endValue: 12_100,
    });

    expect(windowReturn(row)).toEqual({ cents: 1_100, basisPoints: 1_000 });
  });
});

describe('ranking by beating the index', () => {
  it('answers the return less the index return over the same time, in basis points', () => {
    const ranked = rankPortfolios('beat_index', [
      // +3 % while the index went 102.00 → 105.00 (+2.94 %): 6 ahead.
      rowOf(2, { endValue: 10_300, indexStartHundredths: 10_200, indexEndHundredths: 10_500 }),
      // +10 % while the index went 100.00 → 105.00 (+5 %): 500 ahead.
      rowOf(1, { endValue: 11_000, indexStartHundredths: 10_000, indexEndHundredths: 10_500 }),
      // −1 % and no refresh since it started, so the index has not moved: 100 behind.
      rowOf(3, { endValue: 9_900, indexStartHundredths: null, indexEndHundredths: 10_500 }),
    ]);

    expect(ranked.map((entry) => [entry.row.portfolioId, entry.rank, entry.score])).toEqual([
      [1, 1, 500],
      [2, 2, 6],
      [3, 3, -100],
    ]);
  });

  it('when two beat the index by the same, then the portfolio opened first ranks first', () => {
    const index = { indexStartHundredths: 10_000, indexEndHundredths: 10_100 };
    const ranked = rankPortfolios('beat_index', [
      rowOf(9, { endValue: 10_200, ...index }),
      rowOf(5, { endValue: 10_200, ...index }),
    ]);

    expect(order(ranked)).toEqual([5, 9]);
    expect(ranked.map((entry) => entry.score)).toEqual([100, 100]);
  });
});

describe('ranking by risk-adjusted return', () => {
  // Steady: +2 %, 0, +2 %, 0: mean 1 %, swing (standard deviation) 1 %: ratio 1.00.
  const steady: [number, number][] = [
    [10_000, 10_000],
    [10_200, 10_000],
    [10_200, 10_000],
    [10_404, 10_000],
    [10_404, 10_000],
  ];
  // A wild ride to the same place: +20 %, −20 %, +25 %, −13.3 %: mean 2.925 %, swing 19.80 %:
  // ratio 0.1477… → 0.15.
  const wild: [number, number][] = [
    [10_000, 10_000],
    [12_000, 10_000],
    [9_600, 10_000],
    [12_000, 10_000],
    [10_404, 10_000],
  ];

  it('when two reach the same value, then the steady climb beats the wild ride', () => {
    const ranked = rankPortfolios('risk_adjusted', [historyOf(1, wild), historyOf(2, steady)]);

    expect(ranked.map((entry) => [entry.row.portfolioId, entry.score])).toEqual([
      [2, 100],
      [1, 15],
    ]);
    // Both made the same return: only the ups and downs tell them apart.
    expect(ranked[0]?.returnCents).toBe(404);
    expect(ranked[1]?.returnCents).toBe(404);
  });

  it('when a bonus arrives midway, then it is not a daily return: the ratio stays 1.00', () => {
    // $5 of bonus from day 3 on: value and money put in both rise by it.
    const withBonus = steady.map(([value, invested], i): [number, number] =>
      i >= 2 ? [value + 500, invested + 500] : [value, invested],
    );

    const [entry] = rankPortfolios('risk_adjusted', [historyOf(1, withBonus)]);

    expect(entry?.score).toBe(100);
  });

  it(`when a portfolio has fewer than ${MIN_DAYS_FOR_RISK_ADJUSTED} days of values, then it has no score and follows the ranked ones`, () => {
    const ranked = rankPortfolios('risk_adjusted', [
      historyOf(1, steady.slice(0, 4)),
      historyOf(3, wild),
      historyOf(2, steady.slice(0, 2)),
    ]);

    expect(ranked.map((entry) => [entry.row.portfolioId, entry.rank, entry.score])).toEqual([
      [3, 1, 15],
      [1, 2, null],
      [2, 3, null],
    ]);
  });

  it("when the value now falls on the last recorded day, then it stands for that day's value", () => {
    const row = historyOf(1, steady);
    // Four recorded days and the end on the fourth day (it replaces that day's value): 4 days.
    const sameDay = {
      ...row,
      days: row.days.slice(0, 4),
      end: { ...row.end, valuedAt: new Date(START + 3 * DAY_MS + 60_000) },
    };

    expect(rankPortfolios('risk_adjusted', [sameDay])[0]?.score).toBeNull();
  });

  it('when a portfolio never moved, then there is no swing to weigh and it scores 0', () => {
    const flat: [number, number][] = Array.from({ length: 6 }, () => [10_000, 10_000]);
    const falling: [number, number][] = [
      [10_000, 10_000],
      [9_900, 10_000],
      [9_900, 10_000],
      [9_700, 10_000],
      [9_700, 10_000],
    ];

    const ranked = rankPortfolios('risk_adjusted', [historyOf(2, falling), historyOf(1, flat)]);

    expect(order(ranked)).toEqual([1, 2]);
    expect(ranked[0]?.score).toBe(0);
    expect(ranked[1]?.score).toBeLessThan(0);
  });
});
