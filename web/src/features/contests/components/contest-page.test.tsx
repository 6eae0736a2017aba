import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/dates';
import { buildContest, buildContestLeaderboard, buildEntry } from '@/testing/contest-fixtures';
import { buildUser, renderApp } from '@/testing/test-utils';

const alex = buildUser({ id: 7 });

describe('a contest page', () => {
  it('while the contest runs, shows its rules and the live standings with medals, the student marked', async () => {
    renderApp('/contests/5', {
      session: alex,
      routes: {
        'GET /api/contests/5/leaderboard': {
          body: buildContestLeaderboard({
            contest: buildContest({ portfolioId: 31, commission: { kind: 'flat', cents: 100 } }),
            entries: [
              buildEntry({ id: 8, rank: 1, firstName: 'Bea', lastName: 'Lin', totalReturn: 2_500 }),
              buildEntry({ id: 7, rank: 2, firstName: 'Alex', lastName: 'Morgan' }),
              buildEntry({ id: 9, rank: 3, firstName: 'Cy', lastName: 'Ode' }),
              buildEntry({ id: 10, rank: 4, firstName: 'Di', lastName: 'Ng', totalReturn: -900 }),
            ],
          }),
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Stock Cup' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Live standings — final when the contest ends')).toBeInTheDocument();
    expect(screen.queryByText(/^Final results/)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Commission$1.00 a trade');
    expect(
      screen.getByRole('link', { name: 'Trade in this contest: Spring Stock Cup' }),
    ).toHaveAttribute('href', '/trading?contest=5');

    const rows = within(screen.getByRole('list', { name: 'Contest leaderboard' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.querySelector('.truncate')?.textContent)).toEqual([
      'Bea Lin',
      'Alex Morgan',
      'Cy Ode',
      'Di Ng',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('img', { name: 'Gold medal' }),
    ).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('img', { name: 'Silver medal' }),
    ).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByRole('img', { name: 'Bronze medal' }),
    ).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('+$25.00');
    expect(rows[3]).toHaveTextContent('-$9.00');
  });

  it('once the contest ended, says the results are final and when they were frozen', async () => {
    const frozenAt = '2026-03-16T15:00:04.000Z';
    renderApp('/contests/5', {
      session: alex,
      routes: {
        'GET /api/contests/5/leaderboard': {
          body: buildContestLeaderboard({
            contest: buildContest({ status: 'ended', frozenAt, portfolioId: 31 }),
            isFrozen: true,
          }),
        },
      },
    });

    expect(
      await screen.findByText(
        `Final results, frozen ${formatDateTime(frozenAt)}`,
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Live standings/)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Ended');
    // Ended: no more trading in it, and no joining.
    expect(screen.queryByRole('link', { name: /^Trade in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Contest leaderboard' })).toHaveTextContent('Bea Lin');
  });

  it('when there is no such contest, then it says so', async () => {
    renderApp('/contests/99', {
      session: alex,
      routes: {
        'GET /api/contests/99/leaderboard': {
          status: 404,
          body: { code: 'NOT_FOUND', message: 'Contest not found' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'There is no such contest' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
