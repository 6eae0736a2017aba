import type { MyAssignment } from '@fc/contracts/assignments';
import type { Announcement } from '@fc/contracts/announcements';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { localToday } from '@/features/dashboard/utils/due-date';
import { buildModule } from '@/testing/learning-fixtures';
import { callsTo, requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

const alex = buildUser({ id: 7, firstName: 'Alex' });

/** The day `days` from today on this device, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

function buildMyAssignment(overrides: Partial<MyAssignment> = {}): MyAssignment {
  return {
    id: 1,
    kind: 'module',
    moduleId: 1,
    contestId: null,
    title: 'Budgeting Basics',
    dueDate: dayFromToday(1),
    note: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'to_do',
    completedAt: null,
    href: '/modules/1',
    ...overrides,
  };
}

const announcement: Announcement = {
  id: 41,
  body: 'No club on **Tuesday**.',
  html: '<p>No club on <strong>Tuesday</strong>.</p>',
  authorName: 'Dana Lee',
  postedAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
};

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules': { body: [buildModule({ id: 1 })] },
    'GET /api/users/7/progress': { body: [] },
    'GET /api/users/7/module-access': {
      body: { '1': { canAccess: true, reason: 'first_module' } },
    },
    'GET /api/assignments': {
      body: {
        assignments: [
          buildMyAssignment({
            id: 3,
            title: 'Credit and Debt',
            dueDate: dayFromToday(-5),
            status: 'done',
            completedAt: '2026-11-20T10:00:00.000Z',
            href: '/modules/4',
          }),
          buildMyAssignment({ id: 1 }),
          buildMyAssignment({
            id: 2,
            kind: 'contest',
            moduleId: null,
            contestId: 5,
            title: 'Spring Stock Cup',
            dueDate: dayFromToday(-1),
            status: 'overdue',
            href: '/contests/5',
            note: 'Join before Friday',
          }),
        ],
      },
    },
    'GET /api/announcements': { body: { announcements: [announcement] } },
    ...overrides,
  };
}

describe('dashboard: assignments and announcements', () => {
  it('shows "Assigned to you" before everything else, undone first (overdue in red), done ones ticked', async () => {
    renderApp('/', { session: alex, routes: routes() });

    const assigned = await screen.findByRole('region', { name: 'Assigned to you' });
    const stats = await screen.findByText('Current streak');
    expect(assigned.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const items = within(assigned).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Spring Stock Cup',
      'Budgeting Basics',
      'Credit and Debt (done)',
    ]);
    const overdue = within(items[0] as HTMLElement).getByText('Overdue');
    expect(overdue.closest('span')).toHaveClass('text-red-700');
    expect(items[0]).toHaveTextContent('Join before Friday');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Start Spring Stock Cup' }),
    ).toHaveAttribute('href', '/contests/5');
    expect(items[1]).toHaveTextContent('Due tomorrow');
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Start Budgeting Basics' }),
    ).toHaveAttribute('href', '/modules/1');
    expect(items[2]).toHaveTextContent('Done');
    expect(within(items[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it("Start takes the student to the module's page (the API's /modules/:id is an old address of it)", async () => {
    const { user, router } = renderApp('/', { session: alex, routes: routes() });

    await user.click(await screen.findByRole('link', { name: 'Start Budgeting Basics' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/1'));
  });

  it('when nothing is assigned, then the section is not there', async () => {
    renderApp('/', {
      session: alex,
      routes: routes({ 'GET /api/assignments': { body: { assignments: [] } } }),
    });

    await screen.findByRole('article', { name: 'Announcement from Dana Lee' });
    expect(screen.queryByRole('region', { name: 'Assigned to you' })).not.toBeInTheDocument();
  });

  it('shows each announcement with its HTML, author and time; Dismiss removes it at once and tells the server', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, fetchMock } = renderApp('/', {
      session: alex,
      routes: routes({
        'POST /api/announcements/41/dismiss': async () => {
          await answered;
          return { status: 204 };
        },
      }),
    });

    const card = await screen.findByRole('article', { name: 'Announcement from Dana Lee' });
    expect(within(card).getByText('Tuesday').tagName).toBe('STRONG');
    expect(card).toHaveTextContent('Dana Lee · 2 hours ago');

    await user.click(within(card).getByRole('button', { name: 'Dismiss announcement' }));

    // Gone before the server has answered.
    expect(
      screen.queryByRole('article', { name: 'Announcement from Dana Lee' }),
    ).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/announcements/41/dismiss')).toHaveLength(1);
    release();
  });

  it('when the dismissal fails, then the announcement comes back with a message', async () => {
    const { user } = renderApp('/', {
      session: alex,
      routes: routes({
        'POST /api/announcements/41/dismiss': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong' },
        },
      }),
    });

    const card = await screen.findByRole('article', { name: 'Announcement from Dana Lee' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss announcement' }));

    expect(
      await screen.findByRole('article', { name: 'Announcement from Dana Lee' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('Could not dismiss the announcement'),
    );
  });

  it('a guest makes neither call', async () => {
    const { fetchMock } = renderApp('/', { session: 'guest', routes: routes() });

    await screen.findByRole('heading', { name: 'Welcome, Guest' });
    const paths = requestedPaths(fetchMock);
    expect(paths).not.toContain('/api/assignments');
    expect(paths).not.toContain('/api/announcements');
    expect(screen.queryByRole('region', { name: 'Assigned to you' })).not.toBeInTheDocument();
  });
});
