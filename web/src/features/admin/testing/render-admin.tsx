import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { adminRoutes, adminUser } from '@/testing/admin-fixtures';
import type { MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import type { User } from '@/types/api';

/** Renders /admin for `session` (the admin by default) with the calls answered from the fixtures. */
export function renderAdmin({
  session = adminUser,
  routes = {},
}: { session?: User | 'guest' | null; routes?: MockRoutes } = {}) {
  return renderApp('/admin', { session, routes: adminRoutes(routes) });
}

/** Renders /admin and opens the tab named `tab`. */
export async function renderAdminTab(tab: string, options: Parameters<typeof renderAdmin>[0] = {}) {
  const view = renderAdmin(options);
  await view.user.click(await screen.findByRole('tab', { name: tab }));
  return view;
}

/** The member picker of the open tab. */
export function userPicker(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Select user' });
}

/** Opens the member picker, searches for `label` ("Alex Morgan (@alexm)") and picks that member. */
export async function pickMember(user: UserEvent, label: string): Promise<void> {
  await user.click(userPicker());
  const search = await screen.findByRole('combobox', { name: 'Search members' });
  await user.type(search, label.replace(/[()]/g, ''));
  await user.click(await screen.findByRole('option', { name: label }));
}

type FetchMock = ReturnType<typeof renderApp>['fetchMock'];

/** The query of every GET /api/users so far: empty for the whole list, else a members page. */
function usersCallQueries(fetchMock: FetchMock): URLSearchParams[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    return method === 'GET' && pathname === '/api/users' ? [searchParams] : [];
  });
}

/** How many times the whole members list (the pickers' list) was asked for. */
export function countWholeListCalls(fetchMock: FetchMock): number {
  return usersCallQueries(fetchMock).filter((query) => query.size === 0).length;
}

/** The queries of the members table's page calls, in order. */
export function membersPageQueries(fetchMock: FetchMock): URLSearchParams[] {
  return usersCallQueries(fetchMock).filter((query) => query.size > 0);
}
