import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

async function openRegisterTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Create Account' }));
}

describe('auth screen', () => {
  it('when the sign-in form is sent empty, then it asks to fill in all fields and sends nothing', async () => {
    const { user, fetchMock } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')).toHaveLength(0);
  });

  it('when the registration form breaks several rules, then every message is listed together', async () => {
    const { user, fetchMock } = renderApp('/auth');
    await openRegisterTab(user);

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Email'), 'alex.example.org');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const messages = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(messages).toEqual([
      'Please fill in all fields',
      'Passwords do not match',
      'Password must be at least 8 characters long',
      'Please enter a valid email address',
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('when a name holds a right-to-left override, then the form says names cannot hold it, marks the field and sends nothing', async () => {
    const { user, fetchMock } = renderApp('/auth');
    await openRegisterTab(user);

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Morgan\u202Enagrom');
    await user.type(screen.getByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Email'), 'alex@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Names cannot contain invisible or text-direction characters (U+202E found). Please type the name again.',
    );
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('when sign-in is refused, then a destructive "Login failed" toast shows the server message', async () => {
    const { user } = renderApp('/auth', {
      routes: {
        'POST /api/auth/login': {
          status: 401,
          body: { code: 'invalid_credentials', message: 'Invalid username or password' },
        },
      },
    });

    await user.type(await screen.findByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Login failed'));
    expect(getOnlyToast()).toHaveTextContent('Invalid username or password');
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
  });

  it('when sign-in fails without a server message, then the toast says "Invalid credentials"', async () => {
    const { user } = renderApp('/auth', { routes: { 'POST /api/auth/login': { status: 500 } } });

    await user.type(await screen.findByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Invalid credentials'));
  });

  it('when sign-in succeeds, then it welcomes the user and opens the dashboard a second later', async () => {
    const alex = buildUser();
    const { user, router, fetchMock } = renderApp('/auth', {
      routes: { 'POST /api/auth/login': { body: alex } },
    });

    await user.type(await screen.findByLabelText('Username'), ' alexm ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Welcome back!'));
    expect(getOnlyToast()).toHaveTextContent('You have successfully logged in.');
    expect(callsTo(fetchMock, 'POST', '/api/auth/login')[0]?.json).toEqual({
      username: 'alexm',
      password: 'secret-pass-1',
    });
    expect(router.state.location.pathname).toBe('/auth');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Alex' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when registration is refused, then a "Registration failed" toast shows the server message', async () => {
    const { user } = renderApp('/auth', {
      routes: {
        'POST /api/auth/register': {
          status: 409,
          body: { code: 'username_taken', message: 'That username is taken' },
        },
      },
    });
    await openRegisterTab(user);

    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Morgan');
    await user.type(screen.getByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Email'), 'alex@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Registration failed'));
    expect(getOnlyToast()).toHaveTextContent('That username is taken');
  });

  it('when "Continue as Guest" is pressed, then the guest flag is set and the dashboard opens', async () => {
    const { user, router } = renderApp('/auth');

    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));

    expect(window.localStorage.getItem('guestMode')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Welcome, Guest' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when someone signed in opens /auth, then they are sent to /', async () => {
    const { router } = renderApp('/auth', { session: buildUser() });

    expect(await screen.findByRole('heading', { name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('links to the forgot-password page', async () => {
    renderApp('/auth');

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
