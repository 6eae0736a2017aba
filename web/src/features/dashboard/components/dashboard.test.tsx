import type { ModuleAccessMap, ProgressRecord } from '@fc/contracts/learning';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildLessonSummary, buildModule, buildProgressRecord } from '@/testing/learning-fixtures';
import { requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

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

describe('dashboard', () => {
  it('welcomes the user and shows streak, lessons done of the catalogue total and points', async () => {
    await renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(statValue('Current streak')).toBe('3 days');
    expect(statValue('Lessons done')).toBe('4/17');
    expect(statValue('Total points')).toBe('1,250');
    const overall = screen.getByRole('progressbar', { name: 'Overall progress' });
    expect(overall).toHaveAttribute('aria-valuetext', '4 of 17 lessons completed');
    expect(screen.getByText('24%')).toBeInTheDocument();
  });

  it('counts the category tiles, the flashcards and the advanced modules from the catalogue', async () => {
    await renderDashboard();

    const categories = within(section('Browse by topic')).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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
    expect(
      featured.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Stock Market Basics',
      'Banking and Saving',
      'Credit and Debt',
      'Bonds and Interest Rates',
    ]);
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

    const featured = within(section('Continue learning'));
    expect(
      featured.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Stock Market Basics',
      'Banking and Saving',
      'Credit and Debt',
      'Bonds and Interest Rates',
    ]);
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

    const actions = within(section('Quick actions')).getAllByRole('link');
    expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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

  it("counts today's lessons and the points they paid against the goal of 2 lessons and 100 points", async () => {
    await renderDashboard();

    const goal = within(section("Today's Goal"));
    expect(goal.getByRole('progressbar', { name: "Today's lessons" })).toHaveAttribute(
      'aria-valuetext',
      '2 of 2 lessons',
    );
    expect(goal.getByRole('progressbar', { name: "Today's points" })).toHaveAttribute(
      'aria-valuetext',
      '55 of 100 points',
    );
    expect(goal.getByText('2/2')).toBeInTheDocument();
    expect(goal.getByText('55/100')).toBeInTheDocument();
    expect(goal.queryByText('Reached')).not.toBeInTheDocument();
  });

  it('lists the latest completed lessons, newest first, with their titles and when', async () => {
    await renderDashboard();

    const activity = within(section('Recent activity'));
    await activity.findByText('The 50/30/20 rule');
    const items = activity.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(4);
    // Module 2's lessons did not load (404): its lesson is named after the module.
    expect(items[0]).toBe('Lesson in Stock Market Basics+25 pts · just now');
    expect(items[1]).toBe('The 50/30/20 ruleBudgeting Basics · +30 pts · just now');
    expect(items[2]).toMatch(/^Needs and wantsBudgeting Basics · \+25 pts · /);
    expect(items[3]).toMatch(/^What is a budget\?Budgeting Basics · /);
  });

  it('with no completed lesson, then the activity invites to start one', async () => {
    await renderDashboard({
      routes: signedInRoutes({ 'GET /api/users/7/progress': { body: [] } }),
    });

    const activity = within(section('Recent activity'));
    expect(activity.getByText('No activity yet: start your first lesson!')).toBeInTheDocument();
    expect(statValue('Lessons done')).toBe('0/17');
    expect(within(section("Today's Goal")).getByText('0/100')).toBeInTheDocument();
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
    // The tour does not open by itself for guests.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const urls = requestedPaths(fetchMock);
    expect(urls.filter((url) => url.startsWith('/api/users/'))).toEqual([]);
    expect(urls).not.toContain('/api/auth/me');
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
