import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildModule, buildProgressRecord } from '@/testing/learning-fixtures';
import { requestedPaths } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

const modules = [
  buildModule({ id: 1, title: 'Budgeting Basics', totalLessons: 2, color: 'success' }),
  buildModule({ id: 2, title: 'Saving and Banking', totalLessons: 2, color: 'warning' }),
  buildModule({
    id: 3,
    title: 'Business Finance 101',
    category: 'commercial',
    track: 'business-finance',
    totalLessons: 4,
    color: 'purple',
    icon: 'briefcase',
  }),
];

const alex = buildUser({ id: 7, points: 1250 });

const signedInRoutes = {
  'GET /api/modules': { body: modules },
  'GET /api/users/7/progress': {
    body: [buildProgressRecord(11, 1), buildProgressRecord(12, 1), buildProgressRecord(21, 2)],
  },
  'GET /api/users/7/module-access': {
    body: {
      '1': { canAccess: true, reason: 'first_module' },
      '2': { canAccess: true, reason: 'quiz_passed' },
      '3': {
        canAccess: false,
        reason: 'locked',
        previousModule: {
          moduleId: 2,
          title: 'Saving and Banking',
          isOpen: true,
          lessonsCompleted: 1,
          totalLessons: 2,
          hasQuiz: true,
          quizPassed: false,
        },
      },
    },
  },
};

function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const root = heading.closest('li');
  if (!root) throw new Error(`No card for ${title}`);
  return root;
}

describe('modules list', () => {
  it('groups the modules by category, with the counts of modules, lessons done and points', async () => {
    renderApp('/lessons', { session: alex, routes: signedInRoutes });

    const personal = await screen.findByRole('region', { name: 'Personal Finance' });
    const commercial = screen.getByRole('region', { name: 'Commercial Finance' });
    expect(
      within(personal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Budgeting Basics', 'Saving and Banking']);
    expect(within(commercial).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Business Finance 101',
    );

    expect(screen.getByText('Total modules').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Lessons completed').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Points').nextSibling).toHaveTextContent('1,250');
  });

  it('marks a finished module Completed and shows progress as completed/total', async () => {
    renderApp('/lessons', { session: alex, routes: signedInRoutes });

    await screen.findByRole('region', { name: 'Personal Finance' });
    expect(within(card('Budgeting Basics')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Budgeting Basics')).getByText('2/2 lessons')).toBeInTheDocument();
    expect(within(card('Saving and Banking')).getByText('1/2 lessons')).toBeInTheDocument();
    expect(within(card('Saving and Banking')).queryByText('Completed')).not.toBeInTheDocument();
  });

  it('opens an unlocked module when its card is clicked', async () => {
    const { user, router } = renderApp('/lessons', { session: alex, routes: signedInRoutes });

    await user.click(await screen.findByRole('link', { name: /Saving and Banking/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/2'));
  });

  it("dims a locked module and shows the previous module's checklist: lessons done and quiz to pass", async () => {
    const { user, router } = renderApp('/lessons', { session: alex, routes: signedInRoutes });

    await screen.findByRole('region', { name: 'Commercial Finance' });
    const locked = card('Business Finance 101');
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    const checklist = within(locked).getByRole('list', {
      name: 'To unlock, finish Saving and Banking:',
    });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lessons 1/2', 'Quiz not passedTake quiz']);
    expect(screen.queryByRole('link', { name: 'Business Finance 101' })).not.toBeInTheDocument();

    await user.click(within(locked).getByRole('link', { name: 'Go to Previous Module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/2'));
  });

  it('ticks what is done and offers the quiz only when the previous module is open to the student', async () => {
    const standing = {
      moduleId: 2,
      title: 'Saving and Banking',
      lessonsCompleted: 2,
      totalLessons: 2,
      hasQuiz: true,
    };
    const { user, router } = renderApp('/lessons', {
      session: alex,
      routes: {
        ...signedInRoutes,
        'GET /api/modules': {
          body: [...modules, buildModule({ id: 4, title: 'Stocks Deep Dive', totalLessons: 3 })],
        },
        'GET /api/users/7/module-access': {
          body: {
            '1': { canAccess: true, reason: 'first_module', previousModule: null },
            '2': { canAccess: true, reason: 'quiz_passed' },
            '3': {
              canAccess: false,
              reason: 'locked',
              previousModule: { ...standing, isOpen: true, quizPassed: false },
            },
            '4': {
              canAccess: false,
              reason: 'locked',
              previousModule: {
                ...standing,
                moduleId: 3,
                title: 'Business Finance 101',
                lessonsCompleted: 0,
                totalLessons: 4,
                isOpen: false,
                quizPassed: false,
              },
            },
          },
        },
      },
    });

    await screen.findByRole('region', { name: 'Commercial Finance' });
    const next = within(card('Business Finance 101')).getByRole('list', {
      name: /To unlock/,
    });
    expect(within(next).getByText('Lessons 2/2')).toBeInTheDocument();
    expect(within(next).getByText('Quiz not passed')).toBeInTheDocument();
    const later = within(card('Stocks Deep Dive')).getByRole('list', { name: /To unlock/ });
    expect(within(later).getByText('Lessons 0/4')).toBeInTheDocument();
    expect(within(later).queryByRole('link', { name: /Take quiz/ })).not.toBeInTheDocument();

    await user.click(within(next).getByRole('link', { name: 'Take quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/2'));
  });

  it('when the access call fails, then it is logged and every module is locked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/lessons', {
      session: alex,
      routes: { ...signedInRoutes, 'GET /api/users/7/module-access': { status: 500 } },
    });

    await screen.findByRole('region', { name: 'Personal Finance' });
    expect(screen.getAllByText('Locked')).toHaveLength(3);
    for (const title of ['Budgeting Basics', 'Saving and Banking', 'Business Finance 101']) {
      expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('alert')).toHaveTextContent('We could not check which modules');
    expect(
      within(card('Business Finance 101')).getByText(
        'Complete all lessons of the previous module and pass its quiz to unlock it',
      ),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch module access', expect.anything());
  });

  it('shows "Failed to fetch progress" when the progress call fails', async () => {
    renderApp('/lessons', {
      session: alex,
      routes: { ...signedInRoutes, 'GET /api/users/7/progress': { status: 500 } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch progress');
  });

  it('a guest sees every module unlocked, no progress, 0 points, and makes no per-user call', async () => {
    const { fetchMock } = renderApp('/lessons', {
      session: 'guest',
      routes: { 'GET /api/modules': { body: modules } },
    });

    await screen.findByRole('region', { name: 'Personal Finance' });
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
    for (const title of ['Budgeting Basics', 'Saving and Banking', 'Business Finance 101']) {
      expect(screen.getByRole('link', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getByText('Lessons completed').nextSibling).toHaveTextContent('0');
    expect(screen.getByText('Points').nextSibling).toHaveTextContent('0');
    const urls = requestedPaths(fetchMock);
    expect(urls.filter((url) => url.includes('/api/users/'))).toEqual([]);
    expect(urls.filter((url) => url.includes('/api/auth/me'))).toEqual([]);
  });
});
