import { describe, expect, it } from 'vitest';

import { balanceAfter, projectDeposits } from '@/features/budgeting/utils/deposit-projection';

describe('balanceAfter', () => {
  it('with no interest, is the deposits alone', () => {
    expect(balanceAfter(60_000, 0, 24)).toBe(1_440_000);
    expect(balanceAfter(60_000, 0.07, 0)).toBe(0);
  });

  it('deposits at the start of each month and compounds monthly', () => {
    // $100 a month at 12 % a year (1 % a month) for a year:
    // 100 × ((1.01^12 − 1) ÷ 0.01) × 1.01 = 100 × 12.682503 × 1.01 = $1,280.93.
    expect(balanceAfter(10_000, 0.12, 12)).toBe(128_093);
    // Two months at 1 % a month: (100 × 1.01 + 100) × 1.01 = $203.01.
    expect(balanceAfter(10_000, 0.12, 2)).toBe(20_301);
  });
});

describe('projectDeposits', () => {
  it('gives a point a year from nothing, each line in order: deposits ≤ savings ≤ low ≤ typical ≤ high', () => {
    const points = projectDeposits(60_000, 10);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ year: 0, deposited: 0, savings: 0, low: 0, typical: 0, high: 0 });
    const last = points[10];
    // $600 a month for 10 years: 120 deposits, $72,000. At 2 % a year, 600 × ((1 + 0.02/12)^120 − 1)
    // ÷ (0.02/12) × (1 + 0.02/12) = 600 × 132.9409 = $79,764.52; at 7 %, 600 × 174.0945 = $104,456.68.
    expect(last).toMatchObject({
      year: 10,
      deposited: 7_200_000,
      savings: 7_976_452,
      typical: 10_445_668,
    });
    for (const point of points) {
      expect(point.deposited).toBeLessThanOrEqual(point.savings);
      expect(point.savings).toBeLessThanOrEqual(point.low);
      expect(point.low).toBeLessThanOrEqual(point.typical);
      expect(point.typical).toBeLessThanOrEqual(point.high);
    }
  });
});
