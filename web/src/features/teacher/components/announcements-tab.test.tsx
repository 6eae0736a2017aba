import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  buildStaffAnnouncement,
  teacherRoutes,
  teacherUser,
} from '@/features/teacher/testing/teacher-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

async function renderAnnouncements(routes: MockRoutes = {}) {
  const view = renderApp('/admin', { session: teacherUser, routes: teacherRoutes(routes) });
  await view.user.click(await screen.findByRole('tab', { name: 'Announcements' }));
  return view;
}

describe('announcements tab', () => {
  it('lists the live announcements with their HTML, author and dismissal count', async () => {
    await renderAnnouncements();

    const list = await screen.findByRole('list', { name: 'Announcements' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item as HTMLElement).getByText('Tuesday').tagName).toBe('STRONG');
    expect(item).toHaveTextContent('Dana Lee');
    expect(item).toHaveTextContent('Dismissed by 2 students');
  });

  it('counts the characters, asks for a text first, then posts it trimmed and lists it', async () => {
    let announcements = [buildStaffAnnouncement()];
    const { user, fetchMock } = await renderAnnouncements({
      'GET /api/teacher/announcements': () => ({ body: { announcements } }),
      'POST /api/teacher/announcements': ({ json }) => {
        const posted = buildStaffAnnouncement({
          id: 42,
          body: (json as { body: string }).body,
          html: '<p>Bring a <em>calculator</em></p>',
          dismissals: 0,
        });
        announcements = [posted, ...announcements];
        const { dismissals: _dismissals, ...announcement } = posted;
        return { status: 201, body: announcement };
      },
    });
    const text = await screen.findByLabelText('Announcement');
    expect(screen.getByText('0 / 1000')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the announcement');
    expect(callsTo(fetchMock, 'POST', '/api/teacher/announcements')).toEqual([]);

    await user.type(text, '  Bring a *calculator*  ');
    expect(screen.getByText('24 / 1000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST', '/api/teacher/announcements').map((call) => call.json),
      ).toEqual([{ body: 'Bring a *calculator*' }]),
    );
    expect(getOnlyToast()).toHaveTextContent('Announcement posted');
    expect(await screen.findByText('calculator')).toBeVisible();
    expect(text).toHaveValue('');
    expect(
      within(screen.getByRole('list', { name: 'Announcements' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("shows the server's message when it refuses the announcement", async () => {
    const { user } = await renderAnnouncements({
      'POST /api/teacher/announcements': {
        status: 400,
        body: { code: 'validation_failed', message: 'An announcement is at most 1000 characters' },
      },
    });

    await user.type(await screen.findByLabelText('Announcement'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An announcement is at most 1000 characters',
    );
  });

  it('deletes an announcement after confirming', async () => {
    let announcements = [buildStaffAnnouncement()];
    const { user, fetchMock } = await renderAnnouncements({
      'GET /api/teacher/announcements': () => ({ body: { announcements } }),
      'DELETE /api/teacher/announcements/41': () => {
        announcements = [];
        return { status: 204 };
      },
    });
    const list = await screen.findByRole('list', { name: 'Announcements' });

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));

    expect(await screen.findByRole('heading', { name: 'No announcements' })).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE', '/api/teacher/announcements/41')).toHaveLength(1);
    expect(getOnlyToast()).toHaveTextContent('Announcement deleted');
  });
});
