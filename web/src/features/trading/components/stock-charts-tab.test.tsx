import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { alex, renderTrading, requestedUrls } from '@/features/trading/testing/render-trading';
import { buildUser } from '@/testing/test-utils';
import { buildCandles, buildStock } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

/** 12 stocks whose symbols sort S00 … S11, answered in a shuffled order. */
const manyStocks = Array.from({ length: 12 }, (_, index) =>
  buildStock({ id: 100 + index, symbol: `S${String(index).padStart(2, '0')}` }),
).reverse();

async function openCharts(options: Parameters<typeof renderTrading>[0] = {}) {
  const view = renderTrading(options);
  await view.user.click(await screen.findByRole('tab', { name: 'Stock Charts' }));
  await screen.findByTestId('candlestick-chart');
  return view;
}

function drawnLines(): string[] {
  return within(screen.getByRole('list', { name: 'Drawn lines' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('stock charts', () => {
  it('offers buttons for the first 10 stocks by symbol, and adds the chosen one when it is further down', async () => {
    const routes = {
      'GET /api/stocks': { body: manyStocks },
      'GET /api/stocks/111/candles': { body: buildCandles() },
      'GET /api/stocks/100/candles': { body: buildCandles() },
    };
    const { user } = renderTrading({ routes });
    await user.click(await screen.findByRole('tab', { name: 'Stock Charts' }));

    const group = screen.getByRole('group', { name: 'Stocks to chart' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['S00', 'S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07', 'S08', 'S09']);
    expect(within(group).getByRole('button', { name: 'S00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Browse Stocks' }));
    await user.click(screen.getByRole('button', { name: 'Trade S11' }));

    const buttons = within(screen.getByRole('group', { name: 'Stocks to chart' })).getAllByRole(
      'button',
    );
    expect(buttons).toHaveLength(11);
    expect(buttons[10]).toHaveTextContent('S11');
    expect(buttons[10]).toHaveAttribute('aria-pressed', 'true');
  });

  it('fetches hourly candles first and daily ones after choosing Daily', async () => {
    const { user, fetchMock } = await openCharts();

    expect(requestedUrls(fetchMock, '/api/stocks/1/candles')).toEqual([
      '/api/stocks/1/candles?interval=hour',
    ]);

    await user.click(screen.getByRole('button', { name: 'Daily' }));

    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/stocks/1/candles')).toContain(
        '/api/stocks/1/candles?interval=day',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('candlestick-chart')).toHaveAttribute('data-interval', 'day'),
    );
  });

  it('draws support at 1.02 × the lowest low and resistance at 0.98 × the highest high when toggled on', async () => {
    const candles = [
      { time: 1_772_323_200, open: 10_000, high: 10_500, low: 9_800, close: 10_200 },
      { time: 1_772_326_800, open: 10_200, high: 11_000, low: 10_000, close: 10_900 },
    ];
    const { user } = await openCharts({
      routes: { 'GET /api/stocks/1/candles': { body: candles } },
    });
    const toggle = screen.getByRole('button', { name: 'Support & Resistance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(drawnLines()).toEqual([]);

    await user.click(toggle);

    // 9,800 × 1.02 = 9,996 cents; 11,000 × 0.98 = 10,780 cents.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(drawnLines()).toEqual(['support $99.96', 'resistance $107.80']);
    expect(screen.getByRole('list', { name: 'Lines on the chart' })).toHaveTextContent(
      'Support at $99.96',
    );

    await user.click(toggle);
    expect(drawnLines()).toEqual([]);
  });

  it('adds a custom line at a price, refuses a non-numeric one with the reason, and removes it again', async () => {
    const { user } = await openCharts();
    const price = screen.getByRole('textbox', { name: 'Line price ($)' });

    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(drawnLines()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Custom lines' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the price as a number of dollars, e.g. 150.00.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Enter the price as a number of dollars, e.g. 150.00.',
    );

    await user.clear(price);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(price, '185.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Line type' }), 'resistance');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(drawnLines()).toEqual(['resistance $185.50']);
    expect(price).toHaveValue('');
    const custom = screen.getByRole('list', { name: 'Custom lines' });
    expect(custom).toHaveTextContent('Resistance at $185.50');

    await user.click(
      within(custom).getByRole('button', { name: 'Remove resistance line at $185.50' }),
    );

    expect(drawnLines()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Custom lines' })).not.toBeInTheDocument();
  });

  it.each(['-5', '-$12.50', '0', '0.001'])(
    'refuses a line at %s with a message beside the price, and adds nothing',
    async (typed) => {
      const { user } = await openCharts();
      const price = screen.getByRole('textbox', { name: 'Line price ($)' });

      await user.type(price, typed);
      await user.click(screen.getByRole('button', { name: 'Add' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        'A line needs a price above $0: a stock never trades below zero.',
      );
      expect(price).toHaveValue(typed);
      expect(drawnLines()).toEqual([]);
      expect(screen.queryByRole('list', { name: 'Custom lines' })).not.toBeInTheDocument();
    },
  );

  it('draws a custom line beyond the candles and says the chart is scaled to show it', async () => {
    const candles = [
      { time: 1_772_323_200, open: 10_000, high: 10_500, low: 9_800, close: 10_200 },
      { time: 1_772_326_800, open: 10_200, high: 11_000, low: 10_000, close: 10_900 },
    ];
    const { user } = await openCharts({
      routes: { 'GET /api/stocks/1/candles': { body: candles } },
    });
    const price = screen.getByRole('textbox', { name: 'Line price ($)' });

    await user.type(price, '250');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Line type' }), 'resistance');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(price, '50');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(price, '105');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(drawnLines()).toEqual(['resistance $250.00', 'resistance $50.00', 'resistance $105.00']);
    const listed = within(screen.getByRole('list', { name: 'Lines on the chart' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      "Custom resistance at $250.00 (above this period's high: the chart is scaled up to show it)",
      "Custom resistance at $50.00 (below this period's low: the chart is scaled down to show it)",
      'Custom resistance at $105.00',
    ]);
  });

  it("shows the first 6 stocks as 'Popular Stocks' cards with price and change", async () => {
    const routes = {
      'GET /api/stocks': { body: manyStocks },
      'GET /api/stocks/100/candles': { body: buildCandles() },
    };
    await openCharts({ routes });

    const popular = screen.getByRole('region', { name: 'Popular Stocks' });
    const cards = within(popular).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent?.slice(0, 3))).toEqual([
      'S00',
      'S01',
      'S02',
      'S03',
      'S04',
      'S05',
    ]);
    expect(cards[0]).toHaveTextContent('$100.00');
    expect(cards[0]).toHaveTextContent('0.00%');
  });

  it('describes the candles in text: open, high, low and close of the period', async () => {
    const candles = [
      { time: 1_772_323_200, open: 10_000, high: 10_500, low: 9_800, close: 10_200 },
      { time: 1_772_326_800, open: 10_200, high: 11_000, low: 10_000, close: 10_900 },
    ];
    await openCharts({ routes: { 'GET /api/stocks/1/candles': { body: candles } } });

    const period = screen.getByText('Open').closest('dl')!;
    expect(period).toHaveTextContent('Open$100.00');
    expect(period).toHaveTextContent('High$110.00');
    expect(period).toHaveTextContent('Low$98.00');
    expect(period).toHaveTextContent('Close$109.00');
  });

  it('without Advanced Chart Tools, names the locked feature; with it, offers the moving average', async () => {
    await openCharts();
    expect(screen.getByText('Advanced Chart Tools')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /moving average/ })).not.toBeInTheDocument();
  });

  it('with advanced_charts, draws a moving average that can be switched off', async () => {
    const { user } = await openCharts({
      session: buildUser({ ...alex, unlockedFeatures: ['advanced_charts'] }),
    });

    expect(screen.queryByText('Advanced Chart Tools')).not.toBeInTheDocument();
    // 24 candles, averaged over 5: 20 points.
    expect(screen.getByText('Moving average of 20 points')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '5-period moving average' }));

    expect(screen.queryByText(/Moving average of/)).not.toBeInTheDocument();
  });

  it('when a stock has no price history yet, then it says so instead of an empty chart', async () => {
    const { user } = renderTrading({ routes: { 'GET /api/stocks/1/candles': { body: [] } } });
    await user.click(await screen.findByRole('tab', { name: 'Stock Charts' }));

    expect(await screen.findByText(/No price history for AAPL yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('candlestick-chart')).not.toBeInTheDocument();
  });
});
