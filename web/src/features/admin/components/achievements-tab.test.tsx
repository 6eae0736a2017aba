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

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

function awardButton(title: string): HTMLElement {
  return within(card(title)).getByRole('button', { name: 'Award Achievement' });
}

async function openAchievementsTab(options: Parameters<typeof renderAdminTab>[1] = {}) {
  const view = await renderAdminTab('Achievements', options);
  await waitFor(() => expect(userPicker()).toHaveTextContent('Choose a member'));
  await screen.findByRole('article', { name: 'First Steps' });
  return view;
}

describe('award achievements', () => {
  it('shows the catalogue as cards with an icon, title, description and points; unknown icons fall back', async () => {
    await openAchievementsTab();

    expect(
      within(screen.getByRole('list', { name: 'Achievements' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    const firstSteps = card('First Steps');
    expect(firstSteps).toHaveTextContent('Complete your first lesson.');
    expect(firstSteps).toHaveTextContent('50 points');
    expect(firstSteps.querySelector('svg.lucide-footprints')).not.toBeNull();
    const mystery = card('Mystery Badge');
    expect(mystery).toHaveTextContent('1,000 points');
    expect(mystery.querySelector('svg.lucide-award')).not.toBeNull();
  });

  it('when the picker opens, then it offers the members sorted by name, the one named admin left out', async () => {
    const { user } = await openAchievementsTab();

    await user.click(userPicker());

    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Alex Morgan (@alexm)',
      'Dana Lee (@mslee)',
      'Jordan Lopez (@jordanl)',
    ]);
  });

  it("without a member picked, Award says 'No user selected' and sends nothing", async () => {
    const { user, fetchMock } = await openAchievementsTab();

    await user.click(awardButton('On Fire'));

    expect(getOnlyToast()).toHaveTextContent('No user selected');
    expect(getOnlyToast()).toHaveTextContent('Please select a user first.');
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'POST'),
    ).toHaveLength(0);
  });

  it('marks the cards the picked member has earned, and those cannot be awarded again', async () => {
    const { user } = await openAchievementsTab();

    await pickMember(user, 'Alex Morgan (@alexm)');

    await waitFor(() => expect(within(card('First Steps')).getByText('Earned')).toBeVisible());
    expect(awardButton('First Steps')).toBeDisabled();
    expect(within(card('On Fire')).queryByText('Earned')).not.toBeInTheDocument();
    expect(awardButton('On Fire')).toBeEnabled();
    expect(screen.getByText('Alex Morgan has earned 1 of 3 achievements.')).toBeInTheDocument();

    await pickMember(user, 'Jordan Lopez (@jordanl)');

    await waitFor(() =>
      expect(screen.getByText('Jordan Lopez has earned 0 of 3 achievements.')).toBeVisible(),
    );
    expect(screen.queryByText('Earned')).not.toBeInTheDocument();
  });

  it("awarding posts the achievement's id, toasts, and fetches the member's achievements and the members again", async () => {
    const { user, fetchMock } = await openAchievementsTab({
      routes: { 'POST /api/admin/users/7/achievements': { body: { awarded: true } } },
    });
    await pickMember(user, 'Alex Morgan (@alexm)');
    await waitFor(() => expect(within(card('First Steps')).getByText('Earned')).toBeVisible());
    const before = {
      earned: callsTo(fetchMock, 'GET', '/api/admin/users/7/achievements').length,
      users: countWholeListCalls(fetchMock),
    };

    await user.click(awardButton('On Fire'));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Achievement awarded'));
    expect(getOnlyToast()).toHaveTextContent('On Fire was awarded to Alex Morgan.');
    expect(
      callsTo(fetchMock, 'POST', '/api/admin/users/7/achievements').map((call) => call.json),
    ).toEqual([{ achievementId: 'on-fire' }]);
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET', '/api/admin/users/7/achievements')).toHaveLength(
        before.earned + 1,
      );
      expect(countWholeListCalls(fetchMock)).toBe(before.users + 1);
    });
  });

  it("when the award fails, then it toasts 'Error awarding achievement'", async () => {
    const { user } = await openAchievementsTab({
      routes: {
        'POST /api/admin/users/9/achievements': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong' },
        },
      },
    });
    await pickMember(user, 'Jordan Lopez (@jordanl)');

    await user.click(awardButton('On Fire'));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error awarding achievement'));
    expect(getOnlyToast()).toHaveTextContent('Failed to award achievement');
  });
});
