import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading } from '@/features/trading/testing/render-trading';
import { formatDateTime } from '@/lib/dates';
import { apple, buildHolding, buildTransaction, tesla } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

function bodyRows(tableName: string): HTMLElement[] {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
}

describe('my holdings', () => {
  it('lists each position with shares, average cost, price, value and a coloured unrealized gain, all in dollars', async () => {
    const { user } = renderTrading({
      routes: {
        'GET /api/portfolios/11/holdings': {
          body: [
            buildHolding(apple, {
              shares: 1_200,
              averageCost: 15_025,
              currentValue: 22_740_000,
              unrealizedGain: 4_710_000,
              unrealizedGainPercent: 2612,
            }),
            buildHolding(tesla, {
              shares: 3,
              averageCost: 30_000,
              currentValue: 74_430,
              unrealizedGain: -15_570,
              unrealizedGainPercent: -1730,
            }),
          ],
        },
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'My Holdings' }));

    const [first, second] = bodyRows('My Holdings');
    expect(first).toHaveTextContent('AAPL');
    expect(first).toHaveTextContent('Apple Inc.');
    expect(first).toHaveTextContent('1,200');
    expect(first).toHaveTextContent('$150.25');
    expect(first).toHaveTextContent('$189.50');
    expect(first).toHaveTextContent('$227,400.00');
    expect(within(first!).getByText('+$47,100.00')).toHaveClass('text-green-700');
    expect(within(first!).getByText('+26.12%')).toHaveClass('text-green-700');

    expect(second).toHaveTextContent('TSLA');
    expect(second).toHaveTextContent('$744.30');
    expect(within(second!).getByText('-$155.70')).toHaveClass('text-red-700');
    expect(within(second!).getByText('-17.30%')).toHaveClass('text-red-700');
  });

  it("says 'No holdings yet' and leads to the stocks when nothing is held", async () => {
    const { user } = renderTrading({ routes: { 'GET /api/portfolios/11/holdings': { body: [] } } });

    await user.click(await screen.findByRole('tab', { name: 'My Holdings' }));

    expect(await screen.findByRole('heading', { name: 'No holdings yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Stocks' }));
    expect(screen.getByRole('tab', { name: 'Browse Stocks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('trade history', () => {
  it('lists trades newest first with date and time, a BUY/SELL badge, symbol, shares, price and total in dollars', async () => {
    const { user } = renderTrading({
      routes: {
        'GET /api/portfolios/11/transactions': {
          body: [
            buildTransaction(tesla, {
              id: 2,
              type: 'sell',
              shares: 2,
              price: 24_810,
              totalAmount: 49_620,
              createdAt: '2026-03-02T16:05:00.000Z',
            }),
            buildTransaction(apple, {
              id: 1,
              type: 'buy',
              shares: 1_000,
              price: 18_950,
              totalAmount: 18_950_000,
              createdAt: '2026-03-01T15:30:00.000Z',
            }),
          ],
        },
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Trade History' }));
    await screen.findByRole('table', { name: 'Trade History' });

    const [newest, oldest] = bodyRows('Trade History');
    expect(newest).toHaveTextContent(formatDateTime('2026-03-02T16:05:00.000Z'));
    expect(within(newest!).getByText('SELL')).toBeInTheDocument();
    expect(newest).toHaveTextContent('TSLA');
    expect(newest).toHaveTextContent('$248.10');
    expect(newest).toHaveTextContent('$496.20');

    expect(within(oldest!).getByText('BUY')).toBeInTheDocument();
    expect(oldest).toHaveTextContent('AAPL');
    expect(oldest).toHaveTextContent('1,000');
    expect(oldest).toHaveTextContent('$189,500.00');
  });

  it("says 'No trades yet' before the first trade", async () => {
    const { user } = renderTrading();

    await user.click(await screen.findByRole('tab', { name: 'Trade History' }));

    expect(await screen.findByRole('heading', { name: 'No trades yet' })).toBeInTheDocument();
  });

  it('when the history cannot be loaded, then it offers to try again', async () => {
    const { user } = renderTrading({
      routes: { 'GET /api/portfolios/11/transactions': { status: 500 } },
    });

    await user.click(await screen.findByRole('tab', { name: 'Trade History' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your trade history');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
