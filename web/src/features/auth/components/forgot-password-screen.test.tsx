import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

describe('forgot password screen', () => {
  it('when the email is blank, then it asks for the address and sends nothing', async () => {
    const { user, fetchMock } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(getOnlyToast()).toHaveTextContent('Email required');
    expect(getOnlyToast()).toHaveTextContent('Please enter your email address.');
    expect(callsTo(fetchMock, 'POST', '/api/auth/forgot-password')).toHaveLength(0);
  });

  it('when the link is sent, then it confirms and names the address', async () => {
    const { user, fetchMock } = renderApp('/forgot-password', {
      routes: { 'POST /api/auth/forgot-password': { status: 202, body: {} } },
    });

    await user.type(await screen.findByLabelText('Email'), ' alex@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('alex@example.org')).toBeInTheDocument();
    expect(getOnlyToast()).toHaveTextContent('Reset link sent!');
    expect(callsTo(fetchMock, 'POST', '/api/auth/forgot-password')[0]?.json).toEqual({
      email: 'alex@example.org',
    });
  });

  it('when the request fails, then it still shows the confirmation, so no account is revealed', async () => {
    const { user } = renderApp('/forgot-password', {
      routes: { 'POST /api/auth/forgot-password': { status: 500 } },
    });

    await user.type(await screen.findByLabelText('Email'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Reset failed'));
    expect(getOnlyToast()).toHaveTextContent(
      "If an account with this email exists, you'll receive reset instructions.",
    );
  });

  it('when "try again with a different email address" is pressed, then the form is back', async () => {
    const { user } = renderApp('/forgot-password', {
      routes: { 'POST /api/auth/forgot-password': { status: 202, body: {} } },
    });
    await user.type(await screen.findByLabelText('Email'), 'alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await user.click(
      await screen.findByRole('button', { name: 'try again with a different email address' }),
    );

    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Sign In/ })).toHaveAttribute('href', '/auth');
  });
});
