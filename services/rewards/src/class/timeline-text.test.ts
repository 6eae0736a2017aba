import { describe, expect, it } from 'vitest';
import { formatCents, ordinal, quizPercent, reviewText, tradeText } from './timeline-text.ts';

describe('timeline text', () => {
  it('when cents are shown, then as dollars with two decimals and thousands separators', () => {
    expect(formatCents(19_000)).toBe('$190.00');
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('when a rank is shown, then with its English ordinal suffix', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('when a quiz score is turned into a percent, then it is rounded to a whole percent', () => {
    expect(quizPercent(2, 3)).toBe(67);
    expect(quizPercent(0, 7)).toBe(0);
    expect(quizPercent(7, 7)).toBe(100);
  });

  it('when a trade or a review is described, then in words a teacher reads', () => {
    expect(
      tradeText({
        type: 'buy',
        shares: 5,
        symbol: 'AAPL',
        priceCents: 19_000,
        orderType: 'market',
      }),
    ).toBe('Bought 5 AAPL at $190.00');
    expect(
      tradeText({
        type: 'sell',
        shares: 2,
        symbol: 'MSFT',
        priceCents: 41_050,
        orderType: 'limit',
      }),
    ).toBe('Sold 2 MSFT at $410.50 (limit order)');
    expect(reviewText(3)).toBe('Reviewed a card (Good)');
    expect(reviewText(1)).toBe('Reviewed a card (Again)');
  });
});
