import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

async function openDialog(routes = {}) {
  const view = renderApp('/', { session: buildUser(), routes });
  await view.user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Change password' }) };
}

describe('change password', () => {
  it('when the current and a good new password are given, then it is sent and the dialog closes with the server message', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      'POST /api/auth/change-password': {
        body: { message: 'Your password has been changed. You were signed out everywhere else.' },
      },
    });
    // The form is loaded with the dialog's first opening; its first field takes the focus.
    expect(
      await within(dialog).findByText(
        'Password must be at least 8 characters with letters and numbers',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Current password'), 'old-pass-1');
    await user.type(within(dialog).getByLabelText('New password'), 'new-pass-2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getOnlyToast()).toHaveTextContent('Password changed');
    expect(getOnlyToast()).toHaveTextContent('You were signed out everywhere else.');
    expect(callsTo(fetchMock, 'POST', '/api/auth/change-password')[0]?.json).toEqual({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-2026',
    });
  });

  it('when the new password breaks the rule or the confirmation differs, then it says so and sends nothing', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.type(await within(dialog).findByLabelText('Current password'), 'old-pass-1');
    await user.type(within(dialog).getByLabelText('New password'), 'short1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('New password'), '2345');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'something-else-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, 'POST', '/api/auth/change-password')).toHaveLength(0);
  });

  it('when the server refuses, then its message shows in the dialog, which stays open', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/auth/change-password': {
        status: 400,
        body: { code: 'WRONG_PASSWORD', message: 'Your current password is not correct' },
      },
    });
    await user.type(await within(dialog).findByLabelText('Current password'), 'not-it-1');
    await user.type(within(dialog).getByLabelText('New password'), 'new-pass-2026');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct',
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
