import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading } from '@/features/trading/testing/render-trading';
import { callsTo } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';
import { apple, buildPortfolio, buildTransaction } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

const tradeResult = {
  transaction: buildTransaction(apple, { id: 99, shares: 3 }),
  portfolio: buildPortfolio(),
};

/** Opens /trading and presses Trade on `symbol`: the charts tab with the trade panel. */
async function openTradePanel(symbol: string, options: Parameters<typeof renderTrading>[0] = {}) {
  const view = renderTrading(options);
  await view.user.click(await screen.findByRole('button', { name: `Trade ${symbol}` }));
  return view;
}

function sharesField(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Number of shares' });
}

describe('trade panel', () => {
  it('shows the chosen stock, its price and the estimated total as shares are typed', async () => {
    const { user } = await openTradePanel('AAPL');

    const panel = screen.getByRole('region', { name: 'Trade AAPL' });
    expect(panel).toHaveTextContent('Apple Inc.');
    expect(panel).toHaveTextContent('Price per share$189.50');
    expect(panel).toHaveTextContent('Cash available$8,123.45');
    expect(await within(panel).findByText('10 shares')).toBeInTheDocument();

    await user.type(sharesField(), '12');

    expect(panel).toHaveTextContent('Estimated total: $2,274.00');
  });

  it('keeps Buy and Sell disabled while the share field is empty', async () => {
    const { user } = await openTradePanel('AAPL');

    expect(screen.getByRole('button', { name: 'Buy AAPL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeDisabled();

    await user.type(sharesField(), '1');

    expect(screen.getByRole('button', { name: 'Buy AAPL' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeEnabled();
  });

  it('buying posts the stock, shares and type, toasts, refreshes the portfolio and clears the field and the choice', async () => {
    let answerTrade: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answerTrade = resolve));
    const { user, fetchMock } = renderTrading({
      routes: {
        'POST /api/portfolios/11/trade': async () => {
          await gate;
          return { status: 201, body: tradeResult };
        },
      },
    });
    // The history has been looked at once before the trade.
    await user.click(await screen.findByRole('tab', { name: 'Trade History' }));
    expect(await screen.findByText('No trades yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Browse Stocks' }));
    await user.click(await screen.findByRole('button', { name: 'Trade AAPL' }));
    await screen.findByText('10 shares');
    const before = {
      portfolio: callsTo(fetchMock, 'GET', '/api/users/7/portfolio').length,
      holdings: callsTo(fetchMock, 'GET', '/api/portfolios/11/holdings').length,
      performance: callsTo(fetchMock, 'GET', '/api/portfolios/11/performance').length,
    };

    await user.type(sharesField(), '3');
    await user.click(screen.getByRole('button', { name: 'Buy AAPL' }));

    // While the trade is in flight, neither button can send another.
    expect(screen.getByRole('button', { name: 'Buy AAPL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sell AAPL' })).toBeDisabled();
    answerTrade();

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Trade executed successfully!'));
    expect(getOnlyToast()).toHaveTextContent('Your portfolio has been updated.');
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/trade').map((call) => call.json)).toEqual(
      [{ stockId: 1, shares: 3, type: 'buy' }],
    );
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET', '/api/users/7/portfolio').length).toBe(before.portfolio + 1);
      expect(callsTo(fetchMock, 'GET', '/api/portfolios/11/holdings').length).toBe(
        before.holdings + 1,
      );
      expect(callsTo(fetchMock, 'GET', '/api/portfolios/11/performance').length).toBe(
        before.performance + 1,
      );
    });

    // The choice is cleared: the panel asks for a stock again, and the field starts empty.
    expect(screen.queryByRole('textbox', { name: 'Number of shares' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trade AAPL' }));
    expect(sharesField()).toHaveValue('');

    // The history, opened again, is fetched again.
    await user.click(screen.getByRole('tab', { name: 'Trade History' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/portfolios/11/transactions')).toHaveLength(2),
    );
  });

  it('selling sends type "sell"', async () => {
    const { user, fetchMock } = await openTradePanel('AAPL', {
      routes: { 'POST /api/portfolios/11/trade': { status: 201, body: tradeResult } },
    });

    await user.type(sharesField(), '4');
    await user.click(screen.getByRole('button', { name: 'Sell AAPL' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Trade executed successfully!'));
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/trade')[0]?.json).toEqual({
      stockId: 1,
      shares: 4,
      type: 'sell',
    });
  });

  it("when the server refuses the trade, then it toasts 'Trade failed' with the server's message and keeps the field", async () => {
    const { user } = await openTradePanel('AAPL', {
      routes: {
        'POST /api/portfolios/11/trade': {
          status: 400,
          body: { code: 'INSUFFICIENT_CASH', message: 'Insufficient cash for this purchase' },
        },
      },
    });

    await user.type(sharesField(), '5000');
    await user.click(screen.getByRole('button', { name: 'Buy AAPL' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Trade failed'));
    expect(getOnlyToast()).toHaveTextContent('Insufficient cash for this purchase');
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
    expect(sharesField()).toHaveValue('5000');
    expect(screen.getByRole('button', { name: 'Buy AAPL' })).toBeEnabled();
  });

  it("when the trade fails without a message, then the toast says 'Failed to execute trade'", async () => {
    const { user } = await openTradePanel('AAPL', {
      routes: {
        'POST /api/portfolios/11/trade': { status: 502, body: '<html>Bad gateway</html>' },
      },
    });

    await user.type(sharesField(), '1');
    await user.click(screen.getByRole('button', { name: 'Buy AAPL' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Trade failed'));
    expect(getOnlyToast()).toHaveTextContent('Failed to execute trade');
  });

  it.each(['0', '2.5', 'abc', '-3'])(
    "when the share count is '%s', then it toasts 'Invalid amount' and sends nothing",
    async (shares) => {
      const { user, fetchMock } = await openTradePanel('AAPL', {
        routes: { 'POST /api/portfolios/11/trade': { status: 201, body: tradeResult } },
      });

      await user.type(sharesField(), shares);
      await user.click(screen.getByRole('button', { name: 'Buy AAPL' }));

      expect(getOnlyToast()).toHaveTextContent('Invalid amount');
      expect(getOnlyToast()).toHaveTextContent('Please enter a valid number of shares');
      expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/trade')).toHaveLength(0);
    },
  );

  it('a premium stock without Premium Stock Access shows a lock hint (the server decides)', async () => {
    await openTradePanel('BRK.A');

    const panel = screen.getByRole('region', { name: 'Trade BRK.A' });
    expect(panel).toHaveTextContent('Premium Stock Access is locked');
  });

  it('a guest sees "Sign in to trade" with a way to the sign-in screen instead of the panel', async () => {
    const { user, router } = await openTradePanel('AAPL', { session: 'guest' });

    expect(screen.getByRole('heading', { name: 'Sign in to trade' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Number of shares' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy AAPL' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('candlestick-chart')).toBeInTheDocument();

    const prompt = screen.getByRole('region', { name: 'Sign in to trade' });
    await user.click(within(prompt).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
