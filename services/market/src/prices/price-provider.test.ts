import { describe, expect, it } from 'vitest';
import { assertCompletePrices, PriceProviderError } from './price-provider.ts';

const stocks = [{ symbol: 'AAPL' }, { symbol: 'MSFT' }];

describe('assertCompletePrices', () => {
  it('when every stock has a positive whole number of cents, then it passes', () => {
    expect(() =>
      assertCompletePrices(
        stocks,
        new Map([
          ['AAPL', 27_149],
          ['MSFT', 1],
        ]),
        'test',
      ),
    ).not.toThrow();
  });

  it.each([
    ['a stock is missing', new Map([['AAPL', 27_149]]), 'test: no price for MSFT'],
    [
      'a price is zero',
      new Map([
        ['AAPL', 27_149],
        ['MSFT', 0],
      ]),
      'test: the price for MSFT is 0',
    ],
    [
      'a price is negative',
      new Map([
        ['AAPL', -5],
        ['MSFT', 1],
      ]),
      'test: the price for AAPL is -5',
    ],
    [
      'a price has fractions of a cent',
      new Map([
        ['AAPL', 27_149.5],
        ['MSFT', 1],
      ]),
      'test: the price for AAPL is 27149.5',
    ],
    [
      'a price is not a number',
      new Map([
        ['AAPL', Number.NaN],
        ['MSFT', 1],
      ]),
      'test: the price for AAPL is NaN',
    ],
  ])('when %s, then it throws a PriceProviderError naming the stock', (_, prices, message) => {
    expect(() => assertCompletePrices(stocks, prices, 'test')).toThrow(PriceProviderError);
    expect(() => assertCompletePrices(stocks, prices, 'test')).toThrow(message);
  });
});
