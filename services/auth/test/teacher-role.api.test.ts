// PUT /api/admin/users/:id/role: the admin makes a student a teacher and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userListSchema, userSchema } from '@fc/contracts/auth';
import { errorBodySchema } from '@fc/contracts/errors';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { startAuthService, type AuthServiceUnderTest } from './fixtures/build-auth-service.ts';
import { ensureAdminAccount } from '../src/accounts/admin-account.ts';

const ADMIN_PASSWORD = 'admin-pass-2026';
const STUDENT_PASSWORD = 'Secret-pass-123';

let auth: AuthServiceUnderTest;
let admin: TestClient;
let adminId: number;

async function signIn(service: AuthServiceUnderTest, username: string, password: string) {
  const client = service.client();
  const response = await client.post('/api/auth/login', { username, password });
  expect(response.status, response.text).toBe(200);
  return { client, user: expectContract(response, userSchema) };
}

beforeAll(async () => {
  auth = await startAuthService();
  await ensureAdminAccount(auth.deps, { password: ADMIN_PASSWORD, email: 'admin@example.org' });
  ({
    client: admin,
    user: { id: adminId },
  } = await signIn(auth, 'admin', ADMIN_PASSWORD));
});
afterAll(async () => {
  await auth?.close();
});

/** The user.role_changed payloads in the outbox for this user, oldest first. */
async function roleChangesOf(userId: number) {
  const rows = await auth.deps.pool.query<{ payload: unknown }>(
    `SELECT payload FROM outbox_event WHERE name = 'user.role_changed'
       AND (payload->>'userId')::int = $1 ORDER BY occurred_at, id`,
    [userId],
  );
  return rows.rows.map((row) => row.payload);
}

const roleOf = async (userId: number) =>
  (await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).role;

const setRole = (client: TestClient, userId: number | string, body: unknown) =>
  client.put(`/api/admin/users/${userId}/role`, body);

describe('making a student a teacher', () => {
  it('when the admin makes a student a teacher, then their sessions end, a new sign-in is a teacher, and rewards is told', async () => {
    const { client: registered, user } = await auth.registerStudent({ password: STUDENT_PASSWORD });
    const { client: otherBrowser } = await signIn(auth, user.username, STUDENT_PASSWORD);

    const answer = await setRole(admin, user.id, { role: 'teacher' });
    expect(answer.status, answer.text).toBe(200);
    expect(expectContract(answer, userSchema)).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'teacher',
    });

    // The role is in the session token: both old sessions are over.
    expect((await registered.get('/api/auth/me')).status).toBe(401);
    expect((await otherBrowser.get('/api/auth/me')).status).toBe(401);
    const { client: teacher, user: signedIn } = await signIn(auth, user.username, STUDENT_PASSWORD);
    expect(signedIn.role).toBe('teacher');
    const me = await teacher.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(expectContract(me, userSchema).role).toBe('teacher');

    const changes = await roleChangesOf(user.id);
    expect(changes).toEqual([
      { userId: user.id, role: 'teacher', changedBy: adminId, changedAt: expect.any(String) },
    ]);

    // The members list shows the role.
    const list = expectContract(await admin.get('/api/users'), userListSchema);
    expect(list.find((entry) => entry.id === user.id)?.role).toBe('teacher');
    const page = await admin.get(`/api/users?q=${user.username}`);
    expect(page.body.users).toEqual([expect.objectContaining({ id: user.id, role: 'teacher' })]);

    // And back: a student again, signed out again.
    const back = await setRole(admin, user.id, { role: 'student' });
    expect(back.status).toBe(200);
    expect(expectContract(back, userSchema).role).toBe('student');
    expect((await teacher.get('/api/auth/me')).status).toBe(401);
    expect(
      (await roleChangesOf(user.id)).map((change) => (change as { role: string }).role),
    ).toEqual(['teacher', 'student']);
    const { user: student } = await signIn(auth, user.username, STUDENT_PASSWORD);
    expect(student.role).toBe('student');

    // Both changes are in the admin audit log, who made them and from what to what.
    const log = (await admin.get('/api/admin/audit-log')).body as Record<string, unknown>[];
    expect(log.filter((entry) => entry.targetUserId === user.id)).toEqual([
      expect.objectContaining({ action: 'set_role', oldValue: 'teacher', newValue: 'student' }),
      expect.objectContaining({ action: 'set_role', oldValue: 'student', newValue: 'teacher' }),
    ]);
  });

  it('when the role is set to the one the user has, then 200 with the user, the session goes on and nothing is announced', async () => {
    const { client: student, user } = await auth.registerStudent();
    const same = await setRole(admin, user.id, { role: 'student' });
    expect(same.status).toBe(200);
    expect(expectContract(same, userSchema)).toMatchObject({ id: user.id, role: 'student' });
    expect((await student.get('/api/auth/me')).status).toBe(200);
    expect(await roleChangesOf(user.id)).toEqual([]);
  });

  it('when the same change is asked twice at once, then it happens once', async () => {
    const { user } = await auth.registerStudent();
    const answers = await Promise.all([
      setRole(admin, user.id, { role: 'teacher' }),
      setRole(admin, user.id, { role: 'teacher' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.role)).toEqual(['teacher', 'teacher']);
    expect(await roleChangesOf(user.id)).toHaveLength(1);
  });
});

describe('what a teacher may do', () => {
  it('when a teacher calls admin-only routes, then 403, while their own account and the staff routes work', async () => {
    const { user } = await auth.registerStudent({ password: STUDENT_PASSWORD });
    const { user: other } = await auth.registerStudent();
    expect((await setRole(admin, user.id, { role: 'teacher' })).status).toBe(200);
    const { client: teacher } = await signIn(auth, user.username, STUDENT_PASSWORD);

    for (const response of [
      await teacher.post(`/api/admin/users/${other.id}/reset`),
      await teacher.get('/api/users'),
      await teacher.get('/api/users?page=1'),
      await teacher.get('/api/admin/audit-log'),
      await setRole(teacher, other.id, { role: 'teacher' }),
    ]) {
      expect(response.status, response.request).toBe(403);
      expect(expectContract(response, errorBodySchema).message).toBe('Admins only');
    }
    expect(await roleOf(other.id)).toBe('student');
    expect((await teacher.get('/api/auth/me')).status).toBe(200);
    expect((await teacher.get('/api/teacher/announcements')).status).toBe(200);
    expect((await teacher.get('/api/announcements')).status).toBe(200);
  });

  it('when admins must use two-factor, then a teacher without it still signs in and uses the staff routes', async () => {
    const strict = await startAuthService({ ADMIN_REQUIRE_2FA: 'true' });
    try {
      const { user } = await strict.registerStudent({ password: STUDENT_PASSWORD });
      await strict.deps.prisma.user.update({ where: { id: user.id }, data: { role: 'teacher' } });
      const { client: teacher, user: signedIn } = await signIn(
        strict,
        user.username,
        STUDENT_PASSWORD,
      );
      expect(signedIn.role).toBe('teacher');
      expect((await teacher.get('/api/auth/2fa')).body).toMatchObject({
        enabled: false,
        required: false,
      });
      const posted = await teacher.post('/api/teacher/announcements', { body: 'Hello class' });
      expect(posted.status, posted.text).toBe(201);
      expect((await teacher.get('/api/users')).body.message).toBe('Admins only');
    } finally {
      await strict.close();
    }
  });
});

describe('refused role changes', () => {
  it('when a visitor or a student asks, then 401 and 403', async () => {
    const { client: student, user } = await auth.registerStudent();
    const visitor = await setRole(auth.client(), user.id, { role: 'teacher' });
    expect(visitor.status).toBe(401);
    const self = await setRole(student, user.id, { role: 'teacher' });
    expect(self.status).toBe(403);
    expect(expectContract(self, errorBodySchema).message).toBe('Admins only');
    expect(await roleOf(user.id)).toBe('student');
    expect(await roleChangesOf(user.id)).toEqual([]);
  });

  it.each([
    ['an unknown role', { role: 'wizard' }, 'The role must be student or teacher'],
    ['the admin role', { role: 'admin' }, 'The role must be student or teacher'],
    ['no role', {}, 'The role must be student or teacher'],
    ['a role that is not text', { role: 1 }, 'The role must be student or teacher'],
    ['an extra field', { role: 'teacher', admin: true }, 'Unrecognized key: "admin"'],
  ])('when the body has %s, then 400 and nothing changes', async (_case, body, message) => {
    const { client: student, user } = await auth.registerStudent();
    const answer = await setRole(admin, user.id, body);
    expect(answer.status).toBe(400);
    expect(expectContract(answer, errorBodySchema).message).toBe(message);
    expect(await roleOf(user.id)).toBe('student');
    expect(await roleChangesOf(user.id)).toEqual([]);
    expect((await student.get('/api/auth/me')).status).toBe(200);
  });

  it.each([
    ['abc', 'id must be a positive whole number'],
    ['0', 'id must be a positive whole number'],
    ['1.5', 'id must be a positive whole number'],
  ])('when the id is %s, then 400', async (id, message) => {
    const answer = await setRole(admin, id, { role: 'teacher' });
    expect(answer.status).toBe(400);
    expect(expectContract(answer, errorBodySchema).message).toBe(message);
  });

  it('when there is no such user, then 404 naming the id', async () => {
    const before = await auth.deps.pool.query(
      `SELECT count(*)::int AS n FROM outbox_event WHERE name = 'user.role_changed'`,
    );
    const answer = await setRole(admin, 999_999, { role: 'teacher' });
    expect(answer.status).toBe(404);
    expect(expectContract(answer, errorBodySchema).message).toBe('There is no user 999999');
    const after = await auth.deps.pool.query(
      `SELECT count(*)::int AS n FROM outbox_event WHERE name = 'user.role_changed'`,
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('when the target is the admin account, then 400 and the admin stays admin and signed in', async () => {
    const own = await setRole(admin, adminId, { role: 'student' });
    expect(own.status).toBe(400);
    expect(expectContract(own, errorBodySchema).message).toBe(
      "The admin account's role cannot be changed",
    );
    expect(await roleOf(adminId)).toBe('admin');
    expect(await roleChangesOf(adminId)).toEqual([]);
    expect((await admin.get('/api/users')).status).toBe(200);

    // Any account with the admin role, not only the caller's.
    const other = await auth.deps.prisma.user.create({
      data: {
        username: 'second-admin',
        usernameKey: 'second-admin',
        email: 'second-admin@example.org',
        passwordHash: 'not-a-real-hash',
        firstName: 'Second',
        lastName: 'Admin',
        role: 'admin',
      },
    });
    const theirs = await setRole(admin, other.id, { role: 'teacher' });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("The admin account's role cannot be changed");
    expect(await roleOf(other.id)).toBe('admin');
  });
});
