import Papa from 'papaparse';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { captureDownloads } from '@/features/teacher/testing/capture-downloads';
import {
  alex,
  buildClassStudent,
  buildClassProgress,
  teacherRoutes,
  teacherUser,
} from '@/features/teacher/testing/teacher-fixtures';
import { adminRoutes, adminUser } from '@/testing/admin-fixtures';
import { requestedPaths } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

function renderClass(routes = teacherRoutes()) {
  return renderApp('/admin', { session: teacherUser, routes });
}

async function classTable(): Promise<HTMLElement> {
  return screen.findByRole('table', { name: 'Students' });
}

/** The students' names in the table's order. */
async function shownNames(): Promise<string[]> {
  const table = await classTable();
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent ?? '');
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

describe('teacher panel', () => {
  it('when a teacher opens /admin, then the Teacher Panel shows only Class, Assignments and Announcements', async () => {
    const { fetchMock } = renderClass();

    expect(await screen.findByRole('heading', { name: 'Teacher Panel', level: 1 })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Teacher sections' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Class', 'Assignments', 'Announcements']);
    expect(screen.getByRole('tab', { name: 'Class' })).toHaveAttribute('aria-selected', 'true');
    await classTable();
    // No admin-only call: the members list and the audit log are not the teacher's.
    const paths = requestedPaths(fetchMock);
    expect(paths).not.toContain('/api/users');
    expect(paths).not.toContain('/api/admin/audit-log');
  });

  it('when an admin opens /admin, then the teacher tabs follow the admin tabs', async () => {
    renderApp('/admin', { session: adminUser, routes: adminRoutes(teacherRoutes()) });

    const tabs = within(
      await screen.findByRole('tablist', { name: 'Admin sections' }),
    ).getAllByRole('tab');
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
  });

  it('the teacher finds the panel in the account menu', async () => {
    const { user, router } = renderApp('/', {
      session: teacherUser,
      routes: teacherRoutes(),
    });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Teacher Panel' }));

    expect(await screen.findByRole('heading', { name: 'Teacher Panel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('when a student opens a student page or the summary, then they are sent to /', async () => {
    const { router } = renderApp('/admin/students/9', {
      session: buildUser({ role: 'student' }),
      routes: teacherRoutes(),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('class tab', () => {
  it('lists each student with their figures, cards due joined by user id, and stuck badges', async () => {
    renderClass();

    const table = await classTable();
    const row = within(table)
      .getByRole('rowheader', { name: /Alex Morgan/ })
      .closest('tr');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Lessons, quiz best (90 and 70), due, mastered, streak, this week, points, last active, plans, return.
    expect(cells.slice(0, 10)).toEqual([
      '5',
      '80%',
      '5',
      '12',
      '4',
      '300',
      '12,500',
      '3 days ago',
      '2',
      '+12.34%',
    ]);
    const jordanRow = within(table)
      .getByRole('rowheader', { name: /Jordan Lopez/ })
      .closest('tr');
    expect(jordanRow).toHaveTextContent('Inactive 7+ days');
    expect(jordanRow).toHaveTextContent('Failed a quiz twice');
    expect(jordanRow).toHaveTextContent('-2.50%');
    expect(await screen.findByText('3 students')).toBeVisible();
  });

  it('sorts by a column when its header is clicked, and the other way on a second click', async () => {
    const { user } = renderClass();

    expect(await shownNames()).toEqual(['Jordan Lopez', 'Alex Morgan', 'Sam Patel']);
    expect(header('Student')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Points')).getByRole('button'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Student')).toHaveAttribute('aria-sort', 'none');
    expect(await shownNames()).toEqual(['Alex Morgan', 'Jordan Lopez', 'Sam Patel']);

    await user.click(within(header('Points')).getByRole('button'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(await shownNames()).toEqual(['Sam Patel', 'Jordan Lopez', 'Alex Morgan']);

    // Cards due come from the second call; last active puts the longest-inactive last.
    await user.click(within(header('Cards due')).getByRole('button'));
    expect(await shownNames()).toEqual(['Alex Morgan', 'Sam Patel', 'Jordan Lopez']);
    await user.click(within(header('Last active')).getByRole('button'));
    expect(await shownNames()).toEqual(['Sam Patel', 'Alex Morgan', 'Jordan Lopez']);
  });

  it('keeps students without a value last whichever way a column sorts', async () => {
    const { user } = renderClass(
      teacherRoutes({
        'GET /api/teacher/class': {
          body: buildClassProgress([
            alex,
            buildClassStudent({
              userId: 12,
              username: 'newbie',
              firstName: 'Nia',
              lastName: 'Brown',
            }),
          ]),
        },
      }),
    );

    await user.click(
      within(await screen.findByRole('columnheader', { name: /^Quiz best/ })).getByRole('button'),
    );
    expect(await shownNames()).toEqual(['Alex Morgan', 'Nia Brown']);
    await user.click(within(header('Quiz best')).getByRole('button'));
    expect(await shownNames()).toEqual(['Alex Morgan', 'Nia Brown']);
  });

  it('filters by name and by "stuck", and says how many are shown', async () => {
    const { user } = renderClass();
    await classTable();

    await user.type(screen.getByLabelText('Filter by name'), 'mor');
    expect(await shownNames()).toEqual(['Alex Morgan']);
    expect(screen.getByText('Showing 1 of 3 students')).toBeVisible();

    await user.clear(screen.getByLabelText('Filter by name'));
    await user.click(screen.getByRole('checkbox', { name: 'Only students who are stuck' }));
    expect(await shownNames()).toEqual(['Jordan Lopez']);

    await user.type(screen.getByLabelText('Filter by name'), 'sam');
    expect(await screen.findByRole('heading', { name: 'No students match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await shownNames()).toEqual(['Jordan Lopez', 'Alex Morgan', 'Sam Patel']);
  });

  it('filters to the students who have not done an assignment', async () => {
    const { user } = renderClass();
    await classTable();

    await user.selectOptions(
      await screen.findByLabelText('Assignment'),
      'Not done: Budgeting Basics',
    );

    expect(await shownNames()).toEqual(['Jordan Lopez', 'Sam Patel']);
  });

  it('exports the rows as shown (filter and order) as class-progress-<date>.csv', async () => {
    const downloads = captureDownloads();
    const { user } = renderClass();
    await classTable();

    await user.click(within(header('Points')).getByRole('button'));
    await user.type(screen.getByLabelText('Filter by name'), 'o');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const [file, ...others] = await downloads.files();
    expect(others).toEqual([]);
    expect(file?.name).toMatch(/^class-progress-\d{4}-\d{2}-\d{2}\.csv$/);
    // Every field quoted (docs/security.md, CSV injection): read back as a spreadsheet would.
    const lines = Papa.parse<string[]>(file?.text ?? '').data.map((fields) => fields.join(','));
    expect(lines[0]).toBe(
      'Name,Username,Lessons completed,Quiz best (%),Cards due,Cards mastered,Streak (days),Points this week,Points,Last active,Plans completed,Portfolio return (%),Stuck',
    );
    // Points, most first; Sam Patel has no "o" in his name.
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([
      'Alex Morgan,alexm,5,80,5',
      'Jordan Lopez,jordanl,2,40,0',
    ]);
    expect(lines[2]).toMatch(/,-2\.5,Inactive 7\+ days; Failed a quiz twice$/);
  });

  it('opens the student page when a row is clicked', async () => {
    const { user, router } = renderClass(
      teacherRoutes({
        'GET /api/teacher/students/7': { body: { student: alex, timeline: [] } },
      }),
    );
    const table = await classTable();

    const row = within(table)
      .getByRole('rowheader', { name: /Alex Morgan/ })
      .closest('tr');
    await user.click(within(row as HTMLElement).getByText('12,500'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/students/7'));
    expect(await screen.findByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeVisible();
  });

  it('when the class cannot be loaded, then it says so with Try again', async () => {
    renderClass(
      teacherRoutes({
        'GET /api/teacher/class': { status: 500, body: { code: 'internal', message: 'Boom' } },
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Could not load the class' })).toBeVisible();
  });
});
