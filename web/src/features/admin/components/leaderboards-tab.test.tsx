import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  countWholeListCalls,
  pickMember,
  renderAdminTab,
  userPicker,
} from '@/features/admin/testing/render-admin';
import { callsTo } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';

function pointsField(): HTMLElement {
  return screen.getByRole('textbox', { name: 'New Points Total' });
}

function updateButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Update Position' });
}

async function openLeaderboardsTab(options: Parameters<typeof renderAdminTab>[1] = {}) {
  const view = await renderAdminTab('Leaderboards', options);
  await waitFor(() => expect(userPicker()).toHaveTextContent('Choose a member'));
  return view;
}

describe('leaderboards', () => {
  it("when the member or the points are missing, then it toasts 'Missing information'", async () => {
    const { user, fetchMock } = await openLeaderboardsTab();

    await user.type(pointsField(), '100');
    await user.click(updateButton());

    expect(getOnlyToast()).toHaveTextContent('Missing information');
    expect(getOnlyToast()).toHaveTextContent('Please select a user and enter points.');
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/leaderboard')).toHaveLength(0);
  });

  it.each(['-1', '2.5', 'x'])(
    "when the points are '%s', then it toasts 'Invalid points' and sends nothing",
    async (input) => {
      const { user, fetchMock } = await openLeaderboardsTab();
      await pickMember(user, 'Alex Morgan (@alexm)');

      await user.type(pointsField(), input);
      await user.click(updateButton());

      expect(getOnlyToast()).toHaveTextContent('Invalid points');
      expect(getOnlyToast()).toHaveTextContent('Please enter a valid positive number for points.');
      expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/leaderboard')).toHaveLength(0);
    },
  );

  it('posts {userId, points}, toasts, and fetches the members and the leaderboard again', async () => {
    const { user, fetchMock } = await openLeaderboardsTab({
      routes: { 'POST /api/admin/users/7/leaderboard': { body: { userId: 7, points: 1500 } } },
    });
    await screen.findByRole('list', { name: 'Points leaderboard' });
    expect(countWholeListCalls(fetchMock)).toBe(1);
    expect(callsTo(fetchMock, 'GET', '/api/leaderboard')).toHaveLength(1);
    await pickMember(user, 'Alex Morgan (@alexm)');
    expect(userPicker()).toHaveAccessibleDescription('Current points: 12,500');

    await user.type(pointsField(), '1500');
    await user.click(updateButton());
    // The confirmation names the member, the points now and the new total.
    const dialog = await screen.findByRole('dialog', { name: "Set Alex Morgan's points?" });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Member: Alex Morgan (@alexm)', 'Points now: 12,500', 'New points: 1,500']);
    await user.click(within(dialog).getByRole('button', { name: 'Set points' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Leaderboard updated'));
    expect(getOnlyToast()).toHaveTextContent('Alex Morgan now has 1,500 points.');
    expect(
      callsTo(fetchMock, 'POST', '/api/admin/users/7/leaderboard').map((call) => call.json),
    ).toEqual([{ userId: 7, points: 1500 }]);
    expect(pointsField()).toHaveValue('');
    await waitFor(() => {
      expect(countWholeListCalls(fetchMock)).toBe(2);
      expect(callsTo(fetchMock, 'GET', '/api/leaderboard')).toHaveLength(2);
    });
  });

  it('accepts 0 points', async () => {
    const { user, fetchMock } = await openLeaderboardsTab({
      routes: { 'POST /api/admin/users/9/leaderboard': { body: {} } },
    });
    await pickMember(user, 'Jordan Lopez (@jordanl)');

    await user.type(pointsField(), '0{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Set points' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Leaderboard updated'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/9/leaderboard')[0]?.json).toEqual({
      userId: 9,
      points: 0,
    });
  });

  it("when the update fails, then it toasts 'Error updating leaderboard'", async () => {
    const { user } = await openLeaderboardsTab({
      routes: {
        'POST /api/admin/users/7/leaderboard': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong' },
        },
      },
    });
    await pickMember(user, 'Alex Morgan (@alexm)');

    await user.type(pointsField(), '10');
    await user.click(updateButton());
    await user.click(await screen.findByRole('button', { name: 'Set points' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error updating leaderboard'));
    expect(getOnlyToast()).toHaveTextContent('Failed to update leaderboard position');
  });

  it('shows the points leaderboard: rank, name, @username and points', async () => {
    await openLeaderboardsTab();

    const list = await screen.findByRole('list', { name: 'Points leaderboard' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Rank #1');
    expect(first).toHaveTextContent('Alex Morgan');
    expect(first).toHaveTextContent('@alexm');
    expect(first).toHaveTextContent('12,500points');
    expect(second).toHaveTextContent('Rank #2');
    expect(second).toHaveTextContent('Jordan Lopez');
  });

  it('shows the investment leaderboard in dollars from cents, with signs and coloured percentages', async () => {
    await openLeaderboardsTab();

    const list = await screen.findByRole('list', { name: 'Investment leaderboard' });
    const [gain, loss] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(gain).toHaveTextContent('Alex Morgan');
    expect(gain).toHaveTextContent('@alexm');
    expect(gain).toHaveTextContent('Total return +$123.45');
    expect(gain).toHaveTextContent('+1.23%');
    expect(gain).toHaveTextContent('Portfolio: $10,123.45');
    expect(within(gain).getByText('+1.23%')).toHaveAttribute('data-trend', 'up');
    expect(loss).toHaveTextContent('Total return -$50.50');
    expect(loss).toHaveTextContent('Portfolio: $9,949.50');
    expect(within(loss).getByText('-0.51%')).toHaveAttribute('data-trend', 'down');
  });

  it("when nobody has traded, then the investment leaderboard says 'No Investment Data'", async () => {
    await openLeaderboardsTab({ routes: { 'GET /api/investment-leaderboard': { body: [] } } });

    expect(await screen.findByRole('heading', { name: 'No Investment Data' })).toBeVisible();
    expect(screen.getByText('No investment data available')).toBeVisible();
  });
});
