import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading, requestedUrls } from '@/features/trading/testing/render-trading';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

function stockRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Stocks' });
  return within(table).getAllByRole('row').slice(1);
}

function rowOf(symbol: string): HTMLElement {
  const row = stockRows().find((element) =>
    within(within(element).getByRole('rowheader')).queryByText(symbol, { exact: true }),
  );
  if (!row) throw new Error(`No row for ${symbol}`);
  return row;
}

describe('browse stocks', () => {
  it('lists every stock by symbol with its name, sector, price in dollars, coloured change and risk label', async () => {
    renderTrading();

    await waitFor(() => expect(stockRows()).toHaveLength(4));
    expect(stockRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      expect.stringMatching(/^AAPL/),
      expect.stringMatching(/^BRK\.A/),
      expect.stringMatching(/^MSFT/),
      expect.stringMatching(/^TSLA/),
    ]);

    const apple = rowOf('AAPL');
    expect(apple).toHaveTextContent('Apple Inc.');
    expect(apple).toHaveTextContent('Technology');
    expect(apple).toHaveTextContent('$189.50');
    expect(within(apple).getByText('+1.23%')).toHaveClass('text-green-700');
    expect(apple).toHaveTextContent('Low risk');

    const tesla = rowOf('TSLA');
    expect(within(tesla).getByText('-3.10%')).toHaveClass('text-red-700');
    expect(tesla).toHaveTextContent('Very High risk');

    expect(rowOf('BRK.A')).toHaveTextContent('$625,000.00');
  });

  it('filters by symbol or name, ignoring case, and says when nothing matches', async () => {
    const { user } = renderTrading();
    await waitFor(() => expect(stockRows()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search stocks' });

    await user.type(search, 'msft');
    expect(stockRows()).toHaveLength(1);
    expect(rowOf('MSFT')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'TESLA');
    expect(stockRows()).toHaveLength(1);
    expect(rowOf('TSLA')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'corp');
    expect(stockRows()).toHaveLength(1);
    expect(rowOf('MSFT')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryByRole('table', { name: 'Stocks' })).not.toBeInTheDocument();
    expect(screen.getByText(/No stocks match “zzz”/)).toBeInTheDocument();

    await user.clear(search);
    expect(stockRows()).toHaveLength(4);
  });

  it('marks premium stocks and, without Premium Stock Access, says they are locked', async () => {
    renderTrading();
    await waitFor(() => expect(stockRows()).toHaveLength(4));

    const berkshire = rowOf('BRK.A');
    expect(within(berkshire).getByText('Premium')).toBeInTheDocument();
    expect(within(berkshire).getByText('Locked')).toBeInTheDocument();
    expect(within(rowOf('AAPL')).queryByText('Premium')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Premium stocks can be traded once you unlock Premium Stock Access/),
    ).toBeInTheDocument();
  });

  it('Trade switches to the Stock Charts tab with that stock chosen and its chart shown', async () => {
    const { user, fetchMock } = renderTrading();
    await waitFor(() => expect(stockRows()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Trade MSFT' }));

    expect(screen.getByRole('tab', { name: 'Stock Charts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Trade MSFT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MSFT' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Number of shares' })).toHaveFocus();
    expect(await screen.findByTestId('candlestick-chart')).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/stocks/2/candles')).toEqual([
      '/api/stocks/2/candles?interval=hour',
    ]);
  });

  it('when the stocks cannot be loaded, then it offers to try again', async () => {
    let answer: { status: number; body?: unknown } = { status: 500 };
    const { user } = renderTrading({ routes: { 'GET /api/stocks': () => answer } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the stocks');

    answer = { status: 200, body: [] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No stocks listed yet')).toBeInTheDocument();
  });
});
