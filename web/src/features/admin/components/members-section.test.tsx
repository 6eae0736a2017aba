import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { membersPageQueries, renderAdmin } from '@/features/admin/testing/render-admin';
import { adminUser, usersRoute } from '@/testing/admin-fixtures';
import { buildUser } from '@/testing/test-utils';

/** A club of 200: member001 … member200, joined in that order, points rising with the number. */
const club = [
  adminUser,
  ...Array.from({ length: 199 }, (_, index) => {
    const n = String(index + 2).padStart(3, '0');
    return buildUser({
      id: 100 + index,
      username: `member${n}`,
      email: `member${n}@example.org`,
      firstName: index === 41 ? 'Zoë' : 'Pat',
      lastName: `Member ${n}`,
      points: (index + 2) * 10,
      createdAt: new Date(Date.UTC(2026, 1, 1) + index * 3_600_000).toISOString(),
    });
  }),
];

function renderClub() {
  return renderAdmin({ routes: { 'GET /api/users': usersRoute(club) } });
}

/** The names of the rows the members table shows, in order. */
function shownUsernames(): string[] {
  const table = screen.getByRole('table', { name: 'Members' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => /@(\S+)/.exec(cell.textContent ?? '')?.[1] ?? '');
}

const pages = () => screen.getByRole('navigation', { name: 'Members pages' });

describe('members table at scale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the club has 200 members, then it shows 25 at a time with Previous and Next', async () => {
    const { user, fetchMock } = renderClub();

    expect(await screen.findByText('Showing 1–25 of 200')).toBeInTheDocument();
    expect(screen.getByText('200 members')).toBeInTheDocument();
    expect(shownUsernames()).toHaveLength(25);
    expect(shownUsernames()[0]).toBe('admin');
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 26–50 of 200')).toBeInTheDocument();
    expect(shownUsernames()[0]).toBe('member026');
    expect(within(pages()).getByText('Page 2 of 8')).toBeInTheDocument();
    expect(membersPageQueries(fetchMock).at(-1)?.get('page')).toBe('2');
    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–25 of 200')).toBeInTheDocument();
  });

  it('when the admin types in the search box, then the server is asked once typing pauses, from the first page', async () => {
    const { user, fetchMock } = renderClub();
    await screen.findByText('Showing 1–25 of 200');
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26–50 of 200');

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zoë');

    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(shownUsernames()).toEqual(['member043']);
    const searches = membersPageQueries(fetchMock).filter((query) => query.has('q'));
    // Typed letter by letter, asked once: the search waits for a pause.
    expect(searches.map((query) => [query.get('q'), query.get('page')])).toEqual([['zoë', '1']]);
    expect(screen.queryByText('200 members')).not.toBeInTheDocument();
  });

  it('when nobody matches, then it says so and Clear search shows everybody again', async () => {
    const { user } = renderClub();
    await screen.findByText('Showing 1–25 of 200');

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');

    expect(
      await screen.findByRole('heading', { name: 'No members match your search' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1–25 of 200')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
  });

  it('when a column header is clicked, then the server sorts by it and the header says how (aria-sort)', async () => {
    const { user, fetchMock } = renderClub();
    await screen.findByText('Showing 1–25 of 200');
    const table = screen.getByRole('table', { name: 'Members' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Points')).getByRole('button', { name: 'Points' }));

    await waitFor(() => expect(shownUsernames()[0]).toBe('member200'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'none');
    const last = membersPageQueries(fetchMock).at(-1);
    expect([last?.get('sort'), last?.get('order'), last?.get('page')]).toEqual([
      'points',
      'desc',
      '1',
    ]);

    await user.click(within(header('Points')).getByRole('button', { name: 'Points' }));
    await waitFor(() => expect(shownUsernames()[0]).toBe('admin'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Member')).getByRole('button', { name: 'Member' }));
    await waitFor(() => expect(header('Member')).toHaveAttribute('aria-sort', 'ascending'));
    expect(shownUsernames()[0]).toBe('admin');
    expect(membersPageQueries(fetchMock).at(-1)?.get('sort')).toBe('name');
  });

  it('on a phone, then each member is a card with its figures labelled and its Reset Progress, and a Sort by choice', async () => {
    // A 390-pixel-wide screen: the table's width query does not match.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { user, fetchMock } = renderClub();

    const list = await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(25);
    const card = within(list).getByRole('listitem', { name: 'Pat Member 002' });
    expect(card).toHaveTextContent('@member002');
    expect(card).toHaveTextContent('member002@example.org');
    expect(card).toHaveTextContent('Points20');
    expect(card).toHaveTextContent('Streak3 days');
    expect(within(card).getByRole('button', { name: 'Reset Progress' })).toBeEnabled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Points, most first',
    );

    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Pat Member 200'),
    );
    expect(membersPageQueries(fetchMock).at(-1)?.get('sort')).toBe('points');
    await user.click(
      within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', {
        name: 'Reset Progress',
      }),
    );
    expect(
      screen.getByRole('dialog', { name: 'Reset progress for Pat Member 200?' }),
    ).toBeInTheDocument();
  });
});
