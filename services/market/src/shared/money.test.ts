import { describe, expect, it } from 'vitest';
import { dollarsToCents, isWholeCents } from './money.ts';

describe('dollarsToCents', () => {
  it('when a number has at most two decimals, then it is exactly those cents', () => {
    expect(dollarsToCents(12)).toBe(1200);
    expect(dollarsToCents(0.1)).toBe(10);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1234567.89)).toBe(123456789);
    expect(dollarsToCents(-4.05)).toBe(-405);
  });

  it('when it has fractions of a cent, then it rounds half away from zero on its digits as written', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point: Math.round would give 100.
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(1.0049)).toBe(100);
    expect(dollarsToCents(187.4351)).toBe(18744);
    expect(dollarsToCents(0.004)).toBe(0);
    expect(dollarsToCents(-1.005)).toBe(-101);
  });

  it('when it is written with an exponent, then it is no number of cents', () => {
    expect(dollarsToCents(1e-7)).toBeNaN();
    expect(dollarsToCents(1e21)).toBeNaN();
  });
});

describe('isWholeCents', () => {
  it('when it has at most two decimals, then yes; otherwise no', () => {
    expect([12, 0.5, 19.99, -3.1].every(isWholeCents)).toBe(true);
    expect([1.005, 0.1 + 0.2, 1e-7, 1e21].some(isWholeCents)).toBe(false);
  });
});
