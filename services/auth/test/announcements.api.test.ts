// Announcements (docs/product.md "For teachers"): teachers and admins post short Markdown notes;
// students dismiss them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementListSchema,
  announcementSchema,
  staffAnnouncementListSchema,
} from '@fc/contracts/announcements';
import { userSchema } from '@fc/contracts/auth';
import { errorBodySchema } from '@fc/contracts/errors';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { startAuthService, type AuthServiceUnderTest } from './fixtures/build-auth-service.ts';
import { ensureAdminAccount } from '../src/accounts/admin-account.ts';

const PASSWORD = 'Secret-pass-123';

let auth: AuthServiceUnderTest;
let admin: TestClient;
let teacher: TestClient;

async function signIn(username: string, password: string) {
  const client = auth.client();
  const response = await client.post('/api/auth/login', { username, password });
  expect(response.status, response.text).toBe(200);
  expectContract(response, userSchema);
  return client;
}

beforeAll(async () => {
  auth = await startAuthService();
  await ensureAdminAccount(auth.deps, { password: 'admin-pass-2026', email: 'admin@example.org' });
  admin = await signIn('admin', 'admin-pass-2026');
  const { user } = await auth.registerStudent({
    password: PASSWORD,
    firstName: 'Tess',
    lastName: 'Teacher',
  });
  const made = await admin.put(`/api/admin/users/${user.id}/role`, { role: 'teacher' });
  expect(made.status, made.text).toBe(200);
  teacher = await signIn(user.username, PASSWORD);
});
afterAll(async () => {
  await auth?.close();
});

async function post(client: TestClient, body: string) {
  const response = await client.post('/api/teacher/announcements', { body });
  expect(response.status, response.text).toBe(201);
  return expectContract(response, announcementSchema);
}

async function listFor(client: TestClient) {
  const response = await client.get('/api/announcements');
  expect(response.status).toBe(200);
  return expectContract(response, announcementListSchema).announcements;
}

async function staffList() {
  const response = await teacher.get('/api/teacher/announcements');
  expect(response.status).toBe(200);
  return expectContract(response, staffAnnouncementListSchema).announcements;
}

const countAnnouncements = () => auth.deps.prisma.announcement.count();

describe('posting, reading and dismissing', () => {
  it('when a teacher posts, then students see it rendered, and one who dismisses it no longer does while another still does', async () => {
    const posted = await post(
      teacher,
      'Contest **Friday**: see [the rules](https://example.org/rules)',
    );
    expect(posted).toMatchObject({
      body: 'Contest **Friday**: see [the rules](https://example.org/rules)',
      html:
        '<p>Contest <strong>Friday</strong>: see <a href="https://example.org/rules" ' +
        'rel="noopener noreferrer" target="_blank">the rules</a></p>',
      authorName: 'Tess Teacher',
    });
    const rows = await auth.deps.pool.query(
      `SELECT payload FROM outbox_event WHERE name = 'announcement.posted'
         AND (payload->>'announcementId')::int = $1`,
      [posted.id],
    );
    expect(rows.rows.map((row) => row.payload)).toEqual([
      { announcementId: posted.id, postedAt: posted.postedAt },
    ]);

    const { client: ada } = await auth.registerStudent();
    const { client: ben } = await auth.registerStudent();
    expect(await listFor(ada)).toContainEqual(posted);

    const dismissed = await ada.post(`/api/announcements/${posted.id}/dismiss`);
    expect(dismissed.status).toBe(204);
    expect(dismissed.text).toBe('');
    // Dismissing again changes nothing.
    expect((await ada.post(`/api/announcements/${posted.id}/dismiss`)).status).toBe(204);
    expect((await listFor(ada)).map((item) => item.id)).not.toContain(posted.id);
    expect((await listFor(ben)).map((item) => item.id)).toContain(posted.id);

    const forStaff = (await staffList()).find((item) => item.id === posted.id);
    expect(forStaff).toEqual({ ...posted, dismissals: 1 });
  });

  it('when several are posted, then the newest comes first, at most 20 for a student, and the staff see them all', async () => {
    const posted = [];
    for (let n = 1; n <= 22; n += 1) posted.push(await post(admin, `Note number ${n}`));
    const { client: student } = await auth.registerStudent();
    const seen = await listFor(student);
    expect(seen).toHaveLength(20);
    expect(seen.slice(0, 3).map((item) => item.body)).toEqual([
      'Note number 22',
      'Note number 21',
      'Note number 20',
    ]);
    expect(seen[0]?.authorName).toBe('Club Admin');
    const staffIds = (await staffList()).map((item) => item.id);
    for (const { id } of posted) expect(staffIds).toContain(id);
    expect(staffIds.indexOf(posted[21]!.id)).toBeLessThan(staffIds.indexOf(posted[0]!.id));

    // Dismissing the newest lets an older one in.
    expect((await student.post(`/api/announcements/${posted[21]!.id}/dismiss`)).status).toBe(204);
    const after = await listFor(student);
    expect(after).toHaveLength(20);
    expect(after[0]?.body).toBe('Note number 21');

    for (const { id } of posted) {
      expect((await teacher.delete(`/api/teacher/announcements/${id}`)).status).toBe(204);
    }
  });

  it('when a posted note carries a script, an event handler or a javascript: link, then it comes back stripped', async () => {
    const body =
      'Hi <script>alert("x")</script> <img src="x" onerror="alert(1)"> [go](javascript:alert(2)) <b onclick="alert(3)">now</b>';
    const posted = await post(teacher, body);
    expect(posted.body).toBe(body);
    const { client: student } = await auth.registerStudent();
    const seen = (await listFor(student)).find((item) => item.id === posted.id);
    expect(seen?.html).toBeDefined();
    expect(seen?.html).not.toMatch(/script|alert|onerror|onclick|<img|<b\b|javascript/i);
    expect(seen?.html).toContain('Hi');
    expect(seen?.html).toContain('now');
  });
});

describe('deleting', () => {
  it('when a teacher deletes a note, then no one sees it any more and deleting it again is 404', async () => {
    const posted = await post(admin, 'Posted by mistake');
    const { client: student } = await auth.registerStudent();
    expect((await listFor(student)).map((item) => item.id)).toContain(posted.id);

    const deleted = await teacher.delete(`/api/teacher/announcements/${posted.id}`);
    expect(deleted.status).toBe(204);
    expect((await listFor(student)).map((item) => item.id)).not.toContain(posted.id);
    expect((await staffList()).map((item) => item.id)).not.toContain(posted.id);

    const again = await teacher.delete(`/api/teacher/announcements/${posted.id}`);
    expect(again.status).toBe(404);
    expect(expectContract(again, errorBodySchema).message).toBe(
      `There is no announcement ${posted.id}`,
    );
    const dismiss = await student.post(`/api/announcements/${posted.id}/dismiss`);
    expect(dismiss.status).toBe(404);
    expect(dismiss.body.message).toBe(`There is no announcement ${posted.id}`);
    expect(
      await auth.deps.prisma.announcementDismissal.count({ where: { announcementId: posted.id } }),
    ).toBe(0);
  });

  it('when the announcement does not exist or the id is not a number, then 404 or 400', async () => {
    const { client: student } = await auth.registerStudent();
    const unknown = await teacher.delete('/api/teacher/announcements/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no announcement 999999');
    expect((await student.post('/api/announcements/999999/dismiss')).body.message).toBe(
      'There is no announcement 999999',
    );
    for (const response of [
      await teacher.delete('/api/teacher/announcements/abc'),
      await student.post('/api/announcements/-1/dismiss'),
    ]) {
      expect(response.status, response.request).toBe(400);
      expect(expectContract(response, errorBodySchema).message).toBe(
        'id must be a positive whole number',
      );
    }
  });
});

describe('who may do what', () => {
  it('when a student or a visitor tries the staff routes, then 403 and 401, and nothing is posted or deleted', async () => {
    const posted = await post(teacher, 'Staff only');
    const before = await countAnnouncements();
    const { client: student } = await auth.registerStudent();
    const visitor = auth.client();

    for (const response of [
      await student.post('/api/teacher/announcements', { body: 'From a student' }),
      await student.get('/api/teacher/announcements'),
      await student.delete(`/api/teacher/announcements/${posted.id}`),
    ]) {
      expect(response.status, response.request).toBe(403);
      expect(expectContract(response, errorBodySchema).message).toBe('Teachers and admins only');
    }
    for (const response of [
      await visitor.post('/api/teacher/announcements', { body: 'From a visitor' }),
      await visitor.get('/api/teacher/announcements'),
      await visitor.delete(`/api/teacher/announcements/${posted.id}`),
      await visitor.get('/api/announcements'),
      await visitor.post(`/api/announcements/${posted.id}/dismiss`),
    ]) {
      expect(response.status, response.request).toBe(401);
    }
    expect(await countAnnouncements()).toBe(before);
    expect((await staffList()).map((item) => item.id)).toContain(posted.id);
  });
});

describe('bad announcements', () => {
  it.each([
    ['empty', { body: '' }, 'Write the announcement'],
    ['only spaces', { body: '   \n ' }, 'Write the announcement'],
    ['missing', {}, 'Write the announcement'],
    ['not text', { body: 42 }, 'Write the announcement'],
    ['too long', { body: 'x'.repeat(1001) }, 'An announcement is at most 1000 characters'],
    ['with an extra field', { body: 'Hi', pinned: true }, 'Unrecognized key: "pinned"'],
    ['with a NUL character', { body: 'Hi\u0000there' }, 'Text may not contain NUL characters'],
  ])('when the body is %s, then 400 and nothing is posted', async (_case, body, message) => {
    const before = await countAnnouncements();
    const response = await teacher.post('/api/teacher/announcements', body);
    expect(response.status).toBe(400);
    expect(expectContract(response, errorBodySchema).message).toBe(message);
    expect(await countAnnouncements()).toBe(before);
  });

  it('when the body is exactly 1000 characters after trimming, then it is posted as trimmed', async () => {
    const posted = await post(teacher, `  ${'y'.repeat(1000)}  `);
    expect(posted.body).toBe('y'.repeat(1000));
    await teacher.delete(`/api/teacher/announcements/${posted.id}`);
  });
});
