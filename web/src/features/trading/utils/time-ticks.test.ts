import { describe, expect, it } from 'vitest';

import { getTimeTicks, MAX_TIME_TICKS } from '@/features/trading/utils/time-ticks';

// The tests run in UTC (testing/setup-tests.ts): local times below are UTC times.
const at = (iso: string) => Date.parse(iso);

function expectEvenlySpaced(ticks: number[]) {
  const gaps = ticks.slice(1).map((tick, index) => tick - (ticks[index] as number));
  expect(new Set(gaps).size).toBe(1);
}

describe('time axis ticks', () => {
  it("a young portfolio's 78 minutes (as the 1M range shows them) get labels every 15 minutes", () => {
    const { ticks, format } = getTimeTicks(at('2026-03-02T14:02:00Z'), at('2026-03-02T15:20:00Z'));

    expect(ticks.map(format)).toEqual(['2:15 PM', '2:30 PM', '2:45 PM', '3:00 PM', '3:15 PM']);
    expectEvenlySpaced(ticks);
  });

  it('a month of values gets at most 5 evenly spaced dates', () => {
    const { ticks, format } = getTimeTicks(at('2026-02-01T23:45:00Z'), at('2026-03-02T15:10:00Z'));

    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(MAX_TIME_TICKS);
    expectEvenlySpaced(ticks);
    expect(ticks.map(format)).toEqual(['Feb 8', 'Feb 15', 'Feb 22', 'Mar 1']);
  });

  it('a day across midnight names the new day at its midnight tick', () => {
    const { ticks, format } = getTimeTicks(at('2026-03-01T15:30:00Z'), at('2026-03-02T15:10:00Z'));

    expectEvenlySpaced(ticks);
    expect(ticks.map(format)).toEqual(['6:00 PM', 'Mar 2', '6:00 AM', '12:00 PM']);
  });

  it('a year gets month labels, January naming its year', () => {
    const { ticks, format } = getTimeTicks(at('2025-03-10T00:00:00Z'), at('2026-03-02T15:10:00Z'));

    expect(ticks.map(format)).toEqual(['Apr', 'Jul', 'Oct', '2026']);
  });

  it('two values minutes apart are labelled at both ends', () => {
    const first = at('2026-03-02T14:02:00Z');
    const last = at('2026-03-02T14:09:00Z');
    const { ticks, format } = getTimeTicks(first, last);

    expect(ticks).toEqual([first, last]);
    expect(ticks.map(format)).toEqual(['2:02 PM', '2:09 PM']);
  });

  it('a portfolio seconds old (made, then valued within the minute) is labelled once, not "11:16 PM" twice', () => {
    const first = at('2026-03-02T23:16:05Z');
    const { ticks, format } = getTimeTicks(first, at('2026-03-02T23:16:40Z'));

    expect(ticks.map(format)).toEqual(['11:16 PM']);
  });
});
