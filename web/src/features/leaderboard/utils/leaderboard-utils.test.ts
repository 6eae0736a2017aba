import type { LeaderboardEntry } from '@fc/contracts/rewards';
import { describe, expect, it } from 'vitest';

import { getNextLeaderboardOffset, type LeaderboardPage } from '@/api/get-leaderboard';
import {
  computeClubStatistics,
  flattenLeaderboard,
  sortByProfit,
} from '@/features/leaderboard/utils/leaderboard';
import { formatDollars, formatSignedDollars, formatSignedPercent } from '@/lib/money';

const entry = (id: number, points: number): LeaderboardEntry => ({
  rank: id,
  id,
  username: `u${id}`,
  firstName: '',
  lastName: '',
  points,
  streak: 0,
});

const page = (overrides: Partial<LeaderboardPage>): LeaderboardPage => ({
  entries: [],
  offset: 0,
  limit: 2,
  total: null,
  ...overrides,
});

describe('money', () => {
  it('shows cents as dollars to 2 decimals, with a sign for a return', () => {
    expect(formatDollars(1_234_567)).toBe('$12,345.67');
    expect(formatSignedDollars(123_456)).toBe('+$1,234.56');
    expect(formatSignedDollars(-1200)).toBe('-$12.00');
    expect(formatSignedDollars(0)).toBe('$0.00');
  });

  it('shows hundredths of a percent as a signed percentage', () => {
    expect(formatSignedPercent(1234)).toBe('+12.34%');
    expect(formatSignedPercent(-550)).toBe('-5.50%');
    expect(formatSignedPercent(0)).toBe('0.00%');
  });
});

describe('club statistics', () => {
  it('averages over the loaded members, rounded to a whole number', () => {
    expect(computeClubStatistics([entry(1, 10), entry(2, 5), entry(3, 0)], 3)).toEqual({
      totalMembers: 3,
      totalPoints: 15,
      averagePoints: 5,
      isComplete: true,
      sampleSize: 3,
    });
    expect(computeClubStatistics([entry(1, 2), entry(2, 1)], 2).averagePoints).toBe(2);
    expect(computeClubStatistics([entry(1, 7), entry(2, 1), entry(3, 0)], 3).averagePoints).toBe(3);
  });

  it('says the sums cover only the top N while members are still to load', () => {
    const statistics = computeClubStatistics([entry(1, 10), entry(2, 5)], 40);
    expect(statistics).toMatchObject({ totalMembers: 40, isComplete: false, sampleSize: 2 });
  });

  it('has an average of 0 and counts the loaded list when nobody is loaded or the total is unknown', () => {
    expect(computeClubStatistics([], 0).averagePoints).toBe(0);
    expect(computeClubStatistics([entry(1, 4)], null)).toMatchObject({
      totalMembers: 1,
      isComplete: true,
    });
  });
});

describe('leaderboard paging', () => {
  it('asks for the next offset until the total is reached', () => {
    expect(getNextLeaderboardOffset(page({ entries: [entry(1, 1), entry(2, 1)], total: 5 }))).toBe(
      2,
    );
    expect(
      getNextLeaderboardOffset(page({ offset: 4, entries: [entry(5, 1)], total: 5 })),
    ).toBeUndefined();
    expect(getNextLeaderboardOffset(page({ entries: [], total: 5 }))).toBeUndefined();
  });

  it('without a total, keeps going only after a full page', () => {
    expect(getNextLeaderboardOffset(page({ entries: [entry(1, 1), entry(2, 1)] }))).toBe(2);
    expect(getNextLeaderboardOffset(page({ entries: [entry(1, 1)] }))).toBeUndefined();
  });

  it('lists a member who moved between two pages once', () => {
    const merged = flattenLeaderboard([
      page({ entries: [entry(1, 9), entry(2, 8)] }),
      page({ offset: 2, entries: [entry(2, 8), entry(3, 7)] }),
    ]);
    expect(merged.map((member) => member.id)).toEqual([1, 2, 3]);
  });
});

describe('investment order', () => {
  it('puts the highest profit first', () => {
    const investors = [-5, 300, 0].map((totalReturn, id) => ({
      rank: id + 1,
      id,
      username: '',
      firstName: '',
      lastName: '',
      totalReturn,
      totalReturnPercent: 0,
      totalValue: 0,
    }));
    expect(sortByProfit(investors).map((investor) => investor.totalReturn)).toEqual([300, 0, -5]);
  });
});
