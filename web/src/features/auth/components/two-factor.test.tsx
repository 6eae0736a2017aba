import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

describe('two-factor sign-in', () => {
  it('when the server asks for a code after the password, then the code step signs the user in', async () => {
    const { user, fetchMock } = renderApp('/auth', {
      routes: {
        'POST /api/auth/login': { body: { twoFactorRequired: true } },
        'POST /api/auth/login/2fa': { body: buildUser() },
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    const code = within(form).getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(within(form).getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Welcome back!'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/2fa')[0]?.json).toEqual({ code: '123456' });
  });

  it('when the code is wrong, then the server message shows and the code can be tried again', async () => {
    const { user } = renderApp('/auth', {
      routes: {
        'POST /api/auth/login': { body: { twoFactorRequired: true } },
        'POST /api/auth/login/2fa': {
          status: 401,
          body: {
            code: 'WRONG_CODE',
            message:
              'That code is not right. Check the time on your phone, or use a recovery code.',
          },
        },
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'alexm');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const form = await screen.findByRole('form', { name: 'Two-factor code' });
    await user.type(within(form).getByLabelText('Code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify and sign in' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(within(form).getByRole('button', { name: 'Verify and sign in' })).toBeEnabled();
  });
});

describe('turning two-factor on', () => {
  it('when a student scans the code and confirms it, then the recovery codes are shown once', async () => {
    let isOn = false;
    const { user, fetchMock } = renderApp('/', {
      session: buildUser(),
      routes: {
        // Off until the code is confirmed, on afterwards, as the server answers.
        // (answered a moment later, as over a network, so the page renders in between).
        'GET /api/auth/2fa': async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { body: { enabled: isOn, required: false, recoveryCodesLeft: isOn ? 10 : 0 } };
        },
        'POST /api/auth/2fa/setup': {
          body: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Finance%20Club:alexm?secret=JBSWY3DPEHPK3PXP',
            qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          },
        },
        'POST /api/auth/2fa/enable': () => {
          isOn = true;
          return { body: { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    await user.click(await within(dialog).findByRole('button', { name: 'Set up two-factor' }));

    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(dialog).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(dialog).getByLabelText(/Enter the 6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
    expect(dialog).toHaveTextContent('they are shown only this once');
    // They stay while the status, now "on", is fetched again.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/auth/2fa').length).toBeGreaterThan(1),
    );
    expect(within(dialog).getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/2fa/enable')[0]?.json).toEqual({ code: '123456' });
  });
});
