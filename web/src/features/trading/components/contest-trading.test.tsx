import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { alex } from '@/features/trading/testing/render-trading';
import { formatDateTime } from '@/lib/dates';
import { buildContest } from '@/testing/contest-fixtures';
import { callsTo, requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import {
  apple,
  buildHolding,
  buildTransaction,
  buildOrderList,
  buildPortfolio,
  buildPortfolioRisk,
  marketRoutes,
  microsoft,
  performancePoints,
} from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

const contest = buildContest({
  id: 5,
  name: 'Spring Stock Cup',
  portfolioId: 31,
  commission: { kind: 'flat', cents: 100 },
  allowedStocks: { kind: 'symbols', symbols: ['AAPL', 'MSFT'] },
});

/** The contest portfolio 31 and what hangs off it. */
function contestRoutes(overrides: MockRoutes = {}): MockRoutes {
  return marketRoutes({
    'GET /api/contests/5': { body: contest },
    'GET /api/contests/5/portfolio': {
      body: buildPortfolio({
        id: 31,
        cashBalance: 123_456,
        totalValue: 500_000,
        investedBase: 500_000,
        holdingsValue: 376_544,
        totalReturn: 0,
        totalReturnPercent: 0,
      }),
    },
    'GET /api/portfolios/31/holdings': { body: [buildHolding(microsoft)] },
    'GET /api/portfolios/31/transactions': { body: [] },
    'GET /api/portfolios/31/performance': { body: performancePoints },
    'GET /api/portfolios/31/risk': { body: buildPortfolioRisk() },
    'GET /api/portfolios/31/orders': { body: buildOrderList() },
    ...overrides,
  });
}

describe('the trading page in contest mode', () => {
  it('loads the contest portfolio instead of Practice, with a banner naming the contest, its end and rules', async () => {
    const { fetchMock } = renderApp('/trading?contest=5', {
      session: alex,
      routes: contestRoutes(),
    });

    const banner = await screen.findByRole('region', { name: 'Contest' }, { timeout: 3000 });
    await within(banner).findByText(
      `Trading in Spring Stock Cup · ends ${formatDateTime(contest.endsAt)}`,
    );
    expect(banner).toHaveTextContent('Stocks allowed: Only AAPL, MSFT');
    expect(banner).toHaveTextContent('Commission: $1.00 a trade');
    expect(within(banner).getByRole('link', { name: 'Back to Practice' })).toHaveAttribute(
      'href',
      '/trading',
    );

    const summary = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(summary).toHaveTextContent('$1,234.56');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/portfolios/31/holdings'));
    const paths = requestedPaths(fetchMock);
    expect(paths).toContain('/api/contests/5/portfolio');
    expect(paths).not.toContain('/api/users/7/portfolio');
    expect(paths.filter((path) => path.startsWith('/api/portfolios/11'))).toEqual([]);
  });

  it('trades with the contest portfolio’s id', async () => {
    const refusal = 'Insufficient funds: 2000 AAPL cost $379,000.00 plus a $1.00 commission';
    const { user, fetchMock } = renderApp('/trading?contest=5', {
      session: alex,
      routes: contestRoutes({
        'POST /api/portfolios/31/trade': {
          status: 400,
          body: { code: 'INSUFFICIENT_FUNDS', message: refusal },
        },
      }),
    });
    const browse = await screen.findByRole('table', {}, { timeout: 3000 });
    await user.click(within(browse).getByRole('button', { name: 'Trade AAPL' }));
    await user.type(await screen.findByRole('textbox', { name: 'Number of shares' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Buy AAPL' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/portfolios/31/trade')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/trade')).toHaveLength(0);
    expect(await screen.findByText(refusal, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('when the contest allows only some stocks, then only those are listed to trade and chart', async () => {
    const { user } = renderApp('/trading?contest=5', { session: alex, routes: contestRoutes() });

    const browse = await screen.findByRole('table', { name: 'Stocks' }, { timeout: 3000 });
    expect(screen.getByText(/Only the stocks Spring Stock Cup allows are listed/)).toBeVisible();
    const tradeButtons = within(browse).getAllByRole('button', { name: /^Trade / });
    expect(tradeButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Trade AAPL',
      'Trade MSFT',
    ]);
    expect(browse).not.toHaveTextContent('TSLA');
    expect(browse).not.toHaveTextContent('BRK.A');

    await user.click(screen.getByRole('tab', { name: 'Stock Charts' }));
    const chartButtons = await screen.findByRole('group', { name: 'Stocks to chart' });
    expect(
      within(chartButtons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AAPL', 'MSFT']);
  });

  it('when the contest allows premium stocks, then they are listed unlocked for every participant', async () => {
    renderApp('/trading?contest=5', {
      session: alex,
      routes: contestRoutes({
        'GET /api/contests/5': {
          body: { ...contest, allowedStocks: { kind: 'all' }, premiumAllowed: true },
        },
      }),
    });

    const browse = await screen.findByRole('table', { name: 'Stocks' }, { timeout: 3000 });
    expect(within(browse).getByRole('button', { name: 'Trade BRK.A' })).toBeInTheDocument();
    expect(browse).not.toHaveTextContent('Locked');
  });

  it('when a trade is estimated in a contest with a commission, then the estimate includes it', async () => {
    const { user } = renderApp('/trading?contest=5', { session: alex, routes: contestRoutes() });
    const browse = await screen.findByRole('table', { name: 'Stocks' }, { timeout: 3000 });
    await user.click(within(browse).getByRole('button', { name: 'Trade AAPL' }));
    const shares = await screen.findByRole('textbox', { name: 'Number of shares' });

    await user.type(shares, '2');

    // 2 × $189.50 = $379.00, and the contest's $1.00 a trade.
    expect(shares).toHaveAccessibleDescription(
      "Estimated total: $380.00 to buy, $378.00 from a sale, with the contest's $1.00 commission",
    );
  });

  it('when the student has not joined, then it offers to join, and after joining shows the contest portfolio', async () => {
    let joined = false;
    const { user, fetchMock } = renderApp('/trading?contest=5', {
      session: alex,
      routes: contestRoutes({
        'GET /api/contests/5': () => ({ body: { ...contest, portfolioId: joined ? 31 : null } }),
        'GET /api/contests/5/portfolio': () =>
          joined
            ? { body: buildPortfolio({ id: 31, cashBalance: 500_000 }) }
            : { status: 404, body: { code: 'NOT_FOUND', message: 'You have not joined' } },
        'POST /api/contests/5/join': () => {
          joined = true;
          return { status: 201, body: buildPortfolio({ id: 31, cashBalance: 500_000 }) };
        },
      }),
    });

    const card = await screen.findByRole('region', { name: 'Join the contest' }, { timeout: 3000 });
    expect(card).toHaveTextContent('You have not joined Spring Stock Cup');
    await user.click(screen.getByRole('tab', { name: 'My Holdings' }));
    expect(
      await screen.findByRole('heading', { name: 'Join the contest first' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Portfolio not found')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Join Spring Stock Cup' }));

    expect(callsTo(fetchMock, 'POST', '/api/contests/5/join')).toHaveLength(1);
    const summary = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(summary).toHaveTextContent('$5,000.00');
    expect(screen.queryByRole('region', { name: 'Join the contest' })).not.toBeInTheDocument();
  });

  it('shows the commission of each contest trade in the trade history', async () => {
    const { user } = renderApp('/trading?contest=5', {
      session: alex,
      routes: contestRoutes({
        'GET /api/portfolios/31/transactions': {
          body: [
            buildTransaction(apple, {
              id: 2,
              type: 'sell',
              shares: 1,
              price: 20_000,
              commission: 100,
            }),
            buildTransaction(microsoft, { id: 1, shares: 2, price: 40_000, commission: 100 }),
            buildTransaction(apple, { id: 0, shares: 1, price: 20_000 }),
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Trade History' }, { timeout: 3000 }));
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('$200.00less $1.00 commission');
    expect(rows[1]).toHaveTextContent('$800.00plus $1.00 commission');
    expect(rows[2]).not.toHaveTextContent('commission');
  });

  it('without ?contest, the page stays on Practice', async () => {
    const { fetchMock } = renderApp('/trading', { session: alex, routes: contestRoutes() });
    await screen.findByRole('region', { name: 'Portfolio summary' }, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Contest' })).not.toBeInTheDocument();
    const paths = requestedPaths(fetchMock);
    expect(paths).toContain('/api/users/7/portfolio');
    expect(paths.some((path) => path.startsWith('/api/contests'))).toBe(false);
  });
});
