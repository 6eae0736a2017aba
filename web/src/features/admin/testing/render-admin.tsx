import { screen } from '@testing-library/react';

import { adminRoutes, adminUser } from '@/features/admin/testing/admin-fixtures';
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
export function userPicker(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Select user' });
}
