import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading, requestedUrls } from '@/features/trading/testing/render-trading';
import { buildPortfolioRisk } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

async function riskCard(): Promise<HTMLElement> {
  const card = await screen.findByRole('region', { name: 'Risk and diversification' });
  await within(card).findByText('Largest position');
  return card;
}

/** The definition list's terms and their values, as a student reads them. */
function figures(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [
      term.textContent?.trim() ?? '',
      term.nextElementSibling?.textContent?.trim() ?? '',
    ]),
  );
}

describe('risk and diversification card', () => {
  it('shows the four figures, the return per unit of risk and each explanation with its lesson link', async () => {
    const { fetchMock } = renderTrading({
      routes: {
        'GET /api/portfolios/11/risk': {
          body: buildPortfolioRisk({
            holdings: 3,
            sectorCount: 2,
            largestPositionBasisPoints: 6_200,
            dailyVolatilityBasisPoints: 124,
            maxDrawdownBasisPoints: 350,
            sharpeLike: 0.27,
          }),
        },
      },
    });

    const card = await riskCard();
    expect(figures(card)).toEqual({
      Holdings: '3, 2 sectors',
      'Largest position': '62.0%',
      'Typical daily move': '1.2%',
      'Largest fall': '3.5%',
      'Return per unit of risk': '0.27',
    });
    expect(within(card).getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestedUrls(fetchMock, '/api/portfolios/11/risk')).toEqual([
      '/api/portfolios/11/risk?range=1M',
    ]);

    const sentences = within(card).getAllByRole('listitem');
    expect(sentences.map((item) => item.textContent)).toEqual([
      'Your largest position is 100% of your holdings: one stock decides how you do. Learn more',
      'On a typical day your portfolio moves about 1.2%. Learn more',
    ]);
    const links = within(card).getAllByRole('link', { name: 'Learn more' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/lessons/7', '/lessons/9']);
    expect(links[0]).toHaveAccessibleDescription(
      'Your largest position is 100% of your holdings: one stock decides how you do.',
    );
  });

  it('when there is too little history, then the return per unit of risk says so', async () => {
    renderTrading({
      routes: {
        'GET /api/portfolios/11/risk': { body: buildPortfolioRisk({ sharpeLike: null, days: 2 }) },
      },
    });

    const card = await riskCard();
    expect(figures(card)['Return per unit of risk']).toBe('Not enough history yet');
  });

  it('switching to 1W asks for the week’s figures and shows them', async () => {
    const { user, fetchMock } = renderTrading({
      routes: {
        'GET /api/portfolios/11/risk': ({ query }) => ({
          body: buildPortfolioRisk(
            query.get('range') === '1W' ? { maxDrawdownBasisPoints: 80 } : {},
          ),
        }),
      },
    });

    const card = await riskCard();
    expect(figures(card)['Largest fall']).toBe('3.5%');

    await user.click(within(card).getByRole('button', { name: '1W' }));

    await waitFor(() => expect(figures(card)['Largest fall']).toBe('0.8%'));
    expect(requestedUrls(fetchMock, '/api/portfolios/11/risk')).toEqual([
      '/api/portfolios/11/risk?range=1M',
      '/api/portfolios/11/risk?range=1W',
    ]);
    expect(within(card).getByRole('button', { name: '1W' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('when the risk cannot be loaded, then the card says so', async () => {
    renderTrading({
      routes: {
        'GET /api/portfolios/11/risk': { status: 500, body: { code: 'INTERNAL', message: 'Down' } },
      },
    });

    const card = await screen.findByRole('region', { name: 'Risk and diversification' });
    expect(
      await within(card).findByText('Your portfolio risk could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('a guest does not see the card', async () => {
    renderTrading({ session: 'guest' });

    await screen.findByRole('heading', { name: 'Sign in to start investing' });
    expect(
      screen.queryByRole('region', { name: 'Risk and diversification' }),
    ).not.toBeInTheDocument();
  });
});
