import { describe, expect, it } from 'vitest';
import { delayAfterFailures } from './login-throttle.store.ts';

describe('the wait after failed sign-ins from one address to one account', () => {
  it('when there were fewer than five failures, then there is no wait', () => {
    expect([0, 1, 4].map((failures) => delayAfterFailures(failures))).toEqual([0, 0, 0]);
  });

  it('when failures go on, then the wait doubles from one second and stops at 15 minutes', () => {
    expect([5, 6, 7, 8, 14].map((failures) => delayAfterFailures(failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 512_000,
    ]);
    expect(delayAfterFailures(15)).toBe(15 * 60 * 1000);
    expect(delayAfterFailures(10_000)).toBe(15 * 60 * 1000);
  });
});
