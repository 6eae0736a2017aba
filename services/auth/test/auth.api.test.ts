import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import jwt from 'jsonwebtoken';
import { SESSION_COOKIE, signSessionToken, verifySessionToken } from '@fc/service-kit/session';
import { consumeEvent } from '@fc/service-kit/events/consumer';
import { expectContract } from '@fc/testkit/contract';
import { auditLogSchema, resetProgressResultSchema } from '@fc/contracts/admin';
import { messageAnswerSchema, userListSchema, userSchema } from '@fc/contracts/auth';
import { errorBodySchema } from '@fc/contracts/errors';
import { startAuthService } from './fixtures/build-auth-service.ts';
import { useAuthServiceWithMail } from './fixtures/use-auth-service.ts';
import { ensureAdminAccount } from '../src/accounts/admin-account.ts';
import { authEventHandling } from '../src/events/handlers.ts';

const { auth, smtp } = useAuthServiceWithMail();
/** A browser with no session yet (sending these headers on every request). */
const visitor = (headers?: Record<string, string>) => auth().client(headers);

const countUsers = () => auth().deps.prisma.user.count();

describe('register', () => {
  it('when a student registers, then they are signed in and /me returns them without secrets', async () => {
    const { client, user } = await auth().registerStudent({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'student',
      points: 0,
      streak: 0,
    });
    expect(user).not.toHaveProperty('passwordHash');
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(expectContract(me, userSchema)).toEqual(user);
  });

  it('when the process runs in another time zone, then /me still says when the account was made', async () => {
    const { client, user } = await auth().registerStudent();
    const stored = await auth().deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      const me = await client.get('/api/auth/me');
      expect(me.body.createdAt).toBe(stored.createdAt.toISOString());
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('when registering, then the session cookie is httpOnly and SameSite=Lax', async () => {
    const response = await visitor().post('/api/auth/register', {
      username: 'cookiecheck',
      email: 'cookie@example.org',
      password: 'Secret-pass-123',
      firstName: 'C',
      lastName: 'K',
    });
    expect(response.status).toBe(201);
    expectContract(response, userSchema);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('when fields are missing, then 400 names them with the spec text and nothing is created', async () => {
    const before = await countUsers();
    const response = await visitor().post('/api/auth/register', {
      username: 'x',
      password: 'Secret-pass-123',
    });
    expect(response.status).toBe(400);
    expect(expectContract(response, errorBodySchema).message).toContain(
      'Please fill in all fields',
    );
    expect(Object.keys(response.body.fields)).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName']),
    );
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ password: '1234567' }, 'Password must be at least 8 characters long'],
    [{ password: 'aaaaaaaa' }, 'Password must contain at least one number'],
    [{ password: '12345678' }, 'Password must contain at least one letter'],
    [
      { password: 'password1' },
      'This password is one of the most common ones. Please choose another.',
    ],
    [
      { password: 'Qwerty123' },
      'This password is one of the most common ones. Please choose another.',
    ],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: '   ' }, 'Please fill in all fields'],
    [{ firstName: 42 }, 'Please fill in all fields'],
  ])('when the body has %o, then 400 says %s', async (override, message) => {
    const response = await visitor().post('/api/auth/register', {
      username: 'valid_name',
      email: 'valid@example.org',
      password: 'Secret-pass-123',
      firstName: 'V',
      lastName: 'N',
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.message).toContain(message);
  });

  it('when a name has a NUL character, then 400 says so and nothing is created', async () => {
    const before = await countUsers();
    const response = await visitor().post('/api/auth/register', {
      username: 'nulname',
      email: 'nulname@example.org',
      password: 'Secret-pass-123',
      firstName: 'Ada\u0000',
      lastName: 'Lovelace',
    });
    expect(response.status).toBe(400);
    expect(expectContract(response, errorBodySchema)).toMatchObject({
      message: 'Text may not contain NUL characters',
      fields: { firstName: ['Text may not contain NUL characters'] },
    });
    expect(await countUsers()).toBe(before);
  });

  it('when a name holds a right-to-left override or another invisible formatting character, then 400 says so and nothing is created', async () => {
    const before = await countUsers();
    for (const [firstName, lastName, field, found] of [
      ['Sam', 'Student\u202Etneduts', 'lastName', 'U+202E'],
      ['\u2067Sam', 'Student', 'firstName', 'U+2067'],
      ['Sam\u200F', 'Student', 'firstName', 'U+200F'],
      ['Sam', 'Stu\u200Bdent', 'lastName', 'U+200B'],
    ] as const) {
      const response = await visitor().post('/api/auth/register', {
        username: 'bidiname',
        email: 'bidiname@example.org',
        password: 'Secret-pass-123',
        firstName,
        lastName,
      });
      const message = `Names cannot contain invisible or text-direction characters (${found} found). Please type the name again.`;
      expect(response.status).toBe(400);
      expect(expectContract(response, errorBodySchema)).toMatchObject({
        message,
        fields: { [field]: [message] },
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('when a sign-in or a name holds half of a surrogate pair, then 400 says the text is not valid Unicode', async () => {
    const login = await visitor().post('/api/auth/login', { username: '\ud800', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Text must be valid Unicode');
    const register = await visitor().post('/api/auth/register', {
      username: 'surrogate',
      email: 'surrogate@example.org',
      password: 'Secret-pass-123',
      firstName: 'Half\udc00',
      lastName: 'Pair',
    });
    expect(register.status).toBe(400);
  });

  it('when the body is not JSON, then 400 says so', async () => {
    const response = await visitor().request('POST', '/api/auth/register', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('when the body is too large, then 413', async () => {
    const response = await visitor().post('/api/auth/register', { username: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
  });

  it('when the username is taken in another case, then 409 and no second account', async () => {
    const { user } = await auth().registerStudent();
    const before = await countUsers();
    const response = await visitor().post('/api/auth/register', {
      username: user.username.toUpperCase(),
      email: 'other@example.org',
      password: 'Secret-pass-123',
      firstName: 'O',
      lastName: 'T',
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('That username is already taken');
    expect(await countUsers()).toBe(before);
  });

  it('when one address keeps hitting taken usernames, then after 10 it must wait, while other addresses register as usual', async () => {
    const { user } = await auth().registerStudent();
    const from = (address: string) => auth().client({ 'x-forwarded-for': address });
    const prober = '203.0.113.77';
    const probe = (index: number) =>
      from(prober).post('/api/auth/register', {
        username: user.username,
        email: `probe${index}@example.org`,
        password: 'Secret-pass-123',
        firstName: 'P',
        lastName: 'R',
      });
    for (let index = 0; index < 10; index += 1) expect((await probe(index)).status).toBe(409);
    const stopped = await probe(10);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(expectContract(stopped, errorBodySchema).message).toBe(
      'Too many registration attempts from this network. Please try again later.',
    );
    const elsewhere = await from('198.51.100.23').post('/api/auth/register', {
      username: user.username,
      email: 'elsewhere@example.org',
      password: 'Secret-pass-123',
      firstName: 'E',
      lastName: 'W',
    });
    expect(elsewhere.status).toBe(409);
  });

  it('when a student registers, then user.registered is in the outbox in the same commit', async () => {
    const { user } = await auth().registerStudent();
    const rows = await auth().deps.pool.query(
      `SELECT payload FROM outbox_event WHERE name = 'user.registered' AND (payload->>'userId')::int = $1`,
      [user.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].payload).toMatchObject({
      userId: user.id,
      username: user.username,
      role: 'student',
    });
  });
});

describe('login and logout', () => {
  it('when the password is right, then login answers the user and sets the session', async () => {
    const { user } = await auth().registerStudent({ password: 'right-pass1' });
    const client = visitor();
    const response = await client.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(response.status).toBe(200);
    expect(expectContract(response, userSchema).id).toBe(user.id);
    expect((await client.get('/api/auth/me')).body.username).toBe(user.username);
  });

  it('when the user is unknown or the password wrong, then the answers are the same', async () => {
    const { user } = await auth().registerStudent();
    const unknown = await visitor().post('/api/auth/login', {
      username: 'nobody-here',
      password: 'whatever1',
    });
    const wrong = await visitor().post('/api/auth/login', {
      username: user.username,
      password: 'wrong-pass1',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect({ ...unknown.body, requestId: undefined }).toEqual({
      ...wrong.body,
      requestId: undefined,
    });
    expect(expectContract(wrong, errorBodySchema).message).toBe('Invalid username or password');
  });

  it('when login fields are empty, then 400 says Please fill in all fields', async () => {
    const response = await visitor().post('/api/auth/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in all fields');
  });

  it('when one address fails five times at an account, then it must wait longer each time, while the owner signs in from elsewhere', async () => {
    const { user } = await auth().registerStudent({ password: 'right-pass1' });
    const from = (address: string) => auth().client({ 'x-forwarded-for': address });
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await from(attacker).post('/api/auth/login', {
        username: user.username,
        password: 'bad-pass',
      });
      expect(response.status).toBe(401);
    }
    const slowed = await from(attacker).post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(expectContract(slowed, errorBodySchema).message).toBe(
      'Too many failed sign-in attempts. Please wait 1 second and try again.',
    );
    // No lockout: the owner, on their own machine, signs in at once.
    const owner = await from('198.51.100.9').post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(owner.status).toBe(200);
    // Once the second has passed the attacker may try again: ask until the answer is another
    // (each try before then is refused the same way, and does not count as a failure).
    const allowed = await vi.waitFor(
      async () => {
        const response = await from(attacker).post('/api/auth/login', {
          username: user.username,
          password: 'bad-pass',
        });
        if (response.status === 429 && response.body.code === 'LOGIN_THROTTLED') {
          throw new Error(`still throttled: ${response.body.message}`);
        }
        return response;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(allowed.status).toBe(401);
    // That sixth failure doubles the wait.
    const longer = await from(attacker).post('/api/auth/login', {
      username: user.username,
      password: 'bad-pass',
    });
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
  });

  it('when outsiders from many addresses push an account past its hourly ceiling, then a new browser must wait, while the owner still signs in from a browser that signed in before', async () => {
    const { user } = await auth().registerStudent({ password: 'right-pass1' });
    const from = (address: string) => auth().client({ 'x-forwarded-for': address });
    const home = '198.51.100.50';
    const ownersBrowser = from(home);
    expect(
      (
        await ownersBrowser.post('/api/auth/login', {
          username: user.username,
          password: 'right-pass1',
        })
      ).status,
    ).toBe(200);
    // 100 failures, four from each of 25 addresses: no address reaches its own limit.
    for (let address = 1; address <= 25; address += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await from(`203.0.113.${address}`).post('/api/auth/login', {
          username: user.username,
          password: `guess-${address}-${attempt}`,
        });
        expect(response.status).toBe(401);
      }
    }
    const stranger = await from('192.0.2.10').post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(expectContract(stranger, errorBodySchema).message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );
    // A browser new to the account waits, even at the owner's address: only the device counts.
    const newBrowserAtHome = await from(home).post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(newBrowserAtHome.status).toBe(429);
    const owner = await ownersBrowser.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(owner.status, owner.text).toBe(200);
  });

  it('when a classmate behind the same address fails at an account again and again, then the owner signs in at once from a browser that signed in before, while other browsers must wait', async () => {
    const school = '203.0.113.200';
    const from = () => auth().client({ 'x-forwarded-for': school });
    const { user } = await auth().registerStudent({ password: 'right-pass1' });
    const ownersBrowser = from();
    const first = await ownersBrowser.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(first.status).toBe(200);
    // The device cookie: only the auth routes see it, never another site's requests or scripts.
    const deviceCookie = first.headers
      .getSetCookie()
      .find((value) => value.startsWith('fc_device='));
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/SameSite=Strict/i);
    expect(deviceCookie).toMatch(/Path=\/api\/auth/);

    // The classmate signed in to their own account on their browser: that does not make it
    // trusted for the owner's.
    const classmate = await auth().registerStudent({ password: 'other-pass2' });
    const classmatesBrowser = from();
    await classmatesBrowser.post('/api/auth/login', {
      username: classmate.user.username,
      password: 'other-pass2',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await classmatesBrowser.post('/api/auth/login', {
        username: user.username,
        password: `guess-${attempt}`,
      });
      expect(guess.status).toBe(401);
    }
    const slowed = await classmatesBrowser.post('/api/auth/login', {
      username: user.username,
      password: 'guess-5',
    });
    expect(slowed.status).toBe(429);
    expect(expectContract(slowed, errorBodySchema).message).toBe(
      'Too many failed sign-in attempts. Please wait 1 second and try again.',
    );
    // Untrusted browsers at that address wait as before, a made-up device cookie included.
    const stranger = from();
    stranger.setCookie(
      'fc_device',
      jwt.sign({}, 'not-the-secret-of-this-club-0123456789', {
        audience: 'finance-club-device',
        issuer: 'finance-club-auth',
        subject: user.username.toLowerCase(),
        jwtid: randomUUID(),
      }),
    );
    const strangerTry = await stranger.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(strangerTry.status).toBe(429);

    // The owner's browser is slowed by nobody else's failures.
    const owner = await ownersBrowser.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(owner.status, owner.text).toBe(200);
    expect((await ownersBrowser.get('/api/auth/me')).body.id).toBe(user.id);
  });

  it("when a trusted browser fails five times itself, then it must wait like any other, while another browser's trust is untouched", async () => {
    const school = '203.0.113.201';
    const { user } = await auth().registerStudent({ password: 'right-pass1' });
    const signedInBefore = async () => {
      const browser = auth().client({ 'x-forwarded-for': school });
      const signedIn = await browser.post('/api/auth/login', {
        username: user.username,
        password: 'right-pass1',
      });
      expect(signedIn.status).toBe(200);
      return browser;
    };
    const shared = await signedInBefore();
    const phone = await signedInBefore();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await shared.post('/api/auth/login', {
        username: user.username,
        password: `wrong-${attempt}`,
      });
      expect(wrong.status).toBe(401);
    }
    const slowed = await shared.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    const fromPhone = await phone.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(fromPhone.status, fromPhone.text).toBe(200);
  });

  it('when a student whose password was hashed with scrypt signs in, then it works and the hash becomes argon2id', async () => {
    const { user } = await auth().registerStudent({ password: 'old-pass12' });
    const salt = randomBytes(16);
    const key = scryptSync('old-pass12', salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    await auth().deps.prisma.user.update({
      where: { id: user.id },
      data: {
        passwordHash: ['scrypt', 12, 8, 1, salt.toString('base64'), key.toString('base64')].join(
          '$',
        ),
      },
    });
    const signedIn = await visitor().post('/api/auth/login', {
      username: user.username,
      password: 'old-pass12',
    });
    expect(signedIn.status).toBe(200);
    const stored = await auth().deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=256,t=2,p=1\$/);
    const again = await visitor().post('/api/auth/login', {
      username: user.username,
      password: 'old-pass12',
    });
    expect(again.status).toBe(200);
  });

  it('when a signed-in browser signs in again, then its old session token stops working', async () => {
    const { client, user } = await auth().registerStudent({ password: 'right-pass1' });
    const oldToken = client.cookie(SESSION_COOKIE) ?? '';
    const again = await client.post('/api/auth/login', {
      username: user.username,
      password: 'right-pass1',
    });
    expect(again.status).toBe(200);
    expect(client.cookie(SESSION_COOKIE)).not.toBe(oldToken);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const kept = visitor();
    kept.setCookie(SESSION_COOKIE, oldToken);
    expect((await kept.get('/api/auth/me')).status).toBe(401);
  });

  it("when a new password holds the student's username or the club's name, then it is refused", async () => {
    const response = await visitor().post('/api/auth/register', {
      username: 'gracehopper',
      email: 'grace.h@example.org',
      password: 'gracehopper-1906',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      "Your password must not contain your username, your e-mail name or the club's name.",
    );
  });

  it('when a student logs out, then a kept copy of the token no longer works', async () => {
    const { client } = await auth().registerStudent();
    const kept = client.cookie(SESSION_COOKIE);
    const loggedOut = await client.post('/api/auth/logout', {});
    expect(loggedOut.status).toBe(200);
    expect(expectContract(loggedOut, messageAnswerSchema).message).toBe(
      'You have been successfully logged out.',
    );
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const thief = visitor();
    thief.setCookie(SESSION_COOKIE, kept ?? '');
    const response = await thief.get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in to continue');
  });

  it('when a token is forged, expired, or uses another algorithm, then it is refused', async () => {
    const { user } = await auth().registerStudent();
    const secret = auth().deps.config.JWT_SECRET;
    const claims = { role: 'admin', sid: '00000000-0000-4000-8000-000000000000' };
    const tokens = [
      signSessionToken('another-secret-that-is-long-enough-0123456789', {
        userId: user.id,
        role: 'admin',
        sessionId: claims.sid,
      }),
      signSessionToken(secret, { userId: user.id, role: 'admin', sessionId: claims.sid }, -10),
      jwt.sign(claims, secret, {
        algorithm: 'HS512',
        subject: String(user.id),
        audience: 'finance-club',
        issuer: 'finance-club-auth',
      }),
      jwt.sign(claims, '', { algorithm: 'none', subject: String(user.id) } as jwt.SignOptions),
      jwt.sign(claims, secret, {
        algorithm: 'HS256',
        subject: String(user.id),
        audience: 'another-app',
        issuer: 'finance-club-auth',
      }),
    ];
    for (const token of tokens) {
      const client = visitor();
      client.setCookie(SESSION_COOKIE, token);
      expect((await client.get('/api/users')).status).toBe(401);
    }
  });

  it('when a browser posts from another site, then the request is refused and nothing changes', async () => {
    const before = await countUsers();
    const body = {
      username: 'csrfvictim',
      email: 'csrf@example.org',
      password: 'Secret-pass-123',
      firstName: 'C',
      lastName: 'S',
    };
    const crossSite = await visitor({ 'sec-fetch-site': 'cross-site' }).post(
      '/api/auth/register',
      body,
    );
    const foreignOrigin = await visitor({ origin: 'https://evil.example' }).post(
      '/api/auth/register',
      body,
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Cross-site requests are not allowed');
    expect(foreignOrigin.status).toBe(403);
    expect(await countUsers()).toBe(before);
    const sameOrigin = await visitor({ 'sec-fetch-site': 'same-origin' }).post(
      '/api/auth/register',
      body,
    );
    expect(sameOrigin.status).toBe(201);
  });
});

describe('GET /api/users', () => {
  it('when a visitor, a student or an admin asks, then 401, 403 and the list', async () => {
    const { client: student, user } = await auth().registerStudent();
    expect((await visitor().get('/api/users')).status).toBe(401);
    const forbidden = await student.get('/api/users');
    expect(forbidden.status).toBe(403);
    expect(expectContract(forbidden, errorBodySchema).message).toBe('Admins only');

    await ensureAdminAccount(auth().deps, { password: 'admin-pass-1', email: 'admin@example.org' });
    const admin = visitor();
    expect(
      (await admin.post('/api/auth/login', { username: 'admin', password: 'admin-pass-1' })).status,
    ).toBe(200);
    const list = await admin.get('/api/users');
    expect(list.status).toBe(200);
    expectContract(list, userListSchema);
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: user.id, points: 0, streak: 0 })]),
    );
    expect(list.body.find((entry: { username: string }) => entry.username === 'admin').role).toBe(
      'admin',
    );
    expect(JSON.stringify(list.body)).not.toContain('scrypt');
  });

  it('when the admin account exists already, then a second start leaves it alone', async () => {
    await ensureAdminAccount(auth().deps, { password: 'admin-pass-1', email: 'admin@example.org' });
    const generated = await ensureAdminAccount(auth().deps, { email: 'admin@example.org' });
    expect(generated).toBeUndefined();
    expect(await auth().deps.prisma.user.count({ where: { username: 'admin' } })).toBe(1);
  });
});

describe('POST /api/auth/me/tutorial', () => {
  it('when a student finishes the tour, then the account remembers it for every browser, from the first time', async () => {
    const { client, user } = await auth().registerStudent();
    expect(
      expectContract(await client.get('/api/auth/me'), userSchema).tutorialCompletedAt,
    ).toBeNull();

    const done = await client.post('/api/auth/me/tutorial');
    expect(done.status).toBe(200);
    const completedAt = expectContract(done, userSchema).tutorialCompletedAt;
    expect(completedAt).not.toBeNull();

    // Another browser: a new sign-in of the same account.
    const elsewhere = visitor();
    const signIn = await elsewhere.post('/api/auth/login', {
      username: user.username,
      password: 'Secret-pass-123',
    });
    expect(signIn.body.tutorialCompletedAt).toBe(completedAt);
    expect((await elsewhere.get('/api/auth/me')).body.tutorialCompletedAt).toBe(completedAt);
    expect((await elsewhere.post('/api/auth/me/tutorial')).body.tutorialCompletedAt).toBe(
      completedAt,
    );
  });

  it('when nobody is signed in, then 401 and nothing changes', async () => {
    const countDone = () =>
      auth().deps.prisma.user.count({ where: { tutorialCompletedAt: { not: null } } });
    const before = await countDone();
    const response = await visitor().post('/api/auth/me/tutorial');
    expect(response.status).toBe(401);
    expect(expectContract(response, errorBodySchema).code).toBeTruthy();
    expect(await countDone()).toBe(before);
  });
});

describe('forgot and reset password', () => {
  const resetTokenFrom = (text: string) => {
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
    return match[1];
  };

  it('when a student resets their password, then the mailed link works once and ends old sessions', async () => {
    const { client: oldSession, user } = await auth().registerStudent({ password: 'old-pass1' });
    const asked = await visitor().post('/api/auth/forgot-password', {
      email: user.email.toUpperCase(),
    });
    expect(asked.status).toBe(200);
    expectContract(asked, messageAnswerSchema);
    const mail = await smtp().waitForMail(user.email);
    expect(mail.text).toContain('http://localhost:8080/reset-password?token=');
    const token = resetTokenFrom(mail.text);

    const reset = await visitor().post('/api/auth/reset-password', {
      token,
      password: 'new-pass2',
    });
    expect(reset.status).toBe(200);
    expect(expectContract(reset, messageAnswerSchema).message).toBe(
      'Password reset successful! You can now sign in with your new password.',
    );
    expect((await oldSession.get('/api/auth/me')).status).toBe(401);
    expect(
      (await visitor().post('/api/auth/login', { username: user.username, password: 'old-pass1' }))
        .status,
    ).toBe(401);
    expect(
      (await visitor().post('/api/auth/login', { username: user.username, password: 'new-pass2' }))
        .status,
    ).toBe(200);

    const again = await visitor().post('/api/auth/reset-password', {
      token,
      password: 'other-pass3',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired.');
  });

  it('when the address is unknown, then the answer is the same and no mail is sent', async () => {
    const { user } = await auth().registerStudent();
    const known = await visitor().post('/api/auth/forgot-password', { email: user.email });
    const unknown = await visitor().post('/api/auth/forgot-password', {
      email: 'nobody@example.org',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(
      "If an account with this email exists, you'll receive reset instructions.",
    );
    await smtp().waitForMail(user.email);
    expect(smtp().mails.some((mail) => mail.to.includes('nobody@example.org'))).toBe(false);
  });

  it('when the email is blank, then 400 with the spec text', async () => {
    const response = await visitor().post('/api/auth/forgot-password', { email: '   ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Email required - Please enter your email address.');
  });

  it('when the token is older than an hour, then it is refused', async () => {
    const { user } = await auth().registerStudent();
    await visitor().post('/api/auth/forgot-password', { email: user.email });
    const token = resetTokenFrom((await smtp().waitForMail(user.email)).text);
    await auth().deps.prisma.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await visitor().post('/api/auth/reset-password', {
      token,
      password: 'new-pass2',
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['abc1', 'Password must be at least 8 characters long'],
    ['12345678', 'Password must contain at least one letter'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['iloveyou1', 'This password is one of the most common ones. Please choose another.'],
  ])(
    'when the new password is %s, then 400 says %s and the token still works',
    async (password, message) => {
      const { user } = await auth().registerStudent();
      await visitor().post('/api/auth/forgot-password', { email: user.email });
      const token = resetTokenFrom((await smtp().waitForMail(user.email)).text);
      const response = await visitor().post('/api/auth/reset-password', { token, password });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(message);
      expect(
        (await visitor().post('/api/auth/reset-password', { token, password: 'good-pass9' }))
          .status,
      ).toBe(200);
    },
  );

  it('when the token is made up, then 400', async () => {
    const response = await visitor().post('/api/auth/reset-password', {
      token: 'made-up',
      password: 'good-pass9',
    });
    expect(response.status).toBe(400);
    expect(expectContract(response, errorBodySchema).code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('admin reset and audit log', () => {
  it('when an admin resets a student, then the answer names them and the audit log lists the reset', async () => {
    const { user } = await auth().registerStudent();
    const admin = auth().clientAs(1, 'admin');
    const reset = await admin.post(`/api/admin/users/${user.id}/reset`);
    expect(reset.status).toBe(200);
    expect(expectContract(reset, resetProgressResultSchema).userId).toBe(user.id);
    expect((await auth().clientAs(user.id).post(`/api/admin/users/${user.id}/reset`)).status).toBe(
      403,
    );

    // The log is kept from admin.action_recorded: deliver the event the reset wrote.
    const recorded = await auth().deps.prisma.outboxEvent.findFirstOrThrow({
      where: {
        name: 'admin.action_recorded',
        payload: { path: ['targetUserId'], equals: user.id },
      },
    });
    await consumeEvent(authEventHandling(auth().deps), {
      id: recorded.id,
      name: 'admin.action_recorded',
      version: recorded.version,
      occurredAt: recorded.occurredAt.toISOString(),
      correlationId: null,
      payload: recorded.payload,
    });
    const log = await admin.get('/api/admin/audit-log?limit=5');
    expect(log.status).toBe(200);
    expect(expectContract(log, auditLogSchema)[0]).toMatchObject({
      action: 'reset_progress',
      targetUserId: user.id,
      targetUsername: user.username,
      oldValue: JSON.stringify({ points: 0, streak: 0 }),
      newValue: null,
    });
    const badLimit = await admin.get('/api/admin/audit-log?limit=0');
    expect(badLimit.status).toBe(400);
    expect(expectContract(badLimit, errorBodySchema).message).toBe(
      'limit must be a whole number from 1 to 500',
    );
  });
});

describe('health', () => {
  it('when the database and Redis answer, then /readyz is ready', async () => {
    const response = await visitor().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    expect((await visitor().get('/healthz')).body).toEqual({ status: 'ok', service: 'auth' });
  });

  it('when a path is unknown, then JSON 404', async () => {
    const response = await visitor().get('/api/auth/nothing');
    expect(response.status).toBe(404);
    expect(expectContract(response, errorBodySchema).code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('changing the password', () => {
  it('when a signed-in student gives the right current password and a good new one, then it changes and every other session ends', async () => {
    const { client, user } = await auth().registerStudent({ password: 'first-pass1' });
    const otherDevice = visitor();
    expect(
      (
        await otherDevice.post('/api/auth/login', {
          username: user.username,
          password: 'first-pass1',
        })
      ).status,
    ).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'first-pass1',
      newPassword: 'second-pass2 is long',
    });
    expect(changed.status).toBe(200);
    expect(expectContract(changed, messageAnswerSchema).message).toBe(
      'Your password has been changed. You were signed out everywhere else.',
    );
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    const signIn = (password: string) =>
      visitor().post('/api/auth/login', { username: user.username, password });
    expect((await signIn('first-pass1')).status).toBe(401);
    expect((await signIn('second-pass2 is long')).status).toBe(200);
  });

  it('when the current password is wrong or the new one breaks the rule, then 400 says which and nothing changes', async () => {
    const { client, user } = await auth().registerStudent({ password: 'first-pass1' });
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'not-my-pass1',
      newPassword: 'second-pass2',
    });
    expect(wrong.status).toBe(400);
    expect(expectContract(wrong, errorBodySchema)).toMatchObject({
      message: 'Your current password is not correct',
      fields: { currentPassword: ['Your current password is not correct'] },
    });
    for (const [newPassword, message] of [
      ['short1', 'Password must be at least 8 characters long'],
      ['password1', 'This password is one of the most common ones. Please choose another.'],
    ]) {
      const refused = await client.post('/api/auth/change-password', {
        currentPassword: 'first-pass1',
        newPassword,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect(
      (
        await visitor().post('/api/auth/login', {
          username: user.username,
          password: 'first-pass1',
        })
      ).status,
    ).toBe(200);
    expect((await visitor().post('/api/auth/change-password', {})).status).toBe(401);
  });
});

describe('a longer minimum', () => {
  it('when PASSWORD_MIN_LENGTH is 12, then a 10-character password is refused naming 12', async () => {
    const strict = await startAuthService({ PASSWORD_MIN_LENGTH: '12' });
    try {
      const response = await strict.client().post('/api/auth/register', {
        username: 'strictstudent',
        email: 'strict@example.org',
        password: 'abcdefgh12',
        firstName: 'S',
        lastName: 'T',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Password must be at least 12 characters long');
    } finally {
      await strict.close();
    }
  });
});

describe('rotating JWT_SECRET', () => {
  const oldSecret = `old-secret-${'o'.repeat(40)}`;
  const newSecret = `new-secret-${'n'.repeat(40)}`;

  it("when JWT_SECRET is new and JWT_SECRET_PREVIOUS the old one, then old sessions still work, new ones are signed with the new secret, and a stranger's are refused", async () => {
    const rotated = await startAuthService({
      JWT_SECRET: newSecret,
      JWT_SECRET_PREVIOUS: oldSecret,
    });
    try {
      const { client, user } = await rotated.registerStudent();
      const sessionIssuedNow = client.cookie(SESSION_COOKIE) ?? '';
      expect(verifySessionToken(newSecret, sessionIssuedNow)).toMatchObject({ userId: user.id });
      expect(verifySessionToken(oldSecret, sessionIssuedNow)).toBeUndefined();

      const signedWith = (secret: string) => {
        const signedIn = rotated.client();
        signedIn.setCookie(
          SESSION_COOKIE,
          signSessionToken(secret, { userId: user.id, role: 'student', sessionId: randomUUID() }),
        );
        return signedIn;
      };
      const before = await signedWith(oldSecret).get('/api/auth/me');
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ id: user.id });
      expect((await signedWith(`stranger-${'s'.repeat(40)}`).get('/api/auth/me')).status).toBe(401);
    } finally {
      await rotated.close();
    }
  });

  it('when the previous secret is removed after the rotation, then its sessions end', async () => {
    const after = await startAuthService({ JWT_SECRET: newSecret });
    try {
      const { user } = await after.registerStudent();
      const signedIn = after.client();
      signedIn.setCookie(
        SESSION_COOKIE,
        signSessionToken(oldSecret, { userId: user.id, role: 'student', sessionId: randomUUID() }),
      );
      expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    } finally {
      await after.close();
    }
  });
});

describe('session cookie and idle timeout', () => {
  it('when the app is served over https, then the cookie is __Host- prefixed and Secure, decided by PUBLIC_URL alone', async () => {
    const overHttps = await startAuthService({ PUBLIC_URL: 'https://club.example.org' });
    try {
      const { client } = await overHttps.registerStudent();
      const [cookie] = (
        await client.post('/api/auth/login', { username: 'nobody', password: 'wrong-pass-1' })
      ).headers.getSetCookie();
      expect(cookie).toBeUndefined();
      const registered = await overHttps.client().post('/api/auth/register', {
        username: 'httpsstudent',
        email: 'https@example.org',
        password: 'Secret-pass-123',
        firstName: 'H',
        lastName: 'S',
      });
      const set = registered.headers.getSetCookie().find((value) => value.startsWith('__Host-'));
      expect(set).toMatch(/^__Host-fc_session=[^;]+;/);
      expect(set).toMatch(/; Secure/i);
      expect(set).toMatch(/; Path=\//);
      expect(set).not.toMatch(/Domain=/i);
      expect(client.cookie('__Host-fc_session')).toBeTruthy();
      expect((await client.get('/api/auth/me')).status).toBe(200);
      // The same token under the plain name is not read where the app is https.
      const plain = overHttps.client();
      plain.setCookie(SESSION_COOKIE, client.cookie('__Host-fc_session') ?? '');
      expect((await plain.get('/api/auth/me')).status).toBe(401);
    } finally {
      await overHttps.close();
    }
    // Over http a client saying X-Forwarded-Proto: https does not make the cookie Secure.
    const viaHeader = await visitor({ 'x-forwarded-proto': 'https' }).post('/api/auth/register', {
      username: 'protospoof',
      email: 'protospoof@example.org',
      password: 'Secret-pass-123',
      firstName: 'P',
      lastName: 'S',
    });
    expect(viaHeader.status).toBe(201);
    const plainCookie = viaHeader.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(plainCookie).not.toMatch(/Secure/i);
  });

  it('when a session is not used for longer than the idle timeout, then it ends; use keeps it alive', async () => {
    const timeoutMs = 2_000;
    const idle = await startAuthService({ SESSION_IDLE_TIMEOUT_SECONDS: String(timeoutMs / 1000) });
    try {
      const busy = await idle.registerStudent();
      const resting = await idle.registerStudent();
      // The idle clock is Redis's expiry of a key each use renews, so the time must really pass;
      // and trying the resting session to see whether it has ended would renew it. So the busy
      // one is used every quarter second, each use answered, until twice the timeout has passed
      // since the resting one was issued (it has been idle past the timeout, and the busy one
      // lives on its renewals, not its first use); only then is the resting one tried.
      const restingIssued = Date.now();
      const busyAnswers: number[] = [];
      await vi.waitFor(
        async () => {
          busyAnswers.push((await busy.client.get('/api/auth/me')).status);
          expect(
            Date.now() - restingIssued,
            'ms the resting session has been idle',
          ).toBeGreaterThan(2 * timeoutMs);
        },
        { timeout: 20_000, interval: 250 },
      );
      expect(busyAnswers.filter((status) => status !== 200)).toEqual([]);
      expect((await busy.client.get('/api/auth/me')).status).toBe(200);
      expect((await resting.client.get('/api/auth/me')).status).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it("when a signed-in user's data is answered, then no browser or proxy may store it", async () => {
    const { client } = await auth().registerStudent();
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sign-in under load', () => {
  it('when more sign-ins arrive than the hash queue holds, then the extra ones get 503 with Retry-After and a clear message', async () => {
    const busy = await startAuthService({
      PASSWORD_HASH_MEMORY_KIB: '65536',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
    });
    try {
      const { user } = await busy.registerStudent({ password: 'right-pass1' });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          busy
            .client()
            .post('/api/auth/login', { username: user.username, password: 'right-pass1' }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses).toContain(200);
      const refused = answers.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(expectContract(answer, errorBodySchema).message).toBe(
          'Too many people are signing in right now. Please try again in a moment.',
        );
      }
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    } finally {
      await busy.close();
    }
  });
});
