import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildContest } from '@/testing/contest-fixtures';
import { callsTo, requestedPaths } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';
import { buildPortfolio } from '@/testing/trading-fixtures';

const alex = buildUser({ id: 7 });

function contestCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('the contests page', () => {
  it('lists Practice first, then each contest with its status, dates and rules in plain words', async () => {
    renderApp('/contests', {
      session: alex,
      routes: {
        'GET /api/contests': {
          body: [
            buildContest({
              id: 6,
              name: 'Tech Sprint',
              status: 'upcoming',
              allowedStocks: { kind: 'symbols', symbols: ['AAPL', 'MSFT'] },
              commission: { kind: 'flat', cents: 100 },
              rankBy: 'risk_adjusted',
              premiumAllowed: true,
            }),
            buildContest({
              id: 5,
              name: 'Spring Stock Cup',
              status: 'running',
              allowedStocks: { kind: 'sectors', sectors: ['Technology', 'Energy'] },
              commission: { kind: 'percent', basisPoints: 25 },
              portfolioId: 31,
            }),
            buildContest({ id: 4, name: 'Winter Cup', status: 'ended', rankBy: 'beat_index' }),
          ],
        },
      },
    });

    const list = await screen.findByRole('list', { name: 'Contests' }, { timeout: 3000 });
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.querySelector('h2')?.textContent)).toEqual([
      'Practice — always on, no rules',
      'Tech Sprint',
      'Spring Stock Cup',
      'Winter Cup',
    ]);
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    const tech = contestCard('Tech Sprint');
    expect(tech).toHaveTextContent('Upcoming');
    expect(tech).toHaveTextContent('Starting cash$5,000.00');
    expect(tech).toHaveTextContent('Stocks allowedOnly AAPL, MSFT');
    expect(tech).toHaveTextContent('Commission$1.00 a trade');
    expect(tech).toHaveTextContent('Ranked byRisk-adjusted');
    expect(tech).toHaveTextContent('Premium stocksAllowed');
    expect(within(tech).getByRole('button', { name: 'Join Tech Sprint' })).toBeInTheDocument();

    const spring = contestCard('Spring Stock Cup');
    expect(spring).toHaveTextContent('Running');
    expect(spring).toHaveTextContent('Only Technology, Energy stocks');
    expect(spring).toHaveTextContent('0.25 % of each trade');
    expect(spring).toHaveTextContent('Premium stocksNot allowed');
    // Joined: trade in it rather than join.
    expect(within(spring).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(
      within(spring).getByRole('link', { name: 'Trade in this contest: Spring Stock Cup' }),
    ).toHaveAttribute('href', '/trading?contest=5');
    expect(
      within(spring).getByRole('link', { name: 'Leaderboard of Spring Stock Cup' }),
    ).toHaveAttribute('href', '/contests/5');

    const winter = contestCard('Winter Cup');
    expect(winter).toHaveTextContent('Ended');
    expect(winter).toHaveTextContent('Ranked byBeat the index');
    expect(within(winter).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(winter).queryByRole('link', { name: /^Trade in/ })).not.toBeInTheDocument();
  });

  it('when a student joins, then it posts the join and the card offers trading in it', async () => {
    let joined = false;
    const { user, fetchMock } = renderApp('/contests', {
      session: alex,
      routes: {
        'GET /api/contests': () => ({
          body: [buildContest({ portfolioId: joined ? 31 : null, participants: joined ? 3 : 2 })],
        }),
        'POST /api/contests/5/join': () => {
          joined = true;
          return { status: 201, body: buildPortfolio({ id: 31, cashBalance: 500_000 }) };
        },
      },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Join Spring Stock Cup' }, { timeout: 3000 }),
    );

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('You joined the contest'));
    expect(callsTo(fetchMock, 'POST', '/api/contests/5/join')).toHaveLength(1);
    const card = contestCard('Spring Stock Cup');
    expect(
      await within(card).findByRole('link', { name: 'Trade in this contest: Spring Stock Cup' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('3 students');
    expect(within(card).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('when the join is refused, then the server’s reason shows', async () => {
    const { user } = renderApp('/contests', {
      session: alex,
      routes: {
        'GET /api/contests': { body: [buildContest()] },
        'POST /api/contests/5/join': {
          status: 409,
          body: { code: 'CONTEST_ENDED', message: 'This contest has ended' },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Join Spring Stock Cup' }, { timeout: 3000 }),
    );
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('This contest has ended'));
  });

  it('when a running contest’s end passes while the list is kept, then it shows Ended, without Join', async () => {
    renderApp('/contests', {
      session: alex,
      routes: {
        'GET /api/contests': {
          body: [
            buildContest({ status: 'running', endsAt: new Date(Date.now() - 1000).toISOString() }),
          ],
        },
      },
    });
    const card = await screen.findByRole(
      'article',
      { name: 'Spring Stock Cup' },
      { timeout: 3000 },
    );
    expect(card).toHaveTextContent('Ended');
    expect(card).not.toHaveTextContent('Running');
    expect(within(card).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('when everyone is enrolled, then there is no Join button', async () => {
    renderApp('/contests', {
      session: alex,
      routes: { 'GET /api/contests': { body: [buildContest({ enrolment: 'everyone' })] } },
    });
    const card = await screen.findByRole(
      'article',
      { name: 'Spring Stock Cup' },
      { timeout: 3000 },
    );
    expect(card).toHaveTextContent('(everyone is enrolled)');
    expect(within(card).queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in and makes no contest call', async () => {
    const { fetchMock } = renderApp('/contests', { session: 'guest' });
    expect(
      await screen.findByRole('heading', { name: 'Sign In Required' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('/api/contests');
  });
});
