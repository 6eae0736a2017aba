import type { Achievement, UserAchievement } from '@fc/contracts/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { requestedPaths } from '@/testing/mock-fetch';
import { buildAchievement } from '@/testing/rewards-fixtures';
import { buildUser, renderApp } from '@/testing/test-utils';

const alex = buildUser({ id: 7, points: 1250 });

const catalogue: Achievement[] = [
  buildAchievement({
    id: 'first-steps',
    title: 'First Steps',
    description: 'Complete your first lesson.',
    icon: 'footprints',
    points: 50,
    bonusPoints: 25,
    tradingBonus: 10_000,
    specialBadge: 'Pioneer',
    requirement: 'complete_first_lesson',
  }),
  buildAchievement({
    id: 'chart-master',
    title: 'Chart Master',
    description: 'Make ten trades.',
    icon: 'line-chart',
    color: 'purple',
    points: 100,
    tradingBonus: 15_000,
    unlockFeature: 'advanced_charts',
    requirement: 'make_10_trades',
  }),
  buildAchievement({
    id: 'on-fire',
    title: 'On Fire',
    description: 'Keep a 7-day streak.',
    icon: 'flame',
    color: 'warning',
    points: 200,
    bonusPoints: 100,
    tradingBonus: 50_000,
    specialBadge: 'Hot Streak',
    unlockFeature: 'streak_multiplier',
    requirement: 'reach_a_7_day_streak',
  }),
];

const earned: UserAchievement[] = [
  { achievementId: 'first-steps', earnedAt: '2026-03-01T12:00:00.000Z', awardedBy: null },
  { achievementId: 'chart-master', earnedAt: '2026-03-04T12:00:00.000Z', awardedBy: 1 },
];

function renderAchievements(userAchievements: UserAchievement[] = earned) {
  return renderApp('/achievements', {
    session: alex,
    routes: {
      'GET /api/achievements': { body: catalogue },
      'GET /api/user-achievements': { body: userAchievements },
    },
  });
}

function stat(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('achievements page', () => {
  it("shows a loading skeleton, then the user's points and the four stat cards", async () => {
    renderAchievements();

    expect(await screen.findByRole('status', { name: 'Loading achievements' })).toBeInTheDocument();
    expect(await screen.findByText('Achievements Earned')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('1,250');

    expect(stat('Achievements Earned')).toHaveTextContent(/^2$/);
    expect(stat('Available')).toHaveTextContent(/^1$/);
    // (50 + 25) + (100 + 0): points plus bonus points of the earned ones only.
    expect(stat('Achievement Bonus')).toHaveTextContent('175');
    // 10,000 + 15,000 cents, in whole dollars.
    expect(stat('Trading Bonus')).toHaveTextContent(/^\$250$/);
  });

  it('counts the earned and available achievements on the tabs and lists each in its tab', async () => {
    const { user } = renderAchievements();

    const all = await screen.findByRole('list', { name: 'All achievements' });
    expect(within(all).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'All Achievements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Earned (2)' }));
    const earnedList = await screen.findByRole('list', { name: 'Earned achievements' });
    // Most recently earned first.
    expect(
      within(earnedList)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Chart Master', 'First Steps']);

    await user.click(screen.getByRole('tab', { name: 'Available (1)' }));
    const availableList = await screen.findByRole('list', { name: 'Available achievements' });
    expect(
      within(availableList)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['On Fire']);
  });

  it("shows 'No achievements yet' on the Earned tab before anything is earned", async () => {
    const { user } = renderAchievements([]);

    await user.click(await screen.findByRole('tab', { name: 'Earned (0)' }));

    expect(await screen.findByRole('heading', { name: 'No achievements yet' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available (3)' })).toBeInTheDocument();
    expect(stat('Trading Bonus')).toHaveTextContent(/^\$0$/);
    expect(stat('Achievement Bonus')).toHaveTextContent('0');
  });

  it('when an achievement pays no points, then its card shows no "0 points" badge', async () => {
    renderApp('/achievements', {
      session: alex,
      routes: {
        'GET /api/achievements': {
          body: [
            buildAchievement({
              id: 'feature-only',
              title: 'Chart Reader',
              points: 0,
              bonusPoints: 0,
              tradingBonus: 0,
              unlockFeature: 'advanced_charts',
            }),
          ],
        },
        'GET /api/user-achievements': { body: [] },
      },
    });

    const chartReader = await screen.findByRole('article', { name: 'Chart Reader' });
    expect(chartReader).not.toHaveTextContent('0 points');
    expect(within(chartReader).queryAllByRole('listitem')).toEqual([]);
  });

  it('shows an earned card with its Earned and special badges, rewards, unlock, requirement and date', async () => {
    renderAchievements();

    await screen.findByRole('list', { name: 'All achievements' });
    const firstSteps = card('First Steps');
    expect(within(firstSteps).getByText('Earned')).toBeInTheDocument();
    expect(within(firstSteps).getByText('Pioneer')).toBeInTheDocument();
    expect(firstSteps).toHaveTextContent('Complete your first lesson.');
    const rewards = within(within(firstSteps).getByRole('list', { name: 'Rewards' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rewards).toEqual(['50 points', '+25 bonus', '$100 trading cash']);
    expect(firstSteps).toHaveTextContent('complete first lesson');
    expect(firstSteps).not.toHaveTextContent('complete_first_lesson');
    expect(firstSteps).toHaveTextContent('Earned on Mar 1, 2026');

    const chartMaster = card('Chart Master');
    expect(chartMaster).toHaveTextContent('Unlocks: Advanced Chart Tools');
    expect(chartMaster).toHaveTextContent('make 10 trades');
    expect(within(chartMaster).queryByText(/bonus$/)).not.toBeInTheDocument();
  });

  it('shows an available card without the Earned badge, special badge or date', async () => {
    renderAchievements();

    await screen.findByRole('list', { name: 'All achievements' });
    const onFire = card('On Fire');
    expect(within(onFire).queryByText('Earned')).not.toBeInTheDocument();
    expect(within(onFire).queryByText('Hot Streak')).not.toBeInTheDocument();
    expect(onFire).not.toHaveTextContent('Earned on');
    expect(onFire).toHaveTextContent('+100 bonus');
    expect(onFire).toHaveTextContent('$500 trading cash');
    expect(onFire).toHaveTextContent('Unlocks: 2x Point Multiplier');
    expect(onFire).toHaveTextContent('reach a 7 day streak');
  });

  it('when a call fails, then it shows an error and Try again fetches it again', async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: { message: 'boom' } };
    const { user } = renderApp('/achievements', {
      session: alex,
      routes: {
        'GET /api/achievements': { body: catalogue },
        'GET /api/user-achievements': () => answer,
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your achievements');

    answer = { status: 200, body: earned };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('tab', { name: 'Earned (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a guest sees 'Sign In Required', makes no achievements call, and the button goes to /auth", async () => {
    const { user, router, fetchMock } = renderApp('/achievements', { session: 'guest' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In Required' }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.includes('achievements'))).toEqual([]);

    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In or Create Account' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(window.localStorage.getItem('guestMode')).toBeNull();
  });
});
