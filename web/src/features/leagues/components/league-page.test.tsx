import type { LeagueEntry, MyLeague } from '@fc/contracts/leagues';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

const alex = buildUser({ id: 7, firstName: 'Alex', lastName: 'Rivera' });

function entries(count: number, tierZones: (rank: number) => LeagueEntry['zone']): LeagueEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    id: index === 9 ? 7 : 100 + index,
    username: `s${index}`,
    firstName: index === 9 ? 'Alex' : `Student${index + 1}`,
    lastName: index === 9 ? 'Rivera' : 'Tester',
    weekPoints: 500 - index * 10,
    zone: tierZones(index + 1),
  }));
}

function buildLeague(overrides: Partial<MyLeague> = {}): MyLeague {
  const table = entries(30, (rank) => (rank <= 7 ? 'promotion' : rank > 25 ? 'demotion' : 'safe'));
  return {
    weekStart: '2026-11-23',
    weekEndsAt: new Date(Date.now() + (2 * 24 + 5) * 3600_000 + 60_000).toISOString(),
    tier: 1,
    tierName: 'Silver',
    placed: true,
    table,
    myRank: 10,
    myWeekPoints: 410,
    unseenResult: null,
    ...overrides,
  };
}

describe('the league page', () => {
  it('shows the tier, the time left and the table with the zones in words and the student’s row marked', async () => {
    renderApp('/leagues', {
      session: alex,
      routes: { 'GET /api/rewards/league': { body: buildLeague() } },
    });
    const table = await screen.findByRole('list', { name: 'League standings' }, { timeout: 3000 });
    expect(screen.getByText('Silver League')).toBeInTheDocument();
    expect(screen.getByText('2d 5h left')).toBeInTheDocument();
    const rows = within(table).getAllByRole('listitem');
    expect(rows).toHaveLength(30);
    const zoneOf = (row: HTMLElement) => within(row).queryByText(/zone$/)?.textContent ?? 'none';
    expect(rows.map(zoneOf)).toEqual([
      ...Array<string>(7).fill('Promotion zone'),
      ...Array<string>(18).fill('none'),
      ...Array<string>(5).fill('Demotion zone'),
    ]);
    const mine = rows[9];
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Alex Rivera (you)');
    expect(mine).toHaveTextContent('410 pts');
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(screen.getByText('#10')).toBeInTheDocument();
  });

  it('when the student has not earned points this week, then it says how to join', async () => {
    renderApp('/leagues', {
      session: alex,
      routes: {
        'GET /api/rewards/league': {
          body: buildLeague({
            placed: false,
            table: [],
            myRank: null,
            myWeekPoints: 0,
            tier: 0,
            tierName: 'Bronze',
          }),
        },
      },
    });
    expect(
      await screen.findByText(/to join a Bronze league/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'League standings' })).not.toBeInTheDocument();
  });
});

describe('the league result toast', () => {
  it('when last week’s result is unseen, then any page shows it once and tells the server', async () => {
    const { fetchMock } = renderApp('/lessons', {
      session: alex,
      routes: {
        'GET /api/rewards/league': {
          body: buildLeague({
            unseenResult: {
              weekStart: '2026-11-16',
              tier: 0,
              tierName: 'Bronze',
              newTier: 1,
              newTierName: 'Silver',
              rank: 3,
              weekPoints: 420,
              outcome: 'promoted',
            },
          }),
        },
        'POST /api/rewards/league/result/seen': { body: { weekStart: '2026-11-16', seen: 1 } },
      },
    });
    expect(
      await screen.findByText('Promoted to Silver!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/rewards/league/result/seen')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/rewards/league/result/seen')[0]?.json).toEqual({
      weekStart: '2026-11-16',
    });
  });

  it('when there is no unseen result, then no toast and no call', async () => {
    const { fetchMock } = renderApp('/lessons', {
      session: alex,
      routes: { 'GET /api/rewards/league': { body: buildLeague() } },
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/rewards/league')).toHaveLength(1));
    expect(screen.queryByText(/Promoted to|You stayed in|Moved down to/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/rewards/league/result/seen')).toHaveLength(0);
  });
});
