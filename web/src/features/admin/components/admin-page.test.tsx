import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderAdmin } from '@/features/admin/testing/render-admin';
import { alex } from '@/testing/admin-fixtures';
import { requestedPaths } from '@/testing/mock-fetch';

describe('admin panel', () => {
  it('when a student opens /admin, then they are sent to / and no admin call is made', async () => {
    const { router, fetchMock } = renderAdmin({ session: alex });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    const paths = requestedPaths(fetchMock);
    expect(paths).not.toContain('/api/users');
    expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });

  it('when a guest opens /admin, then they are sent to /', async () => {
    const { router } = renderAdmin({ session: 'guest' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('when the club requires two-factor and this admin has not turned it on, then the panel asks for it instead of showing the tabs', async () => {
    renderAdmin({
      routes: {
        'GET /api/auth/2fa': { body: { enabled: false, required: true, recoveryCodesLeft: 0 } },
      },
    });

    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is required' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it("when an admin opens /admin, then the panel shows its five tabs and the teacher's three, User Management first", async () => {
    renderAdmin();

    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'User Management',
      'Cash Balance',
      'Achievements',
      'Leaderboards',
      'Contests',
      'Class',
      'Assignments',
      'Announcements',
    ]);
    expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('the tabs can be reached and changed with the keyboard', async () => {
    const { user } = renderAdmin();
    const first = await screen.findByRole('tab', { name: 'User Management' });

    first.focus();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Cash Balance' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cash Balance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('combobox', { name: 'Select user' })).toBeVisible();
  });
});
