import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

async function submit(
  view: ReturnType<typeof renderApp>,
  password: string,
  confirmPassword = password,
) {
  const { user } = view;
  if (password) await user.type(await screen.findByLabelText('New password'), password);
  if (confirmPassword)
    await user.type(screen.getByLabelText('Confirm new password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('reset password screen', () => {
  it('when the link has no token, then it says the link is invalid and goes to /auth', async () => {
    const { router } = renderApp('/reset-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getOnlyToast()).toHaveTextContent('Invalid reset link');
    expect(getOnlyToast()).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('shows the password rules and a show/hide toggle on each field', async () => {
    const { user } = renderApp('/reset-password?token=abc');

    expect(
      await screen.findByText('Password must be at least 8 characters with letters and numbers'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
  });

  it.each([
    ['', 'Password must be at least 8 characters long'],
    ['abc1234', 'Password must be at least 8 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['abcdefgh', 'Password must contain at least one number'],
  ])(
    'when the password is "%s", then only the first failing rule is shown under "Invalid password"',
    async (password, message) => {
      const view = renderApp('/reset-password?token=abc');

      await submit(view, password);

      const toast = getOnlyToast();
      expect(toast).toHaveTextContent('Invalid password');
      expect(toast).toHaveTextContent(message);
      const allMessages = [
        'Password must be at least 8 characters long',
        'Password must contain at least one letter',
        'Password must contain at least one number',
      ];
      for (const other of allMessages.filter((text) => text !== message)) {
        expect(toast).not.toHaveTextContent(other);
      }
      expect(callsTo(view.fetchMock, 'POST', '/api/auth/reset-password')).toHaveLength(0);
    },
  );

  it("when the confirmation differs, then it says the passwords don't match", async () => {
    const view = renderApp('/reset-password?token=abc');

    await submit(view, 'abcd1234', 'abcd1235');

    expect(getOnlyToast()).toHaveTextContent("Passwords don't match");
    expect(getOnlyToast()).toHaveTextContent('Please make sure your passwords match.');
  });

  it('when the reset succeeds, then it shows the completion view with a link to sign in', async () => {
    const view = renderApp('/reset-password?token=tok-1', {
      routes: { 'POST /api/auth/reset-password': { status: 204 } },
    });

    await submit(view, 'abcd1234');

    expect(
      await screen.findByRole('heading', { name: 'Password Reset Complete' }),
    ).toBeInTheDocument();
    expect(getOnlyToast()).toHaveTextContent('Password reset successful!');
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(callsTo(view.fetchMock, 'POST', '/api/auth/reset-password')[0]?.json).toEqual({
      token: 'tok-1',
      password: 'abcd1234',
    });
  });

  it('when the reset is refused without a message, then it suggests requesting a new link', async () => {
    const view = renderApp('/reset-password?token=old', {
      routes: { 'POST /api/auth/reset-password': { status: 500 } },
    });

    await submit(view, 'abcd1234');

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Reset failed'));
    expect(getOnlyToast()).toHaveTextContent(
      'The reset link may have expired. Please request a new one.',
    );
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });
});
