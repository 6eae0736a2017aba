import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  buildClassAssignment,
  teacherRoutes,
  teacherUser,
} from '@/features/teacher/testing/teacher-fixtures';
import { buildContest } from '@/testing/contest-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

async function renderAssignments(routes: MockRoutes = {}) {
  const view = renderApp('/admin', { session: teacherUser, routes: teacherRoutes(routes) });
  await view.user.click(await screen.findByRole('tab', { name: 'Assignments' }));
  return view;
}

function form(): HTMLElement {
  return screen.getByRole('button', { name: 'Assign' }).closest('form') as HTMLElement;
}

describe('assignments tab', () => {
  it('asks for the module, then the due date, then the students, without calling the server', async () => {
    const { user, fetchMock } = await renderAssignments();
    const f = within(form());

    await user.click(f.getByRole('button', { name: 'Assign' }));
    expect(f.getByRole('alert')).toHaveTextContent('Choose the module to assign');
    expect(f.getByLabelText('Module')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(f.getByLabelText('Module'), 'Budgeting Basics');
    await user.click(f.getByRole('button', { name: 'Assign' }));
    expect(f.getByRole('alert')).toHaveTextContent('Choose the due date');

    await user.type(f.getByLabelText('Due date'), '2026-12-04');
    await user.click(f.getByRole('radio', { name: 'Pick students' }));
    await user.click(f.getByRole('button', { name: 'Assign' }));
    expect(f.getByRole('alert')).toHaveTextContent(
      'Choose at least one student, or assign to everyone',
    );

    expect(callsTo(fetchMock, 'POST', '/api/teacher/assignments')).toEqual([]);
  });

  it('posts a module for the students picked, with the note, then lists it and clears the form', async () => {
    const created = buildClassAssignment({
      id: 32,
      title: 'Stock Market Basics',
      moduleId: 2,
      dueDate: '2026-12-11',
      userIds: [9, 11],
      assigned: 2,
      completed: 0,
      students: [
        { userId: 9, completedAt: null, remindedAt: null },
        { userId: 11, completedAt: null, remindedAt: null },
      ],
    });
    let list = [buildClassAssignment()];
    const { user, fetchMock } = await renderAssignments({
      'POST /api/teacher/assignments': () => {
        list = [...list, created];
        return { status: 201, body: created };
      },
      'GET /api/teacher/assignments': () => ({ body: { assignments: list } }),
    });
    const f = within(form());

    await user.selectOptions(f.getByLabelText('Module'), 'Stock Market Basics');
    await user.type(f.getByLabelText('Due date'), '2026-12-11');
    await user.click(f.getByRole('radio', { name: 'Pick students' }));
    await user.click(await f.findByRole('checkbox', { name: 'Jordan Lopez' }));
    await user.click(f.getByRole('checkbox', { name: 'Sam Patel' }));
    await user.type(f.getByLabelText('Note (optional)'), '  Before the trip  ');
    await user.click(f.getByRole('button', { name: 'Assign' }));

    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST', '/api/teacher/assignments').map((call) => call.json),
      ).toEqual([
        {
          kind: 'module',
          moduleId: 2,
          dueDate: '2026-12-11',
          userIds: [9, 11],
          note: 'Before the trip',
        },
      ]),
    );
    expect(getOnlyToast()).toHaveTextContent('Assignment created');
    const list$ = await screen.findByRole('list', { name: 'Assignments' });
    expect(await within(list$).findByText('Stock Market Basics')).toBeVisible();
    expect(f.getByLabelText('Module')).toHaveValue('');
  });

  it('assigns a contest to everyone', async () => {
    const { user, fetchMock } = await renderAssignments({
      'GET /api/contests': {
        body: [
          buildContest({
            id: 5,
            name: 'Spring Stock Cup',
            status: 'running',
            endsAt: '2099-12-01T00:00:00.000Z',
          }),
          buildContest({
            id: 4,
            name: 'Autumn Cup',
            status: 'ended',
            endsAt: '2026-10-01T00:00:00.000Z',
          }),
        ],
      },
      'POST /api/teacher/assignments': {
        status: 201,
        body: buildClassAssignment({
          id: 33,
          kind: 'contest',
          moduleId: null,
          contestId: 5,
          title: 'Spring Stock Cup',
        }),
      },
    });
    const f = within(form());

    await user.click(f.getByRole('radio', { name: 'A contest' }));
    const contest = await f.findByLabelText('Contest');
    await user.selectOptions(
      contest,
      await within(contest).findByRole('option', { name: 'Spring Stock Cup' }),
    );
    // An ended contest cannot be assigned.
    expect(within(contest).queryByRole('option', { name: 'Autumn Cup' })).not.toBeInTheDocument();
    await user.type(f.getByLabelText('Due date'), '2026-12-04');
    await user.click(f.getByRole('button', { name: 'Assign' }));

    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST', '/api/teacher/assignments').map((call) => call.json),
      ).toEqual([
        { kind: 'contest', contestId: 5, dueDate: '2026-12-04', userIds: null, note: '' },
      ]),
    );
  });

  it("shows the server's message when it refuses the assignment", async () => {
    const { user } = await renderAssignments({
      'POST /api/teacher/assignments': {
        status: 400,
        body: { code: 'validation_failed', message: 'The due date must be today or later' },
      },
    });
    const f = within(form());

    await user.selectOptions(f.getByLabelText('Module'), 'Budgeting Basics');
    await user.type(f.getByLabelText('Due date'), '2026-12-04');
    await user.click(f.getByRole('button', { name: 'Assign' }));

    expect(await f.findByRole('alert')).toHaveTextContent('The due date must be today or later');
  });

  it('lists each assignment with "x of y done", and who is done or not yet', async () => {
    const { user } = await renderAssignments();

    const item = await screen.findByRole('listitem', { name: 'Budgeting Basics' });
    expect(item).toHaveTextContent('1 of 3 done');
    expect(item).toHaveTextContent('Due Dec 4, 2026');
    expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 3 done');

    await user.click(within(item).getByRole('button', { name: /Show who/ }));

    const done = within(item).getByRole('list', { name: 'Done (1)' });
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Alex MorganNov 22']);
    const notYet = within(item).getByRole('list', { name: 'Not yet (2)' });
    expect(
      within(notYet)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Jordan Lopez', 'Sam Patel']);
  });

  it('deletes an assignment after confirming; Cancel sends nothing', async () => {
    let list = [buildClassAssignment()];
    const { user, fetchMock } = await renderAssignments({
      'GET /api/teacher/assignments': () => ({ body: { assignments: list } }),
      'DELETE /api/teacher/assignments/31': () => {
        list = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Budgeting Basics' });

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/teacher/assignments/31')).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Budgeting Basics”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));

    expect(await screen.findByRole('heading', { name: 'No assignments yet' })).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE', '/api/teacher/assignments/31')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
