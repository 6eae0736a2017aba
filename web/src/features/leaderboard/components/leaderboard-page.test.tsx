import type { LeaderboardEntry, RewardsSummary } from '@fc/contracts/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { InvestmentLeaderboardEntry } from '@/api/get-investment-leaderboard';
import { callsTo, requestedPaths, type mockFetch, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

type FetchMock = ReturnType<typeof mockFetch>;

const alex = buildUser({ id: 7, username: 'alexm', firstName: 'Alex', lastName: 'Morgan' });

function buildEntry(overrides: Partial<LeaderboardEntry> & Pick<LeaderboardEntry, 'rank' | 'id'>) {
  return {
    username: `member${overrides.id}`,
    firstName: `First${overrides.id}`,
    lastName: `Last${overrides.id}`,
    points: 100,
    streak: 1,
    ...overrides,
  } satisfies LeaderboardEntry;
}

const members: LeaderboardEntry[] = [
  buildEntry({
    rank: 1,
    id: 3,
    username: 'jordanl',
    firstName: 'Jordan',
    lastName: 'Lee',
    points: 2400,
  }),
  buildEntry({
    rank: 2,
    id: 7,
    username: 'alexm',
    firstName: 'Alex',
    lastName: 'Morgan',
    points: 1250,
  }),
  buildEntry({
    rank: 3,
    id: 5,
    username: 'samp',
    firstName: 'Sam',
    lastName: 'Patel',
    points: 980,
  }),
  buildEntry({
    rank: 4,
    id: 9,
    username: 'rileyk',
    firstName: 'Riley',
    lastName: 'Kim',
    points: 15,
  }),
];

function buildSummary(overrides: Partial<RewardsSummary> = {}): RewardsSummary {
  return {
    rank: 2,
    totalMembers: 4,
    points: 1250,
    streak: 5,
    pointsToday: 25,
    lessonsToday: 1,
    dailyGoal: 20,
    goalPointsToday: 25,
    goalMetToday: true,
    streakFreezes: 0,
    unlockedFeatures: [],
    recentActivity: [],
    ...overrides,
  };
}

function buildInvestor(
  overrides: Partial<InvestmentLeaderboardEntry> & Pick<InvestmentLeaderboardEntry, 'id'>,
): InvestmentLeaderboardEntry {
  return {
    rank: 1,
    username: `investor${overrides.id}`,
    firstName: `First${overrides.id}`,
    lastName: `Last${overrides.id}`,
    totalReturn: 0,
    totalReturnPercent: 0,
    totalValue: 1_000_000,
    ...overrides,
  };
}

/**
 * Answers GET /api/leaderboard from `all` by its limit and offset, with the
 * X-Total-Count header (the shared fetch mock has no headers or query strings).
 */
function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}

function serveLeaderboard(
  fetchMock: FetchMock,
  all: readonly LeaderboardEntry[],
  gate?: Promise<void>,
) {
  const inner = fetchMock.getMockImplementation();
  if (!inner) throw new Error('fetch is not mocked');
  fetchMock.mockImplementation(async (input, init) => {
    const url = urlOf(input);
    if (url.pathname !== '/api/leaderboard') return inner(input, init);
    await gate;
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return new Response(JSON.stringify(all.slice(offset, offset + limit)), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(all.length) },
    });
  });
}

function leaderboardOffsets(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname === '/api/leaderboard')
    .map((url) => url.searchParams.get('offset') ?? '');
}

function renderLeaderboard({
  entries = members,
  summary = buildSummary(),
  routes = {},
  gate,
}: {
  entries?: LeaderboardEntry[];
  summary?: RewardsSummary;
  routes?: MockRoutes;
  /** The leaderboard answers once this settles. */
  gate?: Promise<void>;
} = {}) {
  const view = renderApp('/leaderboard', {
    session: alex,
    routes: { 'GET /api/rewards/me': { body: summary }, ...routes },
  });
  serveLeaderboard(view.fetchMock, entries, gate);
  return view;
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Points leaderboard' })).getAllByRole('listitem');
}

/** The value of `label` in the side card named `card`. */
function statistic(card: 'Club Statistics' | 'Your Progress', label: string): HTMLElement {
  const terms = within(screen.getByRole('region', { name: card })).getAllByRole('term');
  const term = terms.find((element) => element.textContent?.startsWith(label));
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** The page with these members on the investment board, opened on that tab. */
async function openInvestmentBoard(investors: InvestmentLeaderboardEntry[]) {
  const view = renderLeaderboard({
    routes: { 'GET /api/investment-leaderboard': { body: investors } },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Investment Leaderboard' }));
  return view;
}

describe('leaderboard page', () => {
  it("shows the header and the banner '#rank out of N members' with the user's points", async () => {
    renderLeaderboard({ summary: buildSummary({ rank: 2, totalMembers: 42, points: 1250 }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club Leaderboards' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Your Current Rank' });
    expect(await within(banner).findByText('#2 out of 42 members')).toBeInTheDocument();
    expect(banner).toHaveTextContent('1,250 points');
  });

  it('shows a spinner while the leaderboard loads, then the ranked list', async () => {
    let answer = () => {};
    renderLeaderboard({ gate: new Promise((resolve) => (answer = resolve)) });

    expect(await screen.findByText('Loading the points leaderboard')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('tab', { name: 'Points Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lists rank, name, @username and thousands-separated points, with medals for the top 3 only', async () => {
    renderLeaderboard();

    await waitFor(() => expect(rows()).toHaveLength(4));
    const [first, second, third, fourth] = rows();
    expect(first).toHaveTextContent('#1');
    expect(first).toHaveTextContent('Jordan Lee');
    expect(first).toHaveTextContent('@jordanl');
    expect(first).toHaveTextContent('2,400');
    expect(within(first!).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(within(third!).getByRole('img', { name: 'Bronze medal' })).toBeInTheDocument();
    expect(within(fourth!).queryByRole('img')).not.toBeInTheDocument();
    expect(fourth).toHaveTextContent('#4');
  });

  it("marks only the current user's row with a 'You' badge", async () => {
    renderLeaderboard();

    await waitFor(() => expect(rows()).toHaveLength(4));
    const withBadge = rows().filter((row) => within(row).queryByText('You'));
    expect(withBadge).toHaveLength(1);
    expect(withBadge[0]).toHaveTextContent('Alex Morgan');
    expect(withBadge[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows a podium of 1st, 2nd and 3rd with first names and points when there are 3 members or more', async () => {
    renderLeaderboard();

    const podium = await screen.findByRole('list', { name: 'Top three members' });
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent('Jordan');
    expect(places[0]).toHaveTextContent('2,400 points');
    expect(places[0]).toHaveTextContent('1st');
    expect(places[1]).toHaveTextContent('Alex');
    expect(places[1]).toHaveTextContent('2nd');
    expect(places[2]).toHaveTextContent('Sam');
    expect(places[2]).toHaveTextContent('3rd');
  });

  it('shows no podium with fewer than 3 members', async () => {
    renderLeaderboard({
      entries: members.slice(0, 2),
      summary: buildSummary({ totalMembers: 2 }),
    });

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('list', { name: 'Top three members' })).not.toBeInTheDocument();
  });

  it('shows Club Statistics with the average rounded to a whole number, and Your Progress', async () => {
    // 2400 + 1250 + 980 + 15 = 4645 over 4 members = 1161.25 → 1,161.
    renderLeaderboard({ summary: buildSummary({ streak: 5, points: 1250, rank: 2 }) });

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(statistic('Club Statistics', 'Total Members')).toHaveTextContent('4');
    expect(statistic('Club Statistics', 'Total Points')).toHaveTextContent('4,645');
    expect(statistic('Club Statistics', 'Average Points')).toHaveTextContent(/^1,161$/);
    expect(screen.queryByText(/of the top/)).not.toBeInTheDocument();

    expect(statistic('Your Progress', 'Current Streak')).toHaveTextContent('5 days');
    expect(statistic('Your Progress', 'Total Points')).toHaveTextContent('1,250');
    expect(statistic('Your Progress', 'Your Rank')).toHaveTextContent('#2');
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });

  it("rounds an average of .5 up and says 'Not ranked yet' for a member without a rank", async () => {
    renderLeaderboard({
      entries: [
        buildEntry({ rank: 1, id: 3, points: 2 }),
        buildEntry({ rank: 2, id: 5, points: 1 }),
      ],
      summary: buildSummary({ rank: null, totalMembers: 2, points: 0 }),
    });

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(statistic('Club Statistics', 'Average Points')).toHaveTextContent(/^2$/);
    expect(screen.getByRole('region', { name: 'Your Current Rank' })).toHaveTextContent(
      'Not ranked yet',
    );
    expect(statistic('Your Progress', 'Your Rank')).toHaveTextContent('Not ranked');
  });

  it("loads the next page with 'Show more' and says the statistics cover the top N until then", async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      buildEntry({ rank: index + 1, id: 100 + index, points: 1000 - index }),
    );
    const { user, fetchMock } = renderLeaderboard({
      entries: many,
      summary: buildSummary({ totalMembers: 150, rank: 120 }),
    });

    await waitFor(() => expect(rows()).toHaveLength(100));
    expect(statistic('Club Statistics', 'Total Members')).toHaveTextContent('150');
    expect(screen.getAllByText('of the top 100')).toHaveLength(2);
    expect(screen.getByText('Showing 100 of 150')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(rows()).toHaveLength(150));
    expect(leaderboardOffsets(fetchMock)).toEqual(['0', '100']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of the top/)).not.toBeInTheDocument();
    await waitFor(() => expect(rows()[100]).toHaveFocus());
  });

  it('shows the investment leaders with signed dollars from cents, a coloured percent badge and the portfolio value', async () => {
    await openInvestmentBoard([
      buildInvestor({
        id: 9,
        rank: 3,
        firstName: 'Riley',
        lastName: 'Kim',
        username: 'rileyk',
        totalReturn: -1200,
        totalReturnPercent: -550,
        totalValue: 998_800,
      }),
      buildInvestor({
        id: 3,
        rank: 1,
        firstName: 'Jordan',
        lastName: 'Lee',
        username: 'jordanl',
        totalReturn: 123_456,
        totalReturnPercent: 1234,
        totalValue: 1_123_456,
      }),
      buildInvestor({
        id: 7,
        rank: 2,
        firstName: 'Alex',
        lastName: 'Morgan',
        username: 'alexm',
      }),
    ]);

    expect(await screen.findByRole('heading', { name: 'Investment Leaders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Return' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Investment leaderboard' });
    const [first, second, third] = within(list).getAllByRole('listitem');

    expect(first).toHaveTextContent('#1');
    expect(first).toHaveTextContent('Jordan Lee');
    expect(first).toHaveTextContent('@jordanl');
    expect(first).toHaveTextContent('+$1,234.56');
    expect(first).toHaveTextContent('Portfolio: $11,234.56');
    expect(within(first!).getByText('+12.34%')).toHaveClass('bg-success-soft');

    expect(second).toHaveTextContent('#2');
    expect(second).toHaveTextContent('Alex Morgan');
    expect(second).toHaveTextContent('$0.00');
    expect(within(second!).getByText('0.00%')).toHaveClass('bg-success-soft');
    expect(within(second!).getByText('You')).toBeInTheDocument();

    expect(third).toHaveTextContent('#3');
    expect(third).toHaveTextContent('-$12.00');
    expect(third).toHaveTextContent('Portfolio: $9,988.00');
    expect(within(third!).getByText('-5.50%')).toHaveClass('bg-danger-soft');
  });

  it('explains the return against the money put in, on each row and above the list', async () => {
    await openInvestmentBoard([
      // An admin took $232 away and a trading bonus of $1.70 came in: $9,769.70 put in.
      buildInvestor({
        id: 9,
        firstName: 'Riley',
        lastName: 'Kim',
        totalValue: 978_700,
        totalReturn: 1_730,
        totalReturnPercent: 18,
      }),
    ]);

    const list = await screen.findByRole('list', { name: 'Investment leaderboard' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent('Portfolio: $9,787.00');
    expect(row).toHaveTextContent('Money put in: $9,769.70');
    expect(row).toHaveTextContent('+$17.30');
    expect(list).toHaveAccessibleDescription(
      'Return: the highest profit from trading since the portfolio started. ' +
        'Return = portfolio value − money put in. The money put in is the $10,000.00 starting cash plus any trading bonuses from achievements and any cash an admin added or took away, so only gains from trading count as profit.',
    );
  });

  it('ranks by the tab chosen: one call per rule, the rule in a line with its lesson, and the figure on each row', async () => {
    const byRank: Record<string, InvestmentLeaderboardEntry[]> = {
      return: [buildInvestor({ id: 3, firstName: 'Jordan', lastName: 'Lee', rankBy: 'return' })],
      risk_adjusted: [
        // The steadier climber first although the other made more: the server's order stands.
        buildInvestor({
          id: 5,
          rank: 1,
          firstName: 'Sam',
          lastName: 'Patel',
          totalReturn: 40_400,
          totalReturnPercent: 404,
          rankBy: 'risk_adjusted',
          score: 100,
        }),
        buildInvestor({
          id: 3,
          rank: 2,
          firstName: 'Jordan',
          lastName: 'Lee',
          totalReturn: 90_000,
          totalReturnPercent: 900,
          rankBy: 'risk_adjusted',
          score: -25,
        }),
        buildInvestor({
          id: 7,
          rank: 3,
          firstName: 'Alex',
          lastName: 'Morgan',
          totalReturn: 100_000,
          totalReturnPercent: 1_000,
          rankBy: 'risk_adjusted',
          score: null,
        }),
      ],
    };
    const { user, fetchMock } = renderLeaderboard({
      routes: {
        'GET /api/investment-leaderboard': ({ query }) => ({
          body: byRank[query.get('rank') ?? ''] ?? [],
        }),
      },
    });
    const ranksAsked = () =>
      fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.pathname === '/api/investment-leaderboard')
        .map((url) => url.searchParams.get('rank'));

    await user.click(await screen.findByRole('tab', { name: 'Investment Leaderboard' }));
    const rules = screen.getByRole('tablist', { name: 'Rank investors by' });
    expect(
      within(rules)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Return', 'Risk-adjusted', 'Beat the index']);
    await screen.findByText('Jordan Lee');
    expect(ranksAsked()).toEqual(['return']);

    await user.click(within(rules).getByRole('tab', { name: 'Risk-adjusted' }));

    const list = await screen.findByRole('list', { name: 'Investment leaderboard' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(ranksAsked()).toEqual(['return', 'risk_adjusted']);
    expect(
      screen.getByText(
        'Risk-adjusted: return per unit of ups and downs — a steady climb beats a wild ride to the same place.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about risk and return' })).toHaveAttribute(
      'href',
      '/lessons/9',
    );
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('#1');
    expect(first).toHaveTextContent('Sam Patel');
    expect(first).toHaveTextContent('Risk-adjusted ratio: 1.00');
    expect(second).toHaveTextContent('Jordan Lee');
    expect(second).toHaveTextContent('Risk-adjusted ratio: -0.25');

    const waiting = screen.getByRole('region', { name: 'Not enough history yet' });
    expect(waiting).toHaveTextContent('ranked once they have values from 5 different days');
    const [unranked] = within(waiting).getAllByRole('listitem');
    expect(unranked).toHaveTextContent('Alex Morgan');
    expect(unranked).toHaveTextContent('Not ranked yet');
    expect(unranked).not.toHaveTextContent('#3');
    expect(unranked).toHaveAttribute('aria-current', 'true');
  });

  it('shows by how many percentage points each member beat the club index, or fell behind it', async () => {
    const { user } = renderLeaderboard({
      routes: {
        'GET /api/investment-leaderboard': ({ query }) => ({
          body:
            query.get('rank') === 'beat_index'
              ? [
                  buildInvestor({ id: 3, rank: 1, firstName: 'Jordan', score: 204 }),
                  buildInvestor({ id: 5, rank: 2, firstName: 'Sam', score: 0 }),
                  buildInvestor({ id: 9, rank: 3, firstName: 'Riley', score: -100 }),
                ]
              : [],
        }),
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Investment Leaderboard' }));
    await user.click(await screen.findByRole('tab', { name: 'Beat the index' }));

    const list = await screen.findByRole('list', { name: 'Investment leaderboard' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('2.04 percentage points ahead of the club index');
    expect(second).toHaveTextContent('Level with the club index');
    expect(third).toHaveTextContent('1.00 percentage points behind the club index');
    expect(screen.getByRole('link', { name: 'Learn about index funds' })).toHaveAttribute(
      'href',
      '/lessons/7',
    );
    expect(screen.getByRole('tab', { name: 'Beat the index' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.queryByRole('region', { name: 'Not enough history yet' }),
    ).not.toBeInTheDocument();
  });

  it('shows the investment empty state when nobody has traded', async () => {
    await openInvestmentBoard([]);

    expect(await screen.findByText('No Investment Data')).toBeInTheDocument();
    expect(
      screen.getByText('Start trading to appear on the investment leaderboard!'),
    ).toBeInTheDocument();
  });

  it('when the investment leaderboard is not available, then it shows an error with a retry', async () => {
    let answer: { status: number; body: unknown } = {
      status: 502,
      body: { code: 'bad_gateway', message: 'Service unavailable' },
    };
    const { user, fetchMock } = renderLeaderboard({
      routes: { 'GET /api/investment-leaderboard': () => answer },
    });

    await user.click(await screen.findByRole('tab', { name: 'Investment Leaderboard' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the investment leaderboard');

    answer = { status: 200, body: [] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No Investment Data')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/investment-leaderboard')).toHaveLength(2);
  });

  it('a guest is asked to sign in or create an account and makes no leaderboard call', async () => {
    const { user, router, fetchMock } = renderApp('/leaderboard', { session: 'guest' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In Required' }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => !path.startsWith('/api/config'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign In or Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('guestMode')).toBeNull();
  });
});
