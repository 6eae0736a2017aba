import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { alex, renderTrading, requestedUrls } from '@/features/trading/testing/render-trading';
import { formatShortDateTime, formatTime } from '@/lib/dates';
import { callsTo, requestedPaths } from '@/testing/mock-fetch';
import { buildUser } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';
import { buildPortfolio, buildStatus, stocks } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

/** The value shown for `label` in the portfolio summary. */
function summaryValue(label: string): HTMLElement {
  const summary = screen.getByRole('region', { name: 'Portfolio summary' });
  const term = within(summary)
    .getAllByRole('term')
    .find((element) => element.textContent?.trim() === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No summary value for ${label}`);
  return value;
}

describe('investment simulator page', () => {
  it('shows the live market data: last refresh as a local time, the 15-minute schedule, the next refresh and the stock count', async () => {
    renderTrading({
      routes: {
        'GET /api/stocks/status': {
          body: buildStatus({
            stockCount: 62,
            lastUpdatedAt: '2026-03-02T14:45:00.000Z',
            nextUpdateAt: '2026-03-02T15:00:00.000Z',
          }),
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investment Simulator' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Market Data' });
    await within(card).findByText('62 stocks');
    expect(card).toHaveTextContent(`Last updated ${formatTime('2026-03-02T14:45:00.000Z')}`);
    expect(card).toHaveTextContent('Prices refresh every 15 minutes');
    expect(card).toHaveTextContent(`next at ${formatTime('2026-03-02T15:00:00.000Z')}`);
  });

  it('names simulated prices "Simulated market", never "Live"', async () => {
    renderTrading({
      routes: { 'GET /api/stocks/status': { body: buildStatus({ provider: 'simulated' }) } },
    });

    const card = await screen.findByRole('region', { name: 'Market Data' });
    expect(await within(card).findByText('Simulated market')).toBeInTheDocument();
    expect(card).toHaveTextContent('Practice prices from a simulated market, not real quotes.');
    expect(card).not.toHaveTextContent(/live/i);
  });

  it('names Finnhub prices "Live: Finnhub"', async () => {
    renderTrading({
      routes: { 'GET /api/stocks/status': { body: buildStatus({ provider: 'finnhub' }) } },
    });

    const card = await screen.findByRole('region', { name: 'Market Data' });
    expect(await within(card).findByText('Live: Finnhub')).toBeInTheDocument();
    expect(card).toHaveTextContent('Real market quotes from Finnhub.');
  });

  it('shows the five summary cards in dollars, with a signed, coloured total return', async () => {
    renderTrading({
      routes: {
        'GET /api/users/7/portfolio': {
          body: buildPortfolio({
            totalValue: 1_046_912,
            cashBalance: 812_345,
            holdingsValue: 234_567,
            totalReturn: -12_345,
            totalReturnPercent: -123,
          }),
        },
      },
    });

    await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(summaryValue('Portfolio Value')).toHaveTextContent('$10,469.12');
    expect(summaryValue('Cash Balance')).toHaveTextContent('$8,123.45');
    expect(summaryValue('Holdings Value')).toHaveTextContent('$2,345.67');
    expect(summaryValue('Total Return')).toHaveTextContent('-$123.45');
    expect(summaryValue('Total Return')).toHaveTextContent('-1.23%');
    expect(within(summaryValue('Total Return')).getByText('-$123.45')).toHaveClass('text-red-700');
    await waitFor(() => expect(summaryValue('Positions')).toHaveTextContent('1'));
  });

  it('when the portfolio does not exist, then it says "Portfolio not found" and can try again', async () => {
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Portfolio not found' },
    };
    const { user, fetchMock } = renderTrading({
      routes: { 'GET /api/users/7/portfolio': () => answer },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Portfolio not found');
    expect(alert).toHaveTextContent('Unable to load your trading portfolio.');

    answer = { status: 200, body: buildPortfolio() };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Portfolio summary' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/users/7/portfolio')).toHaveLength(2);
  });

  it('shows the performance chart with a 1D/1W/1M/1Y selector that fetches the chosen range', async () => {
    const { user, fetchMock } = renderTrading();

    const card = await screen.findByRole('region', { name: 'Portfolio Performance' });
    expect(await within(card).findByTestId('performance-chart')).toHaveAttribute(
      'data-points',
      '3',
    );
    expect(card).toHaveTextContent('+$469.12 over the last week');

    await user.click(within(card).getByRole('button', { name: '1M' }));

    expect(within(card).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/portfolios/11/performance')).toEqual([
        '/api/portfolios/11/performance?range=1W',
        '/api/portfolios/11/performance?range=1M',
      ]),
    );
  });

  it('when the portfolio has fewer than 2 recorded values, then the chart says its history comes later', async () => {
    renderTrading({
      routes: {
        'GET /api/portfolios/11/performance': {
          body: [{ valuedAt: '2026-03-02T15:00:00.000Z', totalValue: 1_000_000, totalReturn: 0 }],
        },
      },
    });

    expect(
      await screen.findByText(
        'Your portfolio history will appear here after the next price refresh.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('performance-chart')).not.toBeInTheDocument();
  });

  it('when the portfolio is younger than the range, then the chart says where its history starts and that it grows with every refresh', async () => {
    const { user } = renderTrading({
      routes: {
        'GET /api/portfolios/11/performance': {
          body: [
            { valuedAt: '2026-03-02T14:02:00.000Z', totalValue: 1_000_000, totalReturn: 0 },
            { valuedAt: '2026-03-02T14:45:00.000Z', totalValue: 1_000_000, totalReturn: 0 },
            { valuedAt: '2026-03-02T15:10:00.000Z', totalValue: 1_001_250, totalReturn: 1_250 },
          ],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Portfolio Performance' });
    await user.click(within(card).getByRole('button', { name: '1M' }));

    const start = formatShortDateTime('2026-03-02T14:02:00.000Z');
    expect(
      await within(card).findByText(`Your history starts ${start}.`, { exact: false }),
    ).toHaveTextContent(
      'A value is added with every price refresh (every 15 minutes), so the chart fills in as time goes by.',
    );
    expect(card).toHaveTextContent(`+$12.50 since ${start}`);
    expect(card).not.toHaveTextContent('over the last month');
    expect(within(card).getByTestId('performance-chart')).toHaveAttribute('data-points', '3');
  });

  it('when the history covers the whole range, then it reads "over the last week" and adds no note', async () => {
    renderTrading();

    const card = await screen.findByRole('region', { name: 'Portfolio Performance' });
    await within(card).findByTestId('performance-chart');
    expect(card).toHaveTextContent('+$469.12 over the last week');
    expect(card).not.toHaveTextContent('Your history starts');
  });

  it('lists the allocation of cash and each holding as text beside the pie', async () => {
    renderTrading();

    const legend = await screen.findByRole('list', { name: 'Allocation' });
    const [cash, holding] = within(legend).getAllByRole('listitem');
    expect(cash).toHaveTextContent('Cash');
    expect(cash).toHaveTextContent('$8,123.45');
    expect(holding).toHaveTextContent('AAPL');
    expect(holding).toHaveTextContent('$1,895.00');
    expect(await screen.findByTestId('allocation-chart')).toHaveAttribute('data-slices', '2');
  });

  it('when Update Now is pressed, then it says "Updating prices…" until the refresh has finished, then toasts and the card shows the new time', async () => {
    const refreshedAt = '2026-03-02T14:52:00.000Z';
    let state: 'running' | 'completed' = 'running';
    const lastUpdatedAt = () => (state === 'completed' ? refreshedAt : '2026-03-02T14:45:00.000Z');
    const { user, fetchMock } = renderTrading({
      routes: {
        'GET /api/stocks/status': () => ({ body: buildStatus({ lastUpdatedAt: lastUpdatedAt() }) }),
        'POST /api/stocks/update': {
          status: 202,
          body: { queued: true, jobId: '42', message: 'Prices are being refreshed.' },
        },
        'GET /api/stocks/update/42': () => ({
          body: {
            jobId: '42',
            state,
            lastUpdatedAt: lastUpdatedAt(),
            message: '',
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Market Data' });
    await within(card).findByText(`${stocks.length} stocks`);
    const stockCalls = callsTo(fetchMock, 'GET', '/api/stocks').length;

    await user.click(screen.getByRole('button', { name: 'Update Now' }));

    expect(await within(card).findByText('Updating prices…')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/stocks/update/42')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeDisabled();
    expect(screen.queryByText('Stock Prices Updated')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(`Last updated ${formatTime('2026-03-02T14:45:00.000Z')}`);

    state = 'completed';

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Stock Prices Updated'), {
      timeout: 3_000,
    });
    expect(getOnlyToast()).toHaveTextContent(`Prices as of ${formatTime(refreshedAt)}.`);
    expect(card).toHaveTextContent(`Last updated ${formatTime(refreshedAt)}`);
    expect(within(card).queryByText('Updating prices…')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/stocks/update')).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/stocks').length).toBeGreaterThan(stockCalls),
    );
  });

  it('when Update Now finds the prices already at the current 15-minute slot, then it says they are up to date, not updated', async () => {
    const pricedAt = '2026-03-02T14:45:00.000Z';
    const { user } = renderTrading({
      routes: {
        'GET /api/stocks/status': { body: buildStatus({ lastUpdatedAt: pricedAt }) },
        'POST /api/stocks/update': {
          status: 202,
          body: { queued: true, jobId: '44', message: 'Prices are being refreshed.' },
        },
        'GET /api/stocks/update/44': {
          body: { jobId: '44', state: 'completed', lastUpdatedAt: pricedAt, message: '' },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Market Data' });
    await within(card).findByText(`${stocks.length} stocks`);

    await user.click(screen.getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Prices are up to date'));
    expect(getOnlyToast()).toHaveTextContent(
      `The market moves once every 15 minutes: these are the prices of ${formatTime(pricedAt)}.`,
    );
    expect(screen.queryByText('Stock Prices Updated')).not.toBeInTheDocument();
  });

  it('when the refresh Update Now asked for fails on the server, then it toasts why and no success', async () => {
    const { user } = renderTrading({
      routes: {
        'POST /api/stocks/update': {
          status: 202,
          body: { queued: false, jobId: '43', message: 'A refresh is already running.' },
        },
        'GET /api/stocks/update/43': {
          body: {
            jobId: '43',
            state: 'failed',
            lastUpdatedAt: '2026-03-02T14:45:00.000Z',
            message: 'The price source did not answer, so the last prices stay.',
          },
        },
      },
    });
    await screen.findByText(`${stocks.length} stocks`);

    await user.click(screen.getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Update Failed'));
    expect(getOnlyToast()).toHaveTextContent(
      'The price source did not answer, so the last prices stay.',
    );
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
  });

  it("when Update Now fails, then it toasts 'Update Failed' with the server's message", async () => {
    const { user } = renderTrading({
      routes: {
        'POST /api/stocks/update': {
          status: 429,
          body: { code: 'TOO_MANY_REQUESTS', message: 'Prices were refreshed a moment ago' },
        },
      },
    });
    await screen.findByText(`${stocks.length} stocks`);

    await user.click(screen.getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Update Failed'));
    expect(getOnlyToast()).toHaveTextContent('Prices were refreshed a moment ago');
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
  });

  it("when Update Now fails without a message, then the toast says 'Failed to update stock prices'", async () => {
    const { user } = renderTrading({
      routes: { 'POST /api/stocks/update': { status: 500 } },
    });
    await screen.findByText(`${stocks.length} stocks`);

    await user.click(screen.getByRole('button', { name: 'Update Now' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Update Failed'));
    expect(getOnlyToast()).toHaveTextContent('Failed to update stock prices');
  });

  it('a guest sees the market and the stocks, a sign-in prompt instead of portfolio numbers and no Update Now, and makes no portfolio call', async () => {
    const { user, fetchMock } = renderTrading({ session: 'guest' });

    expect(await screen.findByText('Apple Inc.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to start investing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Portfolio summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Portfolio Performance' })).not.toBeInTheDocument();

    // Nothing is offered that the server would refuse.
    expect(screen.queryByRole('button', { name: 'Update Now' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/stocks/update')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'My Holdings' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your holdings' }),
    ).toBeInTheDocument();
    expect(
      requestedPaths(fetchMock).filter(
        (path) => path.includes('/portfolio') || path.startsWith('/api/users/'),
      ),
    ).toEqual([]);
  });

  it('without the unlocks, the holdings tab names the locked Portfolio Analytics', async () => {
    const { user } = renderTrading();

    await user.click(await screen.findByRole('tab', { name: 'My Holdings' }));

    expect(await screen.findByText('Portfolio Analytics')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Portfolio Insights' })).not.toBeInTheDocument();
  });

  it('with portfolio_insights, the holdings tab shows the sector breakdown and best and worst performers', async () => {
    const { user } = renderTrading({
      session: buildUser({ ...alex, unlockedFeatures: ['portfolio_insights'] }),
    });

    await user.click(await screen.findByRole('tab', { name: 'My Holdings' }));

    const insights = await screen.findByRole('region', { name: 'Portfolio Insights' });
    expect(within(insights).getByRole('list', { name: 'Sector breakdown' })).toHaveTextContent(
      'Technology',
    );
    expect(insights).toHaveTextContent('Best performer');
    expect(insights).toHaveTextContent('Worst performer');
    expect(screen.queryByText('Portfolio Analytics')).not.toBeInTheDocument();
  });
});
