import { describe, expect, it } from 'vitest';
import { contestCommissionCents, isTradableInContest } from './contest-rules.ts';
import type { AllowedStocks } from './contests.ts';

describe('contest rules', () => {
  it('when a contest charges a flat or a percent commission, then each trade pays it, a percent rounded to the cent', () => {
    expect(contestCommissionCents({ kind: 'none' }, 13_320)).toBe(0);
    expect(contestCommissionCents(undefined, 13_320)).toBe(0);
    expect(contestCommissionCents({ kind: 'flat', cents: 500 }, 13_320)).toBe(500);
    // 0.25 % of $133.20 is 33.3 cents.
    expect(contestCommissionCents({ kind: 'percent', basisPoints: 25 }, 13_320)).toBe(33);
    expect(contestCommissionCents({ kind: 'percent', basisPoints: 50 }, 13_300)).toBe(67);
  });

  it('when a contest allows some symbols or sectors, then only those are tradable, premium ones only if it allows them', () => {
    const only = {
      allowedStocks: { kind: 'symbols', symbols: ['AAPL', 'F'] } as AllowedStocks,
      premiumAllowed: false,
    };
    const apple = { symbol: 'AAPL', sector: 'Technology', exclusive: false };
    const ford = { symbol: 'F', sector: 'Automotive', exclusive: false };
    const microsoft = { symbol: 'MSFT', sector: 'Technology', exclusive: false };
    const nvidia = { symbol: 'NVDA', sector: 'Technology', exclusive: true };
    expect([apple, ford, microsoft].filter((stock) => isTradableInContest(only, stock))).toEqual([
      apple,
      ford,
    ]);
    const tech = { allowedStocks: { kind: 'sectors', sectors: ['Technology'] } as AllowedStocks };
    expect(isTradableInContest({ ...tech, premiumAllowed: false }, microsoft)).toBe(true);
    expect(isTradableInContest({ ...tech, premiumAllowed: false }, nvidia)).toBe(false);
    expect(isTradableInContest({ ...tech, premiumAllowed: true }, nvidia)).toBe(true);
    expect(isTradableInContest({ ...tech, premiumAllowed: true }, ford)).toBe(false);
  });
});
