import type { ModuleAccessMap, ProgressRecord } from '@fc/contracts/learning';
import type { LeaderboardEntry, RewardsSummary, UserAchievement } from '@fc/contracts/rewards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildLessonSummary, buildModule, buildProgressRecord } from '@/testing/learning-fixtures';
import { requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildReviewQueue } from '@/testing/review-fixtures';
import { buildAchievement } from '@/testing/rewards-fixtures';
import { buildUser, linkTargets, renderApp } from '@/testing/test-utils';

/** 8 modules, 17 lessons, 45 flashcards; tracks 3 / 2 / 1 / 2. */
const modules = [
  buildModule({ id: 1, title: 'Budgeting Basics', totalLessons: 3, flashcardCount: 10 }),
  buildModule({
    id: 2,
    title: 'Stock Market Basics',
    track: 'investments',
    icon: 'trending-up',
    totalLessons: 2,
    flashcardCount: 8,
  }),
  buildModule({ id: 3, title: 'Banking and Saving', totalLessons: 2, flashcardCount: 6 }),
  buildModule({ id: 4, title: 'Credit and Debt', totalLessons: 2, flashcardCount: 5 }),
  buildModule({
    id: 5,
    title: 'Bonds and Interest Rates',
    track: 'investments',
    totalLessons: 2,
    flashcardCount: 4,
  }),
  buildModule({
    id: 6,
    title: 'Business Models and Revenue',
    category: 'commercial',
    track: 'business-finance',
    totalLessons: 2,
    flashcardCount: 7,
  }),
  buildModule({
    id: 7,
    title: 'Entrepreneurship and Funding',
    category: 'commercial',
    track: 'advanced',
    totalLessons: 2,
    flashcardCount: 3,
  }),
  buildModule({
    id: 8,
    title: 'Inflation, the Fed, and the Economy',
    category: 'commercial',
    track: 'advanced',
    totalLessons: 2,
    flashcardCount: 2,
  }),
];

const alex = buildUser({ id: 7, firstName: 'Alex', points: 1250, streak: 3 });

function completedAt(record: ProgressRecord, at: Date | string, pointsEarned = 25): ProgressRecord {
  return {
    ...record,
    completedAt: typeof at === 'string' ? at : at.toISOString(),
    pointsEarned,
  };
}

/** Module 1 done (two lessons long ago, one today), one lesson of module 2 today. */
function progress(): ProgressRecord[] {
  const now = Date.now();
  return [
    completedAt(buildProgressRecord(11, 1), '2026-01-30T09:00:00.000Z'),
    completedAt(buildProgressRecord(12, 1), '2026-02-01T10:00:00.000Z'),
    completedAt(buildProgressRecord(13, 1), new Date(now - 1000), 30),
    completedAt(buildProgressRecord(21, 2), new Date(now), 25),
  ];
}

const access = (open: number[]): ModuleAccessMap =>
  Object.fromEntries(
    modules.map((module) => [
      String(module.id),
      open.includes(module.id)
        ? { canAccess: true, reason: module.id === 1 ? 'first_module' : 'quiz_passed' }
        : { canAccess: false, reason: 'locked' },
    ]),
  );

function buildSummary(overrides: Partial<RewardsSummary> = {}): RewardsSummary {
  const now = Date.now();
  return {
    rank: 3,
    totalMembers: 42,
    points: 1250,
    streak: 4,
    pointsToday: 80,
    dailyGoal: 100,
    goalPointsToday: 80,
    goalMetToday: false,
    streakFreezes: 1,
    lessonsToday: 1,
    unlockedFeatures: [],
    recentActivity: [
      {
        id: 31,
        delta: 50,
        reason: 'achievement_earned',
        description: 'Earned the achievement "First Steps"',
        createdAt: new Date(now - 1000).toISOString(),
      },
      {
        id: 30,
        delta: 30,
        reason: 'lesson_completed',
        description: 'Completed a lesson',
        createdAt: new Date(now - 3 * 3600 * 1000).toISOString(),
      },
      {
        id: 29,
        delta: -10,
        reason: 'admin_adjustment',
        description: 'Points adjusted by an admin',
        createdAt: new Date(now - 26 * 3600 * 1000).toISOString(),
      },
    ],
    ...overrides,
  };
}

const achievements = [
  buildAchievement({ id: 'first-steps', title: 'First Steps', points: 50 }),
  buildAchievement({
    id: 'first-trade',
    title: 'First Trade',
    category: 'trading',
    points: 100,
    bonusPoints: 25,
    tradingBonus: 25_000,
  }),
  buildAchievement({ id: 'streak-3', title: 'On Fire', category: 'streaks', points: 75 }),
  buildAchievement({ id: 'quiz-master', title: 'Quiz Master', points: 200, tradingBonus: 10_000 }),
];

const earned: UserAchievement[] = [
  { achievementId: 'first-steps', earnedAt: '2026-02-01T10:00:00.000Z', awardedBy: null },
];

function member(rank: number, id: number, firstName: string, lastName: string, points: number) {
  return {
    rank,
    id,
    username: firstName.toLowerCase(),
    firstName,
    lastName,
    points,
    streak: 0,
  } satisfies LeaderboardEntry;
}

const topMembers = [
  member(1, 3, 'Maya', 'Chen', 2400),
  member(2, 5, 'Jordan', 'Lee', 1900),
  member(3, 7, 'Alex', 'Rivera', 1250),
  member(4, 9, 'Sam', 'Patel', 900),
  member(5, 11, 'Riley', 'Brooks', 640),
];

/** The rewards service's calls a guest must never make. */
const rewardsPaths = [
  '/api/rewards/me',
  '/api/leaderboard',
  '/api/achievements',
  '/api/user-achievements',
];

function signedInRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules': { body: modules },
    'GET /api/users/7/progress': { body: progress() },
    'GET /api/users/7/module-access': { body: access([1, 2, 3, 4, 5, 6]) },
    'GET /api/modules/1/lessons': {
      body: [
        buildLessonSummary({ id: 11, moduleId: 1, position: 1, title: 'What is a budget?' }),
        buildLessonSummary({ id: 12, moduleId: 1, position: 2, title: 'Needs and wants' }),
        buildLessonSummary({ id: 13, moduleId: 1, position: 3, title: 'The 50/30/20 rule' }),
      ],
    },
    'GET /api/rewards/me': { body: buildSummary() },
    'GET /api/achievements': { body: achievements },
    'GET /api/user-achievements': { body: earned },
    'GET /api/leaderboard': { body: topMembers },
    'GET /api/review': { body: buildReviewQueue() },
    ...overrides,
  };
}

/** The value shown beside a label of a `dl` (the `dd` after the `dt`). */
function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function renderDashboard(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/', { session: alex, routes: signedInRoutes(), ...options });
  // The first render loads the dashboard's lazy route: allow it more than the default second.
  await screen.findByRole('heading', { name: 'Continue learning' }, { timeout: 3000 });
  return view;
}

/** The modules 'Continue learning' features, by title. */
function featuredTitles() {
  return within(section('Continue learning'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** Modules 2 to 5: the first four of the catalogue that are open and not finished. */
const firstFourUnfinished = [
  'Stock Market Basics',
  'Banking and Saving',
  'Credit and Debt',
  'Bonds and Interest Rates',
];

describe('dashboard', () => {
  it('welcomes the user and shows streak, lessons done of the catalogue total and points', async () => {
    await renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    // The streak comes from the rewards summary (4), not the session's user (3).
    expect(await screen.findByText('4 days')).toBeInTheDocument();
    expect(statValue('Current streak')).toBe('4 days');
    expect(statValue('Lessons done')).toBe('4/17');
    expect(statValue('Total points')).toBe('1,250');
    const overall = screen.getByRole('progressbar', { name: 'Overall progress' });
    expect(overall).toHaveAttribute('aria-valuetext', '4 of 17 lessons completed');
    expect(screen.getByText('24%')).toBeInTheDocument();
  });

  it('counts the category tiles, the flashcards and the advanced modules from the catalogue', async () => {
    await renderDashboard();

    expect(linkTargets(section('Browse by topic'))).toEqual([
      ['Personal Finance3 modules', '/lessons'],
      ['Investments2 modules', '/lessons'],
      ['Business Finance1 module', '/lessons'],
      ['Advanced Topics2 modules', '/lessons'],
    ]);

    expect(statValue('Flashcards')).toBe('45');
    expect(statValue('Modules completed')).toBe('1/8');
    // (100 + 50 + 0 × 6) / 8 = 18.75
    expect(statValue('Average progress')).toBe('19%');

    const banner = section('2 advanced modules to take you further');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Entrepreneurship and Funding', 'Inflation, the Fed, and the Economy']);
    expect(within(banner).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });

  it('features at most 4 modules that are unfinished and unlocked, each linking to its page', async () => {
    await renderDashboard();

    const featured = within(section('Continue learning'));
    // 1 is finished, 7 and 8 are locked, 6 is past the limit of 4.
    expect(featuredTitles()).toEqual(firstFourUnfinished);
    expect(featured.getByRole('link', { name: 'Stock Market Basics' })).toHaveAttribute(
      'href',
      '/lessons/2',
    );
    expect(featured.getByRole('link', { name: 'Bonds and Interest Rates' })).toHaveAttribute(
      'href',
      '/lessons/5',
    );
    expect(
      featured.getByRole('progressbar', { name: 'Stock Market Basics progress' }),
    ).toHaveAttribute('aria-valuetext', '1 of 2 lessons completed (50%)');
    expect(featured.getByText('1/2 lessons')).toBeInTheDocument();
  });

  it('when only finished modules are open, then nothing is featured and it says how to unlock more', async () => {
    await renderDashboard({
      routes: signedInRoutes({ 'GET /api/users/7/module-access': { body: access([1]) } }),
    });

    const featured = within(section('Continue learning'));
    expect(featured.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(
      featured.getByText('Pass the quiz of the module you just finished to unlock the next one.'),
    ).toBeInTheDocument();
    // The flashcards shortcut falls back to module 1.
    expect(screen.getByRole('link', { name: 'Flashcards' })).toHaveAttribute(
      'href',
      '/flashcards/1',
    );
  });

  it('an admin sees the first 4 unfinished modules whatever their access', async () => {
    await renderDashboard({
      session: buildUser({ id: 7, role: 'admin' }),
      routes: signedInRoutes({ 'GET /api/users/7/module-access': { body: access([1]) } }),
    });

    expect(featuredTitles()).toEqual(firstFourUnfinished);
  });

  it('when the access call fails, then the featured modules say so and Retry asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const { user } = await renderDashboard({
      routes: signedInRoutes({
        'GET /api/users/7/module-access': () => {
          calls += 1;
          return calls === 1 ? { status: 500 } : { body: access([1, 2]) };
        },
      }),
    });

    const featured = within(section('Continue learning'));
    expect(await featured.findByRole('alert')).toHaveTextContent(
      'We could not check which modules are unlocked',
    );
    await user.click(featured.getByRole('button', { name: 'Retry' }));

    expect(await featured.findByRole('link', { name: 'Stock Market Basics' })).toBeInTheDocument();
    expect(featured.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the quick actions: flashcards of the next module, the quick quiz, achievements, trading', async () => {
    await renderDashboard();

    expect(linkTargets(section('Quick actions'))).toEqual([
      ['Flashcards', '/flashcards/2'],
      ['Quick Quiz', '/quiz/1'],
      ['Achievements', '/achievements'],
      ['Trading', '/trading'],
    ]);
    expect(screen.getByRole('link', { name: 'Browse lessons' })).toHaveAttribute(
      'href',
      '/lessons',
    );
  });

  it('shows the global rank from the rewards summary, out of all members', async () => {
    await renderDashboard();

    expect(await screen.findByText('of 42 members')).toBeInTheDocument();
    expect(statValue('Global rank')).toBe('#3of 42 members');
  });

  it("when the user has no rank yet, then the tile says 'Not ranked yet'", async () => {
    await renderDashboard({
      routes: signedInRoutes({ 'GET /api/rewards/me': { body: buildSummary({ rank: null }) } }),
    });

    expect(await screen.findByText('Not ranked yet')).toBeInTheDocument();
    expect(statValue('Global rank')).toBe('Not ranked yetof 42 members');
  });

  it("measures the points counted toward today's goal against the student's daily goal, with the freezes held", async () => {
    await renderDashboard();

    const goal = within(section("Today's Goal"));
    expect(await goal.findByText('80/100')).toBeInTheDocument();
    expect(goal.getByRole('progressbar', { name: "Today's points" })).toHaveAttribute(
      'aria-valuetext',
      '80 of 100 points',
    );
    expect(goal.getByRole('radio', { name: '100 points' })).toBeChecked();
    expect(goal.getByText(/^Lessons completed today:/)).toHaveTextContent(
      'Lessons completed today: 1',
    );
    expect(goal.getByText(/^Streak freezes:/)).toHaveTextContent('Streak freezes: 1 of 2');
    expect(goal.getByRole('button', { name: 'Buy a freeze (50 points)' })).toBeEnabled();
    expect(goal.queryByText('Reached')).not.toBeInTheDocument();
  });

  it('when the goal is met today, then it reads Reached', async () => {
    await renderDashboard({
      routes: signedInRoutes({
        'GET /api/rewards/me': {
          body: buildSummary({ goalPointsToday: 120, pointsToday: 120, goalMetToday: true }),
        },
      }),
    });

    expect(await within(section("Today's Goal")).findByText('Reached')).toBeInTheDocument();
  });

  it("lists the user's latest points events from the summary, newest first, with points and when", async () => {
    await renderDashboard();

    const activity = within(section('Recent activity'));
    await activity.findByText('Completed a lesson');
    expect(activity.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Earned the achievement "First Steps"+50 pts · just now',
      'Completed a lesson+30 pts · 3 hours ago',
      'Points adjusted by an admin-10 pts · yesterday',
    ]);
  });

  it('with no points events yet, then the activity invites to start a lesson', async () => {
    await renderDashboard({
      routes: signedInRoutes({
        'GET /api/rewards/me': {
          body: buildSummary({
            recentActivity: [],
            lessonsToday: 0,
            pointsToday: 0,
            goalPointsToday: 0,
          }),
        },
      }),
    });

    const activity = within(section('Recent activity'));
    expect(
      await activity.findByText('No activity yet: start your first lesson!'),
    ).toBeInTheDocument();
    expect(within(section("Today's Goal")).getByText('0/100')).toBeInTheDocument();
  });

  it('previews the first 3 achievements with their points, bonus and trading cash in dollars, marking the earned ones', async () => {
    await renderDashboard();

    const preview = within(section('Achievements'));
    await preview.findByText('First Steps');
    const tiles = preview.getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(preview.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'First Steps',
      'First Trade',
      'On Fire',
    ]);
    expect(preview.queryByText('Quiz Master')).not.toBeInTheDocument();
    expect(within(tiles[0]!).getByText('Earned')).toBeInTheDocument();
    expect(within(tiles[1]!).queryByText('Earned')).not.toBeInTheDocument();
    expect(within(tiles[1]!).getByText('100 pts · +25 bonus')).toBeInTheDocument();
    expect(within(tiles[1]!).getByText('+$250 trading cash')).toBeInTheDocument();
    expect(within(tiles[2]!).queryByText(/trading cash/)).not.toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/achievements',
    );
  });

  it("shows the club's top 5 asking for 5 members, the current user marked '(You)'", async () => {
    const { fetchMock } = await renderDashboard();

    const board = within(section('Club leaderboard'));
    await board.findByText('Maya Chen');
    const rows = board.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual([
      '#1MCMaya Chen2,400 pts',
      '#2JLJordan Lee1,900 pts',
      '#3ARAlex Rivera (You)1,250 pts',
      '#4SPSam Patel900 pts',
      '#5RBRiley Brooks640 pts',
    ]);
    expect(board.getAllByText('(You)')).toHaveLength(1);
    expect(board.getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    const leaderboardUrls = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input, 'http://localhost'))
      .filter((url) => url.pathname === '/api/leaderboard');
    expect(leaderboardUrls.map((url) => url.searchParams.get('limit'))).toEqual(['5']);
  });

  it('shows skeletons in the rewards sections while the rewards service answers', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async <T,>(body: T) => {
      await gate;
      return { body };
    };
    await renderDashboard({
      routes: signedInRoutes({
        'GET /api/rewards/me': () => held(buildSummary()),
        'GET /api/achievements': () => held(achievements),
        'GET /api/leaderboard': () => held(topMembers),
      }),
    });

    expect(screen.getByText('Loading your rank')).toBeInTheDocument();
    expect(screen.getByText("Loading today's goal")).toBeInTheDocument();
    expect(screen.getByText('Loading your recent activity')).toBeInTheDocument();
    expect(screen.getByText('Loading achievements')).toBeInTheDocument();
    expect(screen.getByText('Loading the leaderboard')).toBeInTheDocument();
    release();
    expect(await screen.findByText('of 42 members')).toBeInTheDocument();
    expect(await screen.findByText('Maya Chen')).toBeInTheDocument();
    expect(screen.queryByText('Loading achievements')).not.toBeInTheDocument();
  });

  it('when the rewards calls fail, then only those sections say so and Retry asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let summaryCalls = 0;
    let achievementCalls = 0;
    let leaderboardCalls = 0;
    const { user } = await renderDashboard({
      routes: signedInRoutes({
        'GET /api/rewards/me': () =>
          ++summaryCalls === 1 ? { status: 500 } : { body: buildSummary() },
        'GET /api/achievements': () =>
          ++achievementCalls === 1 ? { status: 500 } : { body: achievements },
        'GET /api/leaderboard': () =>
          ++leaderboardCalls === 1 ? { status: 500 } : { body: topMembers },
      }),
    });

    // The learning parts are unaffected.
    expect(statValue('Lessons done')).toBe('4/17');
    const goal = within(section("Today's Goal"));
    expect(await goal.findByRole('alert')).toHaveTextContent("We could not load today's progress");
    expect(within(section('Recent activity')).getByRole('alert')).toBeInTheDocument();
    const preview = within(section('Achievements'));
    expect(await preview.findByRole('alert')).toHaveTextContent(
      'We could not load the achievements',
    );
    const board = within(section('Club leaderboard'));
    expect(await board.findByRole('alert')).toHaveTextContent('We could not load the leaderboard');
    expect(statValue('Global rank')).toMatch(/^—/);

    await user.click(goal.getByRole('button', { name: 'Retry' }));
    expect(await goal.findByText('80/100')).toBeInTheDocument();
    expect(statValue('Global rank')).toBe('#3of 42 members');
    await user.click(preview.getByRole('button', { name: 'Retry' }));
    expect(await preview.findByText('First Trade')).toBeInTheDocument();
    await user.click(board.getByRole('button', { name: 'Retry' }));
    expect(await board.findByText('Maya Chen')).toBeInTheDocument();
  });

  it('a guest sees the catalogue with no progress, a note that activity is not saved, and makes no per-user call', async () => {
    const { fetchMock } = renderApp('/', {
      session: 'guest',
      firstVisit: true,
      routes: { 'GET /api/modules': { body: modules } },
    });

    await screen.findByRole('heading', { name: 'Continue learning' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Guest' })).toBeInTheDocument();
    expect(statValue('Current streak')).toBe('0 days');
    expect(statValue('Lessons done')).toBe('0/17');
    expect(statValue('Total points')).toBe('0');
    expect(statValue('Flashcards')).toBe('45');
    // Guests reach every module: the first 4.
    expect(
      within(section('Continue learning'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Budgeting Basics', 'Stock Market Basics', 'Banking and Saving', 'Credit and Debt']);
    expect(
      within(section('Recent activity')).getByText(/Guest activity isn't saved/),
    ).toBeInTheDocument();
    // The default goal of 20 points at 0, and nothing to pick or buy.
    const goal = within(section("Today's Goal"));
    expect(goal.getByText('0/20')).toBeInTheDocument();
    expect(
      goal.getByText('Sign in to track your daily goal: guest progress is not saved.'),
    ).toBeInTheDocument();
    expect(goal.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(goal.queryByRole('button')).not.toBeInTheDocument();
    expect(statValue('Global rank')).toBe('—Sign in to compete');
    expect(within(section('Achievements')).getByText(/^Sign in to compete/)).toBeInTheDocument();
    expect(
      within(section('Club leaderboard')).getByText(/^Sign in to compete/),
    ).toBeInTheDocument();
    // The tour does not open by itself for guests.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const urls = requestedPaths(fetchMock);
    expect(urls.filter((url) => url.startsWith('/api/users/'))).toEqual([]);
    expect(urls.filter((url) => rewardsPaths.includes(url))).toEqual([]);
    expect(urls).not.toContain('/api/auth/me');
    // Spaced review needs an account: no Review card, no call for it.
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(urls).not.toContain('/api/review');
  });

  it('shows a skeleton while loading, then the dashboard', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp('/', {
      session: alex,
      routes: signedInRoutes({
        'GET /api/modules': async () => {
          await gate;
          return { body: modules };
        },
      }),
    });

    expect(
      await screen.findByText('Loading your dashboard', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Continue learning' })).toBeInTheDocument();
  });

  it('when the modules fail to load, then it says so and "Try again" loads them', async () => {
    let calls = 0;
    const { user } = renderApp('/', {
      session: alex,
      routes: signedInRoutes({
        'GET /api/modules': () => {
          calls += 1;
          return calls === 1 ? { status: 500 } : { body: modules };
        },
      }),
    });

    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    expect(alert).toHaveTextContent('Could not load your dashboard');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Continue learning' })).toBeInTheDocument();
  });

  it('when the progress fails to load, then it says "Failed to fetch progress"', async () => {
    renderApp('/', {
      session: alex,
      routes: signedInRoutes({ 'GET /api/users/7/progress': { status: 500 } }),
    });

    expect(await screen.findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent(
      'Failed to fetch progress',
    );
  });
});
