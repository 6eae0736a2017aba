import type { RewardsSummary } from '@fc/contracts/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildModule } from '@/testing/learning-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { buildReviewQueue } from '@/testing/review-fixtures';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

/**
 * "Today's Goal" (docs/product.md "Dashboard"): the daily goal picked on the card, and streak
 * freezes.
 */

const alex = buildUser({ id: 7, firstName: 'Alex', points: 1250, streak: 3 });

function buildSummary(overrides: Partial<RewardsSummary> = {}): RewardsSummary {
  return {
    rank: 3,
    totalMembers: 42,
    points: 1250,
    streak: 4,
    pointsToday: 35,
    dailyGoal: 20,
    goalPointsToday: 10,
    goalMetToday: false,
    streakFreezes: 0,
    lessonsToday: 1,
    unlockedFeatures: [],
    recentActivity: [],
    ...overrides,
  };
}

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules': { body: [buildModule({ id: 1 }), buildModule({ id: 2 })] },
    'GET /api/users/7/progress': { body: [] },
    'GET /api/users/7/module-access': {
      body: {
        '1': { canAccess: true, reason: 'first_module' },
        '2': { canAccess: false, reason: 'locked' },
      },
    },
    'GET /api/rewards/me': { body: buildSummary() },
    'GET /api/achievements': { body: [] },
    'GET /api/user-achievements': { body: [] },
    'GET /api/leaderboard': { body: [] },
    'GET /api/review': { body: buildReviewQueue() },
    ...overrides,
  };
}

async function renderCard(extraRoutes: MockRoutes = {}) {
  const view = renderApp('/', { session: alex, routes: routes(extraRoutes) });
  const card = await screen.findByRole('region', { name: "Today's Goal" }, { timeout: 3000 });
  // The summary has loaded once the target shows.
  await within(card).findByRole('progressbar', { name: "Today's points" });
  return { ...view, card: within(card) };
}

describe("today's goal", () => {
  it("measures the points counted today against the student's goal, with today's lessons as information", async () => {
    const { card } = await renderCard({
      'GET /api/rewards/me': {
        body: buildSummary({ dailyGoal: 50, goalPointsToday: 25, pointsToday: 60 }),
      },
    });

    expect(card.getByText('25/50')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: "Today's points" })).toHaveAttribute(
      'aria-valuetext',
      '25 of 50 points',
    );
    expect(card.getByText('Reach 50 points today to keep your streak going.')).toBeInTheDocument();
    expect(card.getByText(/^Lessons completed today:/)).toHaveTextContent(
      'Lessons completed today: 1',
    );
    const picker = card.getByRole('radiogroup', { name: 'Daily goal' });
    expect(within(picker).getByRole('radio', { name: '50 points' })).toBeChecked();
    expect(within(picker).getByRole('radio', { name: '20 points' })).not.toBeChecked();
    expect(within(picker).getByRole('radio', { name: '100 points' })).not.toBeChecked();
    expect(card.queryByText('Reached')).not.toBeInTheDocument();
  });

  it('when the goal is met today, then it reads Reached and the streak goes on, even with the goal raised since', async () => {
    // Met at 20 with 25 points, then raised to 50: the streak was extended today all the same.
    const { card } = await renderCard({
      'GET /api/rewards/me': {
        body: buildSummary({
          dailyGoal: 50,
          goalPointsToday: 25,
          goalMetToday: true,
          lessonsToday: 0,
        }),
      },
    });

    expect(card.getByText('Reached')).toBeInTheDocument();
    expect(card.getByText('Goal reached: your streak goes on!')).toBeInTheDocument();
    expect(card.getByText('25/50')).toBeInTheDocument();
  });

  it('when the goal is not met today, then there is no Reached badge, however many lessons and points of other kinds', async () => {
    const { card } = await renderCard({
      'GET /api/rewards/me': {
        body: buildSummary({ lessonsToday: 3, pointsToday: 150, goalPointsToday: 10 }),
      },
    });

    expect(card.getByText('10/20')).toBeInTheDocument();
    expect(card.getByText('Reach 20 points today to keep your streak going.')).toBeInTheDocument();
    expect(card.queryByText('Reached')).not.toBeInTheDocument();
  });

  it('picking 50 saves {dailyGoal: 50} and, with the summary fetched again, 50 is the target', async () => {
    let dailyGoal = 20;
    let summaryCalls = 0;
    const { card, user, fetchMock } = await renderCard({
      'GET /api/rewards/me': () => {
        summaryCalls += 1;
        return { body: buildSummary({ dailyGoal, goalPointsToday: 25 }) };
      },
      'PUT /api/rewards/goal': ({ json }) => {
        dailyGoal = (json as { dailyGoal: number }).dailyGoal;
        return { body: { dailyGoal } };
      },
    });
    expect(card.getByText('25/20')).toBeInTheDocument();
    const callsBefore = summaryCalls;

    await user.click(card.getByRole('radio', { name: '50 points' }));

    expect(await card.findByText('25/50')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/rewards/goal').map(({ json }) => json)).toEqual([
      { dailyGoal: 50 },
    ]);
    expect(summaryCalls).toBeGreaterThan(callsBefore);
    expect(card.getByRole('radio', { name: '50 points' })).toBeChecked();
    expect(card.getByText('Reach 50 points today to keep your streak going.')).toBeInTheDocument();
  });

  it('when the server refuses the goal, then the saved goal stays picked and a toast says why', async () => {
    const { card, user } = await renderCard({
      'PUT /api/rewards/goal': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'dailyGoal must be one of 20, 50, 100' },
      },
    });

    await user.click(card.getByRole('radio', { name: '100 points' }));

    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('dailyGoal must be one of 20, 50, 100'),
    );
    expect(getOnlyToast()).toHaveTextContent('Could not change your daily goal');
    expect(card.getByRole('radio', { name: '20 points' })).toBeChecked();
    expect(card.getByText('10/20')).toBeInTheDocument();
  });
});

describe('streak freezes', () => {
  it('buying one posts the purchase, then shows the freezes held and the points left', async () => {
    let summary = buildSummary({ streakFreezes: 0, points: 1250 });
    let session = alex;
    const { card, user, fetchMock } = await renderCard({
      'GET /api/auth/me': () => ({ body: session }),
      'GET /api/rewards/me': () => ({ body: summary }),
      'POST /api/rewards/streak-freeze': () => {
        summary = { ...summary, streakFreezes: 1, points: 1200 };
        session = { ...session, points: 1200 };
        return { body: { streakFreezes: 1, points: 1200 } };
      },
    });
    const banner = within(screen.getByRole('banner'));
    expect(card.getByText(/^Streak freezes:/)).toHaveTextContent('Streak freezes: 0 of 2');
    expect(banner.getByText('1,250')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Buy a freeze (50 points)' }));

    await waitFor(() =>
      expect(card.getByText(/^Streak freezes:/)).toHaveTextContent('Streak freezes: 1 of 2'),
    );
    expect(callsTo(fetchMock, 'POST', '/api/rewards/streak-freeze')).toHaveLength(1);
    expect(getOnlyToast()).toHaveTextContent('Streak freeze bought');
    expect(await banner.findByText('1,200')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Buy a freeze (50 points)' })).toBeEnabled();
  });

  it('when the server refuses (409), then its message shows and the count stays', async () => {
    const { card, user } = await renderCard({
      'GET /api/rewards/me': { body: buildSummary({ streakFreezes: 0, points: 49 }) },
      'POST /api/rewards/streak-freeze': {
        status: 409,
        body: {
          code: 'NOT_ENOUGH_POINTS',
          message: 'A streak freeze costs 50 points: you have 49',
        },
      },
    });

    await user.click(card.getByRole('button', { name: 'Buy a freeze (50 points)' }));

    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('A streak freeze costs 50 points: you have 49'),
    );
    expect(getOnlyToast()).toHaveTextContent('Could not buy a streak freeze');
    expect(card.getByText(/^Streak freezes:/)).toHaveTextContent('Streak freezes: 0 of 2');
  });

  it('with 2 freezes held, then buying is off and the card says it is the most', async () => {
    const { card } = await renderCard({
      'GET /api/rewards/me': { body: buildSummary({ streakFreezes: 2 }) },
    });

    expect(card.getByText(/^Streak freezes:/)).toHaveTextContent('Streak freezes: 2 of 2');
    expect(card.getByRole('button', { name: 'Buy a freeze (50 points)' })).toBeDisabled();
    expect(card.getByText(/You hold the most you can keep/)).toBeInTheDocument();
  });
});
