import type { CreateContest } from '@fc/contracts/contests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderAdminTab } from '@/features/admin/testing/render-admin';
import { buildContest } from '@/testing/contest-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';
import { stocks } from '@/testing/trading-fixtures';

function contestRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/contests': { body: [] },
    'GET /api/stocks': { body: stocks },
    ...overrides,
  };
}

function form() {
  return within(screen.getByRole('tabpanel', { name: 'Contests' }));
}

describe('admin: contests', () => {
  it('posts the contest in cents and basis points, with ISO dates, and lists it', async () => {
    let created: CreateContest | null = null;
    const view = await renderAdminTab('Contests', {
      routes: contestRoutes({
        'GET /api/contests': () => ({
          body: created
            ? [buildContest({ name: created.name, status: 'upcoming', participants: 0 })]
            : [],
        }),
        'POST /api/admin/contests': ({ json }) => {
          created = json as CreateContest;
          return { status: 201, body: buildContest({ name: created.name, status: 'upcoming' }) };
        },
      }),
    });
    const { user, fetchMock } = view;
    const f = form();

    await user.type(f.getByLabelText('Contest name'), 'Spring Stock Cup');
    await user.clear(f.getByLabelText('Starts'));
    await user.type(f.getByLabelText('Starts'), '2026-03-02T09:00');
    await user.clear(f.getByLabelText('Ends'));
    await user.type(f.getByLabelText('Ends'), '2026-03-16T15:30');
    await user.clear(f.getByLabelText('Starting cash ($)'));
    await user.type(f.getByLabelText('Starting cash ($)'), '5,000.50');
    await user.click(f.getByRole('radio', { name: 'Sectors' }));
    // The sectors are those of the listed stocks.
    await user.click(await f.findByRole('checkbox', { name: 'Technology' }));
    await user.click(f.getByRole('radio', { name: 'Percent (%)' }));
    await user.type(f.getByLabelText('Commission per trade (%)'), '0.25');
    await user.selectOptions(f.getByLabelText('Ranked by'), 'Beat the index');
    await user.click(f.getByRole('checkbox', { name: 'Premium stocks allowed' }));
    await user.click(f.getByRole('radio', { name: 'Everyone (all enrolled)' }));
    await user.click(f.getByRole('button', { name: 'Create Contest' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Contest created'));
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/contests');
    expect(call?.json).toEqual({
      name: 'Spring Stock Cup',
      startsAt: new Date('2026-03-02T09:00').toISOString(),
      endsAt: new Date('2026-03-16T15:30').toISOString(),
      startingCash: 500_050,
      allowedStocks: { kind: 'sectors', sectors: ['Technology'] },
      commission: { kind: 'percent', basisPoints: 25 },
      rankBy: 'beat_index',
      premiumAllowed: true,
      enrolment: 'everyone',
    });
    const list = await f.findByRole('list', { name: 'Contests' });
    expect(list).toHaveTextContent('Spring Stock Cup');
    expect(list).toHaveTextContent('Upcoming');
    expect(
      within(list).getByRole('link', { name: 'Leaderboard of Spring Stock Cup' }),
    ).toHaveAttribute('href', '/contests/5');
    // The form is ready for the next contest.
    expect(f.getByLabelText('Contest name')).toHaveValue('');
  });

  it('posts a flat commission in cents and a list of symbols', async () => {
    const { user, fetchMock } = await renderAdminTab('Contests', {
      routes: contestRoutes({
        'POST /api/admin/contests': { status: 201, body: buildContest() },
      }),
    });
    const f = form();
    await user.type(f.getByLabelText('Contest name'), 'Tech Sprint');
    await user.click(f.getByRole('radio', { name: 'Symbols' }));
    await user.type(f.getByLabelText('Symbols (comma-separated)'), 'aapl, msft,KO');
    await user.click(f.getByRole('radio', { name: 'Flat ($)' }));
    await user.type(f.getByLabelText('Commission per trade ($)'), '1');
    await user.click(f.getByRole('button', { name: 'Create Contest' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/contests')).toHaveLength(1));
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/contests');
    expect(call?.json).toMatchObject({
      name: 'Tech Sprint',
      startingCash: 1_000_000,
      allowedStocks: { kind: 'symbols', symbols: ['AAPL', 'MSFT', 'KO'] },
      commission: { kind: 'flat', cents: 100 },
      rankBy: 'return',
      premiumAllowed: false,
      enrolment: 'open',
    });
  });

  it('shows the server’s message when it refuses the contest', async () => {
    const { user } = await renderAdminTab('Contests', {
      routes: contestRoutes({
        'POST /api/admin/contests': {
          status: 400,
          body: { code: 'VALIDATION_ERROR', message: 'The contest must end after it starts' },
        },
      }),
    });
    const f = form();
    await user.type(f.getByLabelText('Contest name'), 'Backwards Cup');
    await user.click(f.getByRole('button', { name: 'Create Contest' }));

    expect(await f.findByRole('alert')).toHaveTextContent('The contest must end after it starts');
    expect(f.getByLabelText('Contest name')).toHaveValue('Backwards Cup');
  });

  it('asks for what is missing without calling the server', async () => {
    const { user, fetchMock } = await renderAdminTab('Contests', { routes: contestRoutes() });
    const f = form();
    await user.click(f.getByRole('button', { name: 'Create Contest' }));
    expect(await f.findByRole('alert')).toHaveTextContent('Please name the contest.');
    expect(f.getByLabelText('Contest name')).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByLabelText('Contest name')).toHaveAccessibleDescription(
      'Please name the contest.',
    );

    await user.type(f.getByLabelText('Contest name'), 'Cup');
    await user.click(f.getByRole('radio', { name: 'Flat ($)' }));
    await user.type(f.getByLabelText('Commission per trade ($)'), '1.005');
    await user.click(f.getByRole('button', { name: 'Create Contest' }));
    expect(f.getByRole('alert')).toHaveTextContent('Please enter the commission in dollars');
    expect(f.getByLabelText('Contest name')).not.toHaveAttribute('aria-invalid');
    expect(f.getByLabelText('Commission per trade ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/admin/contests')).toHaveLength(0);
  });
});
