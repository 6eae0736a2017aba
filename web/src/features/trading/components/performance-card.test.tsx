import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading, requestedUrls } from '@/features/trading/testing/render-trading';
import { formatShortDateTime } from '@/lib/dates';
import { buildBenchmark } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

async function performanceCard(): Promise<HTMLElement> {
  const card = await screen.findByRole('region', { name: 'Portfolio Performance' });
  await within(card).findByTestId('performance-chart');
  return card;
}

function legendEntries(card: HTMLElement): string[] {
  const legend = within(card).getByRole('list', { name: 'Chart legend' });
  return within(legend)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim() ?? '');
}

describe('performance chart beside the club index', () => {
  it('shows both lines with a legend and says in words that the student beat the index over the week', async () => {
    const { user, fetchMock } = renderTrading();

    const card = await performanceCard();
    expect(legendEntries(card)).toEqual(['Your return', 'Club index']);
    // Fixtures: +$469.12 on $10,000 (+4.7 %) against the index from 100.00 to 101.10 (+1.1 %).
    await waitFor(() => expect(card).toHaveTextContent(/Club index: \+1\.1%/));
    expect(card).toHaveTextContent(
      'Your return: +4.7% · Club index: +1.1% over 1W. You beat the club index.',
    );
    // The index's three levels, and its last level carried on to the portfolio's "now" (15:00).
    expect(within(card).getByTestId('performance-chart')).toHaveAttribute('data-index-points', '4');

    await user.click(within(card).getByRole('button', { name: '1M' }));

    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/benchmark')).toEqual([
        '/api/benchmark?range=1W',
        '/api/benchmark?range=1M',
      ]),
    );
  });

  it('when the index rose more than the portfolio, then it says the student trailed it', async () => {
    renderTrading({
      routes: {
        'GET /api/benchmark': {
          body: buildBenchmark({
            points: [
              { valuedAt: '2026-02-23T15:00:00.000Z', level: 100 },
              { valuedAt: '2026-03-02T14:45:00.000Z', level: 110 },
            ],
          }),
        },
      },
    });

    const card = await performanceCard();
    await waitFor(() => expect(card).toHaveTextContent(/Club index: \+10\.0%/));
    expect(card).toHaveTextContent(
      'Your return: +4.7% · Club index: +10.0% over 1W. You trailed the club index.',
    );
    expect(card).not.toHaveTextContent('You beat');
  });

  it('when the portfolio is younger than the range, then the index is measured from where the portfolio starts, and the history note stays', async () => {
    renderTrading({
      routes: {
        'GET /api/portfolios/11/performance': {
          body: [
            { valuedAt: '2026-03-02T14:02:00.000Z', totalValue: 1_000_000, totalReturn: 0 },
            { valuedAt: '2026-03-02T15:10:00.000Z', totalValue: 1_001_250, totalReturn: 1_250 },
          ],
        },
        'GET /api/benchmark': {
          body: buildBenchmark({
            points: [
              // Before the portfolio began: no part of its return.
              { valuedAt: '2026-02-25T12:00:00.000Z', level: 80 },
              // The level when the portfolio began (the last refresh before 14:02).
              { valuedAt: '2026-03-02T13:45:00.000Z', level: 100 },
              { valuedAt: '2026-03-02T14:45:00.000Z', level: 99.5 },
            ],
          }),
        },
      },
    });

    const card = await performanceCard();
    const start = formatShortDateTime('2026-03-02T14:02:00.000Z');
    await waitFor(() => expect(card).toHaveTextContent(/Club index: -0\.5%/));
    expect(card).toHaveTextContent(
      `Your return: +0.1% · Club index: -0.5% since ${start}. You beat the club index.`,
    );
    expect(card).toHaveTextContent(`Your history starts ${start}.`);
    // The index's line: 0 % at 14:02, 99.50 at 14:45, and that level still at 15:10.
    expect(within(card).getByTestId('performance-chart')).toHaveAttribute('data-index-points', '3');
  });

  it('when the index cannot be loaded, then the chart keeps the student’s return and says so', async () => {
    renderTrading({
      routes: {
        'GET /api/benchmark': { status: 500, body: { code: 'INTERNAL', message: 'Down' } },
      },
    });

    const card = await performanceCard();
    await waitFor(() => expect(card).toHaveTextContent(/The club index could not be loaded/));
    expect(card).toHaveTextContent('Your return: +4.7% over 1W.');
    expect(legendEntries(card)).toEqual(['Your return']);
    expect(within(card).getByTestId('performance-chart')).toHaveAttribute('data-index-points', '0');
    expect(card).toHaveTextContent('+$469.12 over the last week');
  });

  it('when the index has no level yet (before the first price refresh), then the card says when it starts', async () => {
    renderTrading({
      routes: {
        'GET /api/benchmark': { body: buildBenchmark({ points: [], returnPercentHundredths: 0 }) },
      },
    });

    const card = await performanceCard();
    await waitFor(() =>
      expect(card).toHaveTextContent(
        'Your return: +4.7% over 1W. The club index is drawn from the next price refresh on.',
      ),
    );
    expect(legendEntries(card)).toEqual(['Your return']);
  });
});
