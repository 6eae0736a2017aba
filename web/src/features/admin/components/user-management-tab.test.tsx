import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { membersPageQueries, renderAdmin } from '@/features/admin/testing/render-admin';
import { alex, members, usersRoute } from '@/testing/admin-fixtures';
import { callsTo } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';

/** The row of the members table whose member is `name`. */
async function memberRow(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Members' });
  const cell = within(table).getByRole('rowheader', { name: new RegExp(name) });
  return cell.closest('tr') as HTMLElement;
}

describe('user management', () => {
  it('lists every member with initials, name, @username, email, points, streak and an Admin badge for admins', async () => {
    renderAdmin();

    const alexRow = await memberRow('Alex Morgan');
    expect(within(alexRow).getByText('AM')).toBeInTheDocument();
    expect(alexRow).toHaveTextContent('@alexm');
    expect(alexRow).toHaveTextContent('alex@example.org');
    expect(alexRow).toHaveTextContent('12,500');
    expect(alexRow).toHaveTextContent('3 days');
    expect(alexRow).toHaveTextContent('Jan 15, 2026');
    expect(within(alexRow).queryByText('Admin')).not.toBeInTheDocument();

    const teacherRow = await memberRow('Dana Lee');
    expect(within(teacherRow).getByText('Admin')).toBeInTheDocument();
    expect(teacherRow).toHaveTextContent('1 day');
    // Everybody listed can be reset, the admin account too (docs/product.md section 6).
    const adminRow = await memberRow('Club Admin');
    expect(within(adminRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adminRow).getByRole('button', { name: 'Reset Progress' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Reset Progress' })).toHaveLength(4);
    expect(screen.getByText('4 members')).toBeInTheDocument();
  });

  it("when there are no members, then it says 'No users found'", async () => {
    renderAdmin({ routes: { 'GET /api/users': usersRoute([]) } });

    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });

  it('when the members cannot be loaded, then it says so, and Try again asks once more', async () => {
    const { user, fetchMock } = renderAdmin({
      routes: { 'GET /api/users': { status: 500, body: { code: 'internal', message: 'Boom' } } },
    });

    expect(
      await screen.findByRole('heading', { name: 'Could not load the members' }),
    ).toBeInTheDocument();
    // docs/product.md section 7: the users list is not retried by itself.
    expect(membersPageQueries(fetchMock)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(membersPageQueries(fetchMock)).toHaveLength(2));
  });

  it('Reset Progress asks first, naming the member and what is reset; Cancel sends nothing', async () => {
    const { user, fetchMock } = renderAdmin({
      routes: {
        'POST /api/admin/users/7/reset': {
          body: { userId: 7, resetAt: '2026-11-21T10:15:00.000Z' },
        },
      },
    });
    const row = await memberRow('Alex Morgan');
    const trigger = within(row).getByRole('button', { name: 'Reset Progress' });

    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Reset progress for Alex Morgan?' });
    expect(dialog).toHaveTextContent('@alexm');
    expect(dialog).toHaveTextContent(/lessons/i);
    expect(dialog).toHaveTextContent(/quiz/i);
    expect(dialog).toHaveTextContent(/flashcards/i);
    expect(dialog).toHaveTextContent(/points and streak/i);
    expect(dialog).toHaveTextContent(/achievements/i);
    expect(dialog).toHaveTextContent(/starting cash/i);
    expect(dialog).toHaveTextContent(/budget plans/i);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/reset')).toHaveLength(0);
    expect(trigger).toHaveFocus();
  });

  it("confirming posts the reset without a body, toasts 'Progress reset' and fetches the members and the log again", async () => {
    const { user, fetchMock } = renderAdmin({
      routes: {
        'POST /api/admin/users/7/reset': {
          body: { userId: 7, resetAt: '2026-11-21T10:15:00.000Z' },
        },
      },
    });
    const row = await memberRow('Alex Morgan');
    await screen.findByRole('table', { name: 'Recent admin actions' });
    expect(callsTo(fetchMock, 'GET', '/api/users')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/admin/audit-log')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Reset Progress' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Progress' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Progress reset'));
    expect(getOnlyToast()).toHaveTextContent("Alex Morgan's progress has been reset.");
    const resets = callsTo(fetchMock, 'POST', '/api/admin/users/7/reset');
    expect(resets).toHaveLength(1);
    expect(resets[0]?.init?.body).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(callsTo(fetchMock, 'GET', '/api/users')).toHaveLength(2);
      expect(callsTo(fetchMock, 'GET', '/api/admin/audit-log')).toHaveLength(2);
    });
  });

  it("when the reset fails, then it toasts 'Error resetting progress' and the dialog stays open", async () => {
    const { user, fetchMock } = renderAdmin({
      routes: {
        'POST /api/admin/users/7/reset': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong' },
        },
      },
    });
    const row = await memberRow('Alex Morgan');

    await user.click(within(row).getByRole('button', { name: 'Reset Progress' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Progress' }),
    );

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error resetting progress'));
    expect(getOnlyToast()).toHaveTextContent('Failed to reset user progress');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/users')).toHaveLength(1);
  });

  it('shows the recent admin actions: when, admin, action, member and the change', async () => {
    renderAdmin();

    const table = await screen.findByRole('table', { name: 'Recent admin actions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [award, cash, reset] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(award).toHaveTextContent('Awarded achievement');
    expect(award).toHaveTextContent('@jordanl');
    await waitFor(() => expect(award).toHaveTextContent('→ On Fire'));
    const when = within(cash).getByText((_, element) => element?.tagName === 'TIME');
    expect(when).toHaveAttribute('dateTime', '2026-03-04T15:45:00.000Z');
    expect(when.textContent).toMatch(/2026/);
    expect(cash).toHaveTextContent('@admin');
    expect(cash).toHaveTextContent('Set cash balance');
    expect(cash).toHaveTextContent('@alexm');
    expect(cash).toHaveTextContent('$10,000.00 → $12,500.00');
    expect(reset).toHaveTextContent('@mslee');
    expect(reset).toHaveTextContent('Reset progress');
    expect(reset).toHaveTextContent('User #12');
  });

  it('when no admin has acted yet, then the log says so', async () => {
    renderAdmin({ routes: { 'GET /api/admin/audit-log': { body: [] } } });

    expect(await screen.findByRole('heading', { name: 'No admin actions yet' })).toBeVisible();
  });

  it('Make teacher asks first, saying the member will be signed out, then puts the role and shows the Teacher badge', async () => {
    let list = members;
    const { user, fetchMock } = renderAdmin({
      routes: {
        'GET /api/users': (request) => usersRoute(list)(request),
        'PUT /api/admin/users/7/role': ({ json }) => {
          const updated = { ...alex, role: (json as { role: 'teacher' }).role };
          list = members.map((member) => (member.id === 7 ? updated : member));
          return { body: updated };
        },
      },
    });
    const row = await memberRow('Alex Morgan');
    // The admin accounts cannot be changed here.
    expect(
      within(await memberRow('Club Admin')).queryByRole('button', { name: /Make/ }),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Make teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Alex Morgan a teacher?' });
    expect(dialog).toHaveTextContent('@alexm will be signed out on every device');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/users/7/role')).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Make teacher' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make teacher' }),
    );

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/admin/users/7/role').map((call) => call.json)).toEqual(
        [{ role: 'teacher' }],
      ),
    );
    expect(getOnlyToast()).toHaveTextContent('Alex Morgan is now a teacher.');
    const updatedRow = await memberRow('Alex Morgan');
    expect(await within(updatedRow).findByText('Teacher')).toBeVisible();
    expect(within(updatedRow).getByRole('button', { name: 'Make student' })).toBeVisible();
  });

  it("when the role cannot be changed, then the server's message shows and the dialog stays open", async () => {
    const { user } = renderAdmin({
      routes: {
        'PUT /api/admin/users/9/role': {
          status: 400,
          body: { code: 'validation_failed', message: 'The role must be student or teacher' },
        },
      },
    });

    await user.click(
      within(await memberRow('Jordan Lopez')).getByRole('button', { name: 'Make teacher' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make teacher' }));

    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('The role must be student or teacher'),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
