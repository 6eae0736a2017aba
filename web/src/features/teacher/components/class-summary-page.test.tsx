import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { teacherRoutes, teacherUser } from '@/features/teacher/testing/teacher-fixtures';
import { renderApp } from '@/testing/test-utils';

describe('class summary', () => {
  it('is linked from the Class tab and sums up the club, with Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, router } = renderApp('/admin', { session: teacherUser, routes: teacherRoutes() });

    await user.click(await screen.findByRole('link', { name: 'Printable summary' }));

    expect(await screen.findByRole('heading', { name: /class summary$/, level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/summary');
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Students')).toBe('3');
    // Jordan was last active 9 days ago.
    expect(figure('Active in the last 7 days')).toBe('2');
    expect(figure('Stuck')).toBe('1');

    const modules = screen.getByRole('table', {
      name: 'Lessons completed and average quiz best per module',
    });
    // The titles come from the catalogue (GET /api/modules).
    await within(modules).findByRole('rowheader', { name: 'Stock Market Basics' });
    expect(
      within(modules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Budgeting Basics665%', 'Stock Market Basics270%']);
    const assignments = await screen.findByRole('table', { name: 'Assignments' });
    expect(within(assignments).getAllByRole('row')[1]).toHaveTextContent(
      'Budgeting BasicsDec 41 of 3',
    );
    expect(screen.getByText('Alex Morgan: 300 points')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
