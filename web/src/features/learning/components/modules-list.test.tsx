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
      '3': { canAccess: false, reason: 'locked' },
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

  it('dims a locked module, explains how to unlock it and links to the previous module', async () => {
    const { user, router } = renderApp('/lessons', { session: alex, routes: signedInRoutes });

    await screen.findByRole('region', { name: 'Commercial Finance' });
    const locked = card('Business Finance 101');
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(
      within(locked).getByText('Complete all lessons in the previous module to unlock'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Business Finance 101' })).not.toBeInTheDocument();

    await user.click(within(locked).getByRole('link', { name: 'Go to Previous Module' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/2'));
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
