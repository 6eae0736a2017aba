import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userSchema,
} from '@fc/contracts/auth';
import { errorBodySchema } from '@fc/contracts/errors';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { startAuthService, type AuthServiceUnderTest } from './fixtures/build-auth-service.ts';
import { ensureAdminAccount } from '../src/accounts/admin-account.ts';

let auth: AuthServiceUnderTest;

beforeAll(async () => {
  auth = await startAuthService({ ADMIN_REQUIRE_2FA: 'true' });
  await ensureAdminAccount(auth.deps, { password: 'admin-pass-2026', email: 'admin@example.org' });
});
afterAll(async () => {
  await auth?.close();
});

/** The code an authenticator app shows for this secret, `stepsAhead` periods from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function turnOn(client: TestClient) {
  const setup = expectContract(await client.post('/api/auth/2fa/setup'), twoFactorSetupSchema);
  expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enabled = await client.post('/api/auth/2fa/enable', { code: codeFor(setup.secret) });
  expect(enabled.status, enabled.text).toBe(200);
  return {
    secret: setup.secret,
    recoveryCodes: expectContract(enabled, recoveryCodesSchema).recoveryCodes,
  };
}

describe('two-factor sign-in', () => {
  it('when a student turns two-factor on, then signing in takes the password and then a code, each code working once', async () => {
    const { client, user } = await auth.registerStudent({ password: 'right-pass1' });
    expect(expectContract(await client.get('/api/auth/2fa'), twoFactorStatusSchema)).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const { secret, recoveryCodes } = await turnOn(client);
    expect(recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/auth/2fa')).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const browser = auth.client();
    const first = await browser.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/auth/me')).status).toBe(401);

    const wrong = await browser.post('/api/auth/login/2fa', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(expectContract(wrong, errorBodySchema).message).toBe(
      'That code is not right. Check the time on your phone, or use a recovery code.',
    );
    const code = codeFor(secret, 1);
    const second = await browser.post('/api/auth/login/2fa', { code });
    expect(second.status, second.text).toBe(200);
    expect(expectContract(second, userSchema).id).toBe(user.id);
    expect((await browser.get('/api/auth/me')).status).toBe(200);

    // The same code again, in another sign-in, is refused: a code works once.
    const replay = auth.client();
    await replay.post('/api/auth/login', { username: user.username, password: 'right-pass1' });
    expect((await replay.post('/api/auth/login/2fa', { code })).status).toBe(401);
    // A recovery code works, once.
    const recovered = await replay.post('/api/auth/login/2fa', { code: recoveryCodes[0] });
    expect(recovered.status, recovered.text).toBe(200);
    const again = auth.client();
    await again.post('/api/auth/login', { username: user.username, password: 'right-pass1' });
    expect((await again.post('/api/auth/login/2fa', { code: recoveryCodes[0] })).status).toBe(401);
    expect((await client.get('/api/auth/2fa')).body).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('when the password is changed while a sign-in waits for its code, then that sign-in cannot be completed, and one with the new password can', async () => {
    const { client, user } = await auth.registerStudent({ password: 'right-pass1' });
    const { secret, recoveryCodes } = await turnOn(client);
    // Someone who learned the old password reaches the code step.
    const waiting = auth.client();
    const first = await waiting.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(first.body).toEqual({ twoFactorRequired: true });

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'right-pass1',
      newPassword: 'fresh-pass22',
    });
    expect(changed.status, changed.text).toBe(200);

    // A code the app shows next, never used yet: only the changed password stands in its way.
    const refused = await waiting.post('/api/auth/login/2fa', { code: codeFor(secret, 1) });
    expect(refused.status).toBe(401);
    expect(expectContract(refused, errorBodySchema).message).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
    expect((await waiting.get('/api/auth/me')).status).toBe(401);

    const owner = auth.client();
    await owner.post('/api/auth/login', { username: user.username, password: 'fresh-pass22' });
    const signedIn = await owner.post('/api/auth/login/2fa', { code: recoveryCodes[0] });
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('when the second step comes without a right password first, then it is refused', async () => {
    const response = await auth.client().post('/api/auth/login/2fa', { code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('when two-factor is turned off, then it takes the password and a code, and sign-in is one step again', async () => {
    const { client, user } = await auth.registerStudent({ password: 'right-pass1' });
    const { recoveryCodes } = await turnOn(client);
    const refused = await client.post('/api/auth/2fa/disable', {
      password: 'wrong-pass1',
      code: recoveryCodes[1],
    });
    expect(refused.status).toBe(400);
    const off = await client.post('/api/auth/2fa/disable', {
      password: 'right-pass1',
      code: recoveryCodes[1],
    });
    expect(off.status, off.text).toBe(200);
    const signIn = await auth
      .client()
      .post('/api/auth/login', { username: user.username, password: 'right-pass1' });
    expect(expectContract(signIn, userSchema).id).toBe(user.id);
  });

  it('when the set-up is confirmed with a wrong code, then two-factor stays off', async () => {
    const { client } = await auth.registerStudent();
    await client.post('/api/auth/2fa/setup');
    const wrong = await client.post('/api/auth/2fa/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await client.get('/api/auth/2fa')).body).toMatchObject({ enabled: false });
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('when an admin without two-factor signs in, then admin calls answer 403 until it is on, and it cannot be turned off', async () => {
    const admin = auth.client();
    const signIn = await admin.post('/api/auth/login', {
      username: 'admin',
      password: 'admin-pass-2026',
    });
    expect(signIn.status).toBe(200);
    const blocked = await admin.get('/api/users');
    expect(blocked.status).toBe(403);
    expect(expectContract(blocked, errorBodySchema).message).toBe(
      'Set up two-factor authentication to use the admin panel.',
    );
    expect((await admin.get('/api/auth/2fa')).body).toMatchObject({
      enabled: false,
      required: true,
    });
    const { recoveryCodes } = await turnOn(admin);
    expect((await admin.get('/api/users')).status).toBe(200);
    const off = await admin.post('/api/auth/2fa/disable', {
      password: 'admin-pass-2026',
      code: recoveryCodes[0],
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(
      'Two-factor authentication is required for admins and cannot be turned off.',
    );
  });
});
